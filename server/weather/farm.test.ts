import Fastify from 'fastify';
import { validateFarmData } from '#schemas/generated/validators.js';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import { TEST_NOW_MS } from '#tests/support/clock.ts';
import { recordedOpenMeteoProvider } from '#tests/support/open-meteo-fixtures.ts';
import { weatherDataRoutes } from './data-routes.ts';
import { createDemoProvider } from './demo-provider.ts';
import {
  FIRE_LIMITS,
  FROST_LIMITS as L,
  drySpellBefore,
  evapotranspiration,
  fireDanger,
  frostRisk,
  growingDegreeDays,
} from './farm.ts';

const night = (lowTemp: number, condition = 'fine' as const, wind = 3) => ({
  lowTemp,
  condition,
  wind: { direction: 'S' as const, averageSpeed: wind, gustSpeed: wind * 2 },
});

describe('frost risk', () => {
  it('rates each edge of the low, on a clear, calm night', () => {
    expect(frostRisk(night(L.airFrostAt)).risk).toBe('high');
    expect(frostRisk(night(L.airFrostAt + 0.1)).risk).toBe('moderate');
    expect(frostRisk(night(L.groundFrostAt)).risk).toBe('moderate');
    expect(frostRisk(night(L.groundFrostAt + 0.1)).risk).toBe('low');
    expect(frostRisk(night(L.possibleAt)).risk).toBe('low');
    expect(frostRisk(night(L.possibleAt + 0.1)).risk).toBe('none');
  });

  it('lowers the risk under cloud or in wind, and says why', () => {
    expect(frostRisk(night(2, 'cloudy' as never))).toEqual({
      risk: 'low',
      reasons: ['Low of 2°', 'cloud keeps the ground warmer', 'light wind'],
    });
    expect(frostRisk(night(2, 'fine', L.calmBelow)).risk).toBe('low');
    expect(frostRisk(night(2, 'fine', L.calmBelow - 1)).risk).toBe('moderate');
    expect(frostRisk(night(4, 'cloudy' as never)).risk).toBe('none');
    expect(frostRisk(night(-1, 'rain' as never, 20)).risk).toBe('high');
  });
});

describe('fire danger', () => {
  const day = (highTemp: number, wind: number, rainfall = 0) => ({
    highTemp,
    rainfall,
    wind: { direction: 'NW' as const, averageSpeed: wind, gustSpeed: wind * 2 },
  });

  it('rises through the five classes with heat, wind and the dry spell', () => {
    expect(fireDanger(day(15, 5), 0).danger).toBe('low');
    expect(fireDanger(day(20, 8), 1).danger).toBe('moderate'); // 1 + 1 + 1 = 3
    expect(fireDanger(day(20, 8), 0).danger).toBe('low'); // 2
    expect(fireDanger(day(25, 15), 1).danger).toBe('high'); // 2 + 2 + 1 = 5
    expect(fireDanger(day(25, 15), 3).danger).toBe('high'); // 6
    expect(fireDanger(day(25, 15), 7).danger).toBe('very-high'); // 7
    expect(fireDanger(day(30, 25), 14).danger).toBe('extreme'); // 10
  });

  it('falls with rain on the day, at the wetting edge', () => {
    expect(fireDanger(day(30, 25, FIRE_LIMITS.wettingRain), 14).danger).toBe('very-high');
    expect(fireDanger(day(30, 25, FIRE_LIMITS.wettingRain - 0.1), 14).danger).toBe('extreme');
    expect(fireDanger(day(30, 25, 10), 14).danger).toBe('high');
    expect(fireDanger(day(24, 9), 2).reasons).toEqual([
      'High of 24°',
      'wind 9 kt',
      '2 days since rain',
    ]);
  });

  it('counts the dry spell back from the last observed wetting rain', () => {
    const past = (rain: (number | null)[]) => ({
      source: 'demo' as const,
      issuedAt: '2026-11-25T14:00:00+13:00',
      location: { key: 'a', type: 'rural', label: 'A', region: 'B' },
      days: rain.map((r, i) => ({
        date: `2026-11-${String(18 + i).padStart(2, '0')}`,
        observed: { highTemp: 20, lowTemp: 10, rainfall: r },
        forecast: { highTemp: 20, lowTemp: 10, rainfall: r },
      })),
    });
    expect(drySpellBefore(past([5, 0, 0, 1.9]))).toBe(3);
    expect(drySpellBefore(past([0, 0, 2]))).toBe(0);
    expect(drySpellBefore(past([0, null, 0]))).toBe(1);
    expect(drySpellBefore(null)).toBe(0);
  });
});

describe('growing degree days and evapotranspiration', () => {
  it('counts degrees of the mean above 10, never below 0', () => {
    expect(growingDegreeDays(20, 10)).toBe(5);
    expect(growingDegreeDays(12, 8)).toBe(0);
    expect(growingDegreeDays(9, 2)).toBe(0);
  });

  it('gives FAO-56 Hargreaves values: a Canterbury summer day about 5 mm, a winter day about 1', () => {
    // Christchurch, 15 January: 24° and 12°; 15 July: 11° and 1°.
    expect(evapotranspiration(24, 12, -43.5, 15)).toBeCloseTo(5.2, 0);
    expect(evapotranspiration(11, 1, -43.5, 196)).toBeCloseTo(0.9, 0);
    expect(evapotranspiration(15, 15, -43.5, 15)).toBe(0);
  });
});

describe('GET /api/data/farm', () => {
  it('answers every forecast day rated, in the payload schema; 404 for an unknown place', async () => {
    const app = Fastify({ logger: false });
    await app.register(weatherDataRoutes, {
      provider: createDemoProvider({ now: () => TEST_NOW_MS }),
      locations: FIXTURE_LOCATIONS,
      now: () => TEST_NOW_MS,
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/data/farm/towns-cities/christchurch',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(validateFarmData(data)).toBe(true);
    expect(data.days[0].date).toBe('2026-11-25');
    expect(data.days.length).toBe(10);
    expect(
      (await app.inject({ method: 'GET', url: '/api/data/farm/towns-cities/nowhere' })).statusCode,
    ).toBe(404);
    await app.close();
  });

  it("rates the recorded Open-Meteo forecast the same way (source 'open-meteo')", async () => {
    const provider = recordedOpenMeteoProvider();
    const app = Fastify({ logger: false });
    await app.register(weatherDataRoutes, { provider, locations: FIXTURE_LOCATIONS });
    const res = await app.inject({ method: 'GET', url: '/api/data/farm/towns-cities/auckland' });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(validateFarmData(data)).toBe(true);
    const forecast = await provider.daily(FIXTURE_LOCATIONS[0]!);
    expect(data.source).toBe('open-meteo');
    expect(data.days.map((d: { date: string; frost: string }) => [d.date, d.frost])).toEqual(
      forecast.days.map((d) => [d.date, frostRisk(d).risk]),
    );
    await app.close();
  });
});
