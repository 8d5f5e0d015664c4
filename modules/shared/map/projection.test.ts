import { geoMercator } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { NZ_MAP } from '#engine/vocabulary/nz-map.ts';
import { NZ_OUTLINE, projectPoint, round1 } from './projection.ts';

describe('projectPoint', () => {
  const d3 = geoMercator()
    .scale(NZ_OUTLINE.projection.scale)
    .translate(NZ_OUTLINE.projection.translate as [number, number]);

  it.each([
    [-36.85, 174.76],
    [-41.29, 174.78],
    [-45.87, 170.5],
    [-46.41, 168.35],
  ])('places %f, %f where d3-geo does (to the tenth)', (lat, lon) => {
    const expected = d3([lon, lat])!;
    expect(projectPoint(lat, lon)).toEqual([round1(expected[0]), round1(expected[1])]);
  });

  it('is the map the server lays the national map out on (engine/vocabulary/nz-map.ts)', () => {
    expect(NZ_OUTLINE.projection).toEqual({
      type: 'mercator',
      scale: NZ_MAP.scale,
      translate: [...NZ_MAP.translate],
    });
    expect([NZ_OUTLINE.width, NZ_OUTLINE.height]).toEqual([NZ_MAP.width, NZ_MAP.height]);
  });

  it('leaves out points off the map', () => {
    expect(projectPoint(-20, 150)).toBeNull();
  });
});
