import { distanceKm } from '#engine/geo.ts';
import { nearest } from './geo.ts';
import { nearbyTowns } from './town-pages.ts';
import type { Town } from './types.ts';

const town = (key: string, lat: number, lon: number): Town => ({
  key,
  label: key,
  sourceName: key,
  region: 'Canterbury',
  lat,
  lon,
});

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    const auckland = { lat: -36.8485, lon: 174.7633 };
    const wellington = { lat: -41.2865, lon: 174.7762 };
    expect(distanceKm(auckland, wellington)).toBeGreaterThan(485);
    expect(distanceKm(auckland, wellington)).toBeLessThan(500);
    expect(distanceKm(auckland, auckland)).toBe(0);
  });

  it('goes the short way across the 180° meridian', () => {
    const christchurch = { lat: -43.53, lon: 172.63 };
    const chathams = { lat: -43.95, lon: -176.56 };
    const km = distanceKm(christchurch, chathams);
    expect(km).toBeGreaterThan(800);
    expect(km).toBeLessThan(900);
  });
});

describe('nearest towns', () => {
  const towns = [
    town('a', -43.5, 172.6),
    town('b', -43.6, 172.6),
    town('c', -43.51, 172.61),
    town('d', -44, 172),
    town('e', -43.5, 172.7),
    town('f', -45, 170),
    town('g', -43.52, 172.6),
  ];

  it('lists the five nearest by distance, nearest first, without the town itself', () => {
    const result = nearbyTowns(towns[0]!, towns).map((t) => t.key);
    expect(result).toEqual(['c', 'g', 'e', 'b', 'd']);
    expect(result).not.toContain('a');
  });

  it('keeps input order for equal distances', () => {
    const twins = [town('x', -43, 172), town('y', -43, 172)];
    expect(nearest({ lat: -43.1, lon: 172 }, twins, 2).map((t) => t.key)).toEqual(['x', 'y']);
  });

  it('returns fewer when there are fewer candidates', () => {
    expect(nearbyTowns(towns[0]!, towns.slice(0, 3))).toHaveLength(2);
  });
});
