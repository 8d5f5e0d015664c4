import { geoArea, geoDistance } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM } from '#engine/geo.ts';
import { areaKm2, distanceKm, formatKm, formatKm2, lengthKm } from './measure.ts';
import type { LatLng } from './measure.ts';

const AUCKLAND = { lat: -36.8485, lng: 174.7633 };
const WELLINGTON = { lat: -41.2865, lng: 174.7762 };
const CHRISTCHURCH = { lat: -43.5321, lng: 172.6362 };

/** d3-geo (already a dependency, for the warnings map) as an independent check. */
const d3Km = (a: LatLng, b: LatLng) =>
  geoDistance([a.lng, a.lat], [b.lng, b.lat]) * EARTH_RADIUS_KM;

describe('distanceKm (haversine)', () => {
  it('puts Auckland about 494 km from Wellington, as the great circle does', () => {
    const km = distanceKm(AUCKLAND, WELLINGTON);
    expect(km).toBeGreaterThan(492);
    expect(km).toBeLessThan(496);
    expect(km).toBeCloseTo(d3Km(AUCKLAND, WELLINGTON), 6);
  });

  it('is symmetric, zero for one point, and one degree of latitude is about 111.2 km', () => {
    expect(distanceKm(WELLINGTON, AUCKLAND)).toBeCloseTo(distanceKm(AUCKLAND, WELLINGTON), 9);
    expect(distanceKm(AUCKLAND, AUCKLAND)).toBe(0);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 2);
  });

  it('crosses 180° the short way (the Chatham Islands from Christchurch)', () => {
    const chatham = { lat: -43.95, lng: -176.56 };
    const km = distanceKm(CHRISTCHURCH, chatham);
    expect(km).toBeCloseTo(d3Km(CHRISTCHURCH, chatham), 6);
    expect(km).toBeLessThan(900);
  });
});

describe('lengthKm', () => {
  it('adds the legs, and the way home for a ring', () => {
    const legs = [AUCKLAND, WELLINGTON, CHRISTCHURCH];
    const open = distanceKm(AUCKLAND, WELLINGTON) + distanceKm(WELLINGTON, CHRISTCHURCH);
    expect(lengthKm(legs)).toBeCloseTo(open, 9);
    expect(lengthKm(legs, true)).toBeCloseTo(open + distanceKm(CHRISTCHURCH, AUCKLAND), 9);
    expect(lengthKm([AUCKLAND])).toBe(0);
  });
});

describe('areaKm2 (spherical polygon)', () => {
  const square: LatLng[] = [
    { lat: 0, lng: 0 },
    { lat: 0, lng: 1 },
    { lat: 1, lng: 1 },
    { lat: 1, lng: 0 },
  ];

  it('gives a one-degree square on the equator about 12,364 km², either winding', () => {
    expect(areaKm2(square)).toBeGreaterThan(12_300);
    expect(areaKm2(square)).toBeLessThan(12_400);
    expect(areaKm2([...square].reverse())).toBeCloseTo(areaKm2(square), 6);
  });

  it('agrees with d3-geo on the Auckland–Wellington–Christchurch triangle', () => {
    const triangle = [AUCKLAND, CHRISTCHURCH, WELLINGTON];
    // d3 reads a ring clockwise (in lng/lat) as the small side.
    const ring = [...triangle, AUCKLAND].map((p) => [p.lng, p.lat]);
    const d3 = Math.min(
      geoArea({ type: 'Polygon', coordinates: [ring] }),
      geoArea({ type: 'Polygon', coordinates: [[...ring].reverse()] }),
    );
    const km2 = areaKm2(triangle);
    expect(km2 / (d3 * EARTH_RADIUS_KM ** 2)).toBeCloseTo(1, 9);
    expect(km2).toBeGreaterThan(1000);
  });

  it('is zero with fewer than three points', () => {
    expect(areaKm2([AUCKLAND, WELLINGTON])).toBe(0);
    expect(areaKm2([])).toBe(0);
  });
});

describe('formatting', () => {
  it('shows a tenth below 100 and whole units above, with thousands separators', () => {
    expect(formatKm(8.44)).toBe('8.4 km');
    expect(formatKm(99.94)).toBe('99.9 km');
    expect(formatKm(493.6)).toBe('494 km');
    expect(formatKm(1234.4)).toBe('1,234 km');
    expect(formatKm2(0.55)).toBe('0.6 km²');
    expect(formatKm2(12_364.2)).toBe('12,364 km²');
  });
});
