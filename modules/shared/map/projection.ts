import { nzMapXY } from '#engine/vocabulary/nz-map.ts';
import outline from './nz-outline.json' with { type: 'json' };

/**
 * The projection of the New Zealand outline (modules/shared/map/nz-outline.json, built by
 * nz-outline.build.ts), rebuilt from its stored scale and translate so markers and radar cells
 * land exactly where the coastline was drawn. Only lazily loaded map components import this file.
 */

export const NZ_OUTLINE = outline;
export const MAP_WIDTH = outline.width;
export const MAP_HEIGHT = outline.height;

/** The Mercator projection the outline was drawn with (engine/vocabulary/nz-map.ts). */
const projection = ([lon, lat]: [number, number]): [number, number] => nzMapXY(lat, lon);

/**
 * Tenths of a viewBox unit: finer is invisible, and Node's and the browser's trigonometry differ
 * in the last bits, which would make server and client SVG attributes disagree at hydration.
 */
export const round1 = (n: number): number => Math.round(n * 10) / 10;

/** viewBox coordinates of a point, or null when it falls outside the map. */
export function projectPoint(lat: number, lon: number): [number, number] | null {
  const p = projection([lon, lat]);
  if (!p) return null;
  const [x, y] = [round1(p[0]), round1(p[1])];
  return x < 0 || y < 0 || x > MAP_WIDTH || y > MAP_HEIGHT ? null : [x, y];
}

const KM_PER_DEGREE_LAT = 111.2;

/** A distance on the ground (km) at a latitude, in viewBox units (Mercator stretches with latitude). */
export function kmToUnits(km: number, lat: number, lon: number): number {
  const a = projection([lon, lat]);
  const b = projection([lon, lat + km / KM_PER_DEGREE_LAT]);
  return a && b ? round1(Math.abs(a[1] - b[1])) : 0;
}
