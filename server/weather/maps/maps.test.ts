import Fastify from 'fastify';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import { MAP_LAYER_VALIDATORS } from '#tests/support/map-layer-validators.ts';
import { TEST_NOW_MS } from '#tests/support/clock.ts';
import { weatherDataRoutes } from '../data-routes.ts';
import { createDemoProvider } from '../demo-provider.ts';
import { selectMainCentres } from '../national-map.ts';
import { demoSeaTemperature } from '../sea-temperature.ts';
import { demoLightning } from './demo-lightning.ts';
import { NZ_GRID, contourBands, sampleGrid } from './grid.ts';
import { AT_SEA, mapPlaces, whereWords } from './map-places.ts';
import { pressureLayer } from './pressure.ts';
import { MAP_LAYER_NAMES } from './provider.ts';
import { thunderLevel } from './thunder.ts';

/** The national map layers (issue 25): their answers, contours, centres, strikes and levels. */

const WINTER = Date.parse('2026-07-10T05:00:00Z');
const centres = selectMainCentres(FIXTURE_LOCATIONS);
const towns = FIXTURE_LOCATIONS.filter((l) => l.type === 'towns-cities');

describe('GET /api/data/maps/<layer>', () => {
  it.each([
    ['summer (the test site’s day)', TEST_NOW_MS],
    ['winter', WINTER],
  ])('every layer answers its schema in %s', async (_when, now) => {
    const app = Fastify({ logger: false });
    await app.register(weatherDataRoutes, {
      provider: createDemoProvider({ now: () => now }),
      locations: FIXTURE_LOCATIONS,
    });
    for (const layer of MAP_LAYER_NAMES) {
      const res = await app.inject({ method: 'GET', url: `/api/data/maps/${layer}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const validate = MAP_LAYER_VALIDATORS[layer];
      const data: unknown = res.json();
      expect({ [layer]: validate(data) ? [] : validate.errors }).toEqual({ [layer]: [] });
    }
    await app.close();
  });

  it('gives the coastal waters the sea temperature their marine pages show, and names no lake', async () => {
    const places = mapPlaces(FIXTURE_LOCATIONS, centres);
    expect(places.waters.every((w) => w.type === 'marine' && !w.label.startsWith('Lake '))).toBe(
      true,
    );
    const sst = await createDemoProvider({ now: () => TEST_NOW_MS }).maps[
      'sea-surface-temperature'
    ](places);
    for (const w of sst.places) {
      expect(w.temp).toBe(demoSeaTemperature(w.lat, w.lon, Date.parse(sst.validAt)));
      expect(Math.abs(w.anomaly ?? 0)).toBeLessThan(2.5);
    }
  });
});

describe('contours on the server', () => {
  it('draws a band only where the grid reaches its threshold', () => {
    // A warm spot over Cook Strait on a cold grid.
    const values = sampleGrid(NZ_GRID, (p) => (Math.hypot(p.lat + 41, p.lon - 174.5) < 1 ? 20 : 0));
    const bands = contourBands(NZ_GRID, values, [-1, 10, 30]);
    expect(bands.map((b) => b.from)).toEqual([-1, 10]);
    expect(bands[1]!.d).toMatch(/^M[\d.]+ [\d.]+l[-\d. ]+z$/);
  });

  it('finds a closed low on the map, says where it is and draws isobars every 4 hPa', () => {
    const values = sampleGrid(NZ_GRID, (p) => 990 + 3 * Math.hypot(p.lat + 43.5, p.lon - 172.6));
    const { isobars, centres: found } = pressureLayer(values, centres);
    expect(found).toEqual([
      // No closed high on the map: its highest point, at the edge farthest from the low.
      expect.objectContaining({ kind: 'high', edge: true }),
      { kind: 'low', hPa: 990, lat: -43.5, lon: 172.5, where: 'near Christchurch' },
    ]);
    const levels = isobars.map((i) => i.hPa);
    expect(levels[0]).toBe(992);
    expect(levels.every((l, i) => i === 0 || l - levels[i - 1]! === 4)).toBe(true);
    expect(isobars[0]!.labelAt).toHaveLength(2);
  });

  it('says a centre far from a town by distance and direction', () => {
    expect(whereWords(centres, -47, 175.5)).toBe('400 km east of Dunedin');
    expect(whereWords(centres, -36.9, 174.8)).toBe('near Auckland');
  });
});

describe('demo lightning', () => {
  // The test site's hour has storms over the sea west of the country (strikes in every step).
  const stormy = TEST_NOW_MS;

  it('counts every strike in one region, every town region listed, none older than the hour', () => {
    const { strikes, regions, windowMinutes } = demoLightning(stormy, towns);
    expect(windowMinutes).toBe(60);
    expect(regions.reduce((s, r) => s + r.count, 0)).toBe(strikes.length);
    expect(regions.map((r) => r.region)).toEqual(
      expect.arrayContaining([AT_SEA, 'Auckland', 'Canterbury']),
    );
    expect(strikes.every((s) => s.minutesAgo >= 0 && s.minutesAgo < 60)).toBe(true);
  });

  it('keeps a strike where it struck as the hour moves on, ten minutes older', () => {
    const before = demoLightning(stormy, towns).strikes;
    const after = demoLightning(stormy + 10 * 60_000, towns).strikes;
    const key = (s: { lat: number; lon: number }) => `${s.lat} ${s.lon}`;
    const later = new Map(after.map((s) => [key(s), s.minutesAgo]));
    const kept = before.filter((s) => s.minutesAgo < 50);
    expect(kept.length).toBeGreaterThan(0);
    for (const s of kept) expect(later.get(key(s))).toBe(s.minutesAgo + 10);
  });
});

describe('thunderstorm levels', () => {
  it.each([
    [0.19, 'none'],
    [0.2, 'low'],
    [0.44, 'low'],
    [0.45, 'moderate'],
    [0.69, 'moderate'],
    [0.7, 'high'],
  ])('potential %f is %s', (potential, level) => {
    expect(thunderLevel(potential)).toBe(level);
  });
});
