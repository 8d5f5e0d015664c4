import Fastify from 'fastify';
import { validateClimateOutlookData, validateSkyData } from '#schemas/generated/validators.js';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import { TEST_NOW_MS } from '#tests/support/clock.ts';
import { weatherDataRoutes } from './data-routes.ts';
import { createDemoProvider } from './demo-provider.ts';
import { CLOUD_FACTOR, SUN_PROTECTION_FROM, clearSkyUv, skyDay } from './sky.ts';
import { nzStartOfDay } from './nz-time.ts';

const place = (key: string) => FIXTURE_LOCATIONS.find((l) => l.key === key)!;

describe('sun and moon', () => {
  it("gives Auckland's sunrise and sunset on 25 November 2026 to the minute of the almanac", () => {
    const day = skyDay(place('auckland'), nzStartOfDay(TEST_NOW_MS), 'fine');
    // LINZ / timeanddate: sunrise 5:57 am, sunset 8:17-8:18 pm NZDT; the moon full on 24 November.
    expect(day.sunrise).toBe('2026-11-25T05:57:00+13:00');
    expect(day.sunset).toMatch(/^2026-11-25T20:1[78]:00\+13:00$/);
    expect(day.dayLengthMinutes).toBeGreaterThan(855);
    expect(day.moonIllumination).toBeGreaterThanOrEqual(98);
    expect(day.moonrise! > day.sunset!).toBe(true);
  });

  it('makes Invercargill’s summer day longer than Auckland’s, and its winter day shorter', () => {
    const summer = nzStartOfDay(TEST_NOW_MS);
    const winter = nzStartOfDay(Date.parse('2026-06-21T00:00:00Z'));
    const length = (key: string, start: number) =>
      skyDay(place(key), start, 'fine').dayLengthMinutes;
    expect(length('invercargill', summer)).toBeGreaterThan(length('auckland', summer));
    expect(length('invercargill', winter)).toBeLessThan(length('auckland', winter));
  });
});

describe('UV index', () => {
  it('is 0 with the sun down and about 13 with it overhead', () => {
    expect(clearSkyUv(-5)).toBe(0);
    expect(clearSkyUv(0)).toBe(0);
    expect(clearSkyUv(90)).toBeCloseTo(13.75, 2);
  });

  it('thins under cloud, and sun protection covers the hours the index is 3 or more', () => {
    const start = nzStartOfDay(TEST_NOW_MS);
    const fine = skyDay(place('auckland'), start, 'fine');
    const rain = skyDay(place('auckland'), start, 'rain');
    expect(rain.uvMax).toBeCloseTo(fine.uvMax * CLOUD_FACTOR.rain, 0);
    expect(fine.uvClearSky).toBe(rain.uvClearSky);
    expect(fine.sunProtectionFrom! < rain.sunProtectionFrom!).toBe(true);
    const winter = skyDay(
      place('invercargill'),
      nzStartOfDay(Date.parse('2026-06-21T00:00:00Z')),
      'cloudy',
    );
    expect(winter.uvMax).toBeLessThan(SUN_PROTECTION_FROM);
    expect(winter.sunProtectionFrom).toBeUndefined();
  });

  it('GET /api/data/sky answers seven days in the payload schema', async () => {
    const app = Fastify({ logger: false });
    await app.register(weatherDataRoutes, {
      provider: createDemoProvider({ now: () => TEST_NOW_MS }),
      locations: FIXTURE_LOCATIONS,
      now: () => TEST_NOW_MS,
    });
    const res = await app.inject({ method: 'GET', url: '/api/data/sky/towns-cities/auckland' });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(validateSkyData(data)).toBe(true);
    expect(data.days.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    const outlook = await app.inject({ method: 'GET', url: '/api/data/climate-outlook' });
    expect(validateClimateOutlookData(outlook.json())).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: '/api/data/sky/towns-cities/Nope' })).statusCode,
    ).toBe(400);
    await app.close();
  });
});
