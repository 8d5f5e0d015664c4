import Fastify from 'fastify';
import { weatherDataRoutes } from './data-routes.ts';
import { createDemoProvider } from './demo-provider.ts';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import type { Location } from './locations.ts';

const SUMMER = Date.parse('2026-11-22T01:30:00Z');
const WINTER = Date.parse('2026-07-15T01:30:00Z');
const byKey = (key: string): Location => FIXTURE_LOCATIONS.find((l) => l.key === key) as Location;

describe('demo soil', () => {
  it('is deterministic and plausible: moisture 5–52 %, deeper layers steadier, soil colder in winter', async () => {
    const summer = createDemoProvider({ now: () => SUMMER });
    const a = await summer.soil(byKey('waikato'));
    expect(await summer.soil(byKey('waikato'))).toEqual(a);
    for (const l of a.moisture) expect(l.value).toBeGreaterThanOrEqual(5);
    for (const l of a.moisture) expect(l.value).toBeLessThanOrEqual(52);
    expect(a.days).toHaveLength(7);
    expect(a.days[0]!.date).toBe('2026-11-22');
    const winter = await createDemoProvider({ now: () => WINTER }).soil(byKey('waikato'));
    const deep = (s: typeof a) => s.soilTemperature.at(-1)!.value as number;
    expect(deep(winter)).toBeLessThan(deep(a) - 3);
    for (const d of winter.days) expect(d.minTemp!).toBeLessThanOrEqual(d.maxTemp!);
  });

  it('wet places have wetter soil than dry ones over a season', async () => {
    const mean = async (key: string) => {
      let sum = 0;
      for (let w = 0; w < 8; w++) {
        const p = createDemoProvider({ now: () => SUMMER + w * 7 * 86_400_000 });
        sum += (await p.soil(byKey(key))).moisture[3]!.value as number;
      }
      return sum / 8;
    };
    // Greymouth (West Coast, windward) against Christchurch (lee of the Alps).
    expect(await mean('greymouth')).toBeGreaterThan(await mean('christchurch'));
  });
});

describe('demo past weather', () => {
  it('gives the seven days before today, observed matching the model and forecasts near it', async () => {
    const { days } = await createDemoProvider({ now: () => SUMMER }).pastWeather(byKey('auckland'));
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    for (const d of days) {
      expect(Math.abs(d.forecast.highTemp! - d.observed.highTemp!)).toBeLessThanOrEqual(3);
      expect(d.observed.highTemp!).toBeGreaterThanOrEqual(d.observed.lowTemp!);
    }
  });
});

describe('data routes: tides, soil, past weather, air temperature map', () => {
  it('answers each, and 404 or 400 for a bad location', async () => {
    const app = Fastify({ logger: false });
    await app.register(weatherDataRoutes, {
      provider: createDemoProvider({ now: () => SUMMER }),
      locations: FIXTURE_LOCATIONS,
    });
    const get = (url: string) => app.inject({ method: 'GET', url });
    const tides = await get('/api/data/tides/towns-cities/christchurch');
    expect(tides.statusCode).toBe(200);
    expect(tides.json()).toMatchObject({ port: { key: 'lyttelton' }, datum: 'chart-datum' });
    expect(tides.headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/api/data/soil/rural/waikato')).statusCode).toBe(200);
    expect((await get('/api/data/past-weather/towns-cities/auckland')).statusCode).toBe(200);
    const map = await get('/api/data/air-temperature-map');
    expect(map.json().points.length).toBeGreaterThan(5);
    expect((await get('/api/data/tides/towns-cities/atlantis')).json()).toEqual({
      error: { status: 404, message: 'Unknown location' },
    });
    expect((await get('/api/data/tides/Towns/x')).statusCode).toBe(400);
    await app.close();
  });
});
