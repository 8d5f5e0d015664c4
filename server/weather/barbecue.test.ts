import Fastify from 'fastify';
import type { DayForecast } from '#schemas/generated/types.ts';
import { validateBarbecueData } from '#schemas/generated/validators.js';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import {
  OPEN_METEO_RECORDED_AT,
  recordedOpenMeteoProvider,
} from '#tests/support/open-meteo-fixtures.ts';
import { BARBECUE_DAYS, BARBECUE_LIMITS as L, barbecueData, barbecueRating } from './barbecue.ts';
import { weatherDataRoutes } from './data-routes.ts';
import { createDemoProvider } from './demo-provider.ts';
import type { Location } from './locations.ts';

/** A perfect summer day; each test spoils one value. */
const day = (
  over: { highTemp?: number; rainChance?: number; rainfall?: number; wind?: number } = {},
) => ({
  highTemp: over.highTemp ?? 25,
  rainChance: over.rainChance ?? 5,
  rainfall: over.rainfall ?? 0,
  wind: { direction: 'NE' as const, averageSpeed: over.wind ?? 6, gustSpeed: 12 },
});

describe('barbecue rating', () => {
  it('is 1 (Yeah, nah) from each washout edge, and not just below it', () => {
    expect(barbecueRating(day({ highTemp: L.coldBelow - 0.1 }))).toBe(1);
    expect(barbecueRating(day({ highTemp: L.coldBelow }))).toBe(2);
    expect(barbecueRating(day({ rainChance: L.washoutChance }))).toBe(1);
    expect(barbecueRating(day({ rainChance: L.washoutChance - 1 }))).toBe(2);
    expect(barbecueRating(day({ rainfall: L.washoutRainfall }))).toBe(1);
    expect(barbecueRating(day({ rainfall: L.washoutRainfall - 0.1 }))).toBe(4);
    expect(barbecueRating(day({ wind: L.galeFrom }))).toBe(1);
    expect(barbecueRating(day({ wind: L.galeFrom - 1 }))).toBe(2);
  });

  it('is 4 (Awesome) only when warm, dry and light enough, at each edge', () => {
    expect(barbecueRating(day({ highTemp: L.awesomeFrom }))).toBe(4);
    expect(barbecueRating(day({ highTemp: L.awesomeFrom - 0.1 }))).toBe(3);
    expect(barbecueRating(day({ rainChance: L.awesomeChanceBelow - 1 }))).toBe(4);
    expect(barbecueRating(day({ rainChance: L.awesomeChanceBelow }))).toBe(3);
    expect(barbecueRating(day({ wind: L.awesomeWindBelow - 1 }))).toBe(4);
    expect(barbecueRating(day({ wind: L.awesomeWindBelow }))).toBe(3);
  });

  it('is 3 (Choice) down to its edges, then 2 (Hmmmm)', () => {
    const choice = { highTemp: 19 };
    expect(barbecueRating(day({ ...choice }))).toBe(3);
    expect(barbecueRating(day({ highTemp: L.choiceFrom }))).toBe(3);
    expect(barbecueRating(day({ highTemp: L.choiceFrom - 0.1 }))).toBe(2);
    expect(barbecueRating(day({ ...choice, rainChance: L.choiceChanceBelow - 1 }))).toBe(3);
    expect(barbecueRating(day({ ...choice, rainChance: L.choiceChanceBelow }))).toBe(2);
    expect(barbecueRating(day({ ...choice, wind: L.choiceWindBelow - 1 }))).toBe(3);
    expect(barbecueRating(day({ ...choice, wind: L.choiceWindBelow }))).toBe(2);
  });
});

const auckland = FIXTURE_LOCATIONS.find((l) => l.key === 'auckland') as Location;

describe('barbecue data', () => {
  it("rates the first week of the demo provider's forecast, each day from its own values", async () => {
    const provider = createDemoProvider({ now: () => OPEN_METEO_RECORDED_AT });
    const forecast = await provider.daily(auckland);
    const data = barbecueData(forecast);
    expect(validateBarbecueData(data)).toBe(true);
    expect(data.days).toHaveLength(BARBECUE_DAYS);
    data.days.forEach((d, i) => {
      const source = forecast.days[i] as DayForecast;
      expect(d).toEqual({
        date: source.date,
        rating: barbecueRating(source),
        highTemp: source.highTemp,
        rainChance: source.rainChance,
        rainfall: source.rainfall,
        windSpeed: source.wind.averageSpeed,
      });
    });
  });

  it('rates the recorded Open-Meteo forecast, served at /api/data/barbecue/<type>/<key>', async () => {
    const provider = recordedOpenMeteoProvider();
    const app = Fastify({ logger: false });
    await app.register(weatherDataRoutes, { provider, locations: FIXTURE_LOCATIONS });
    const res = await app.inject({
      method: 'GET',
      url: '/api/data/barbecue/towns-cities/auckland',
    });
    expect(res.statusCode).toBe(200);
    const data: unknown = res.json();
    expect(validateBarbecueData(data)).toBe(true);
    const forecast = await provider.daily(auckland);
    expect(data).toMatchObject({
      source: 'open-meteo',
      days: forecast.days
        .slice(0, BARBECUE_DAYS)
        .map((d) => ({ date: d.date, rating: barbecueRating(d) })),
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/data/barbecue/towns-cities/nowhere' }))
        .statusCode,
    ).toBe(404);
    await app.close();
  });
});
