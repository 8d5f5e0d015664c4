import { COMPASS_POINT_VALUES, CONDITION_VALUES } from '#schemas/generated/enums.ts';
import fc from 'fast-check';
import { climateMean, pointWeather, synoptic } from './demo-model.ts';
import type { Place } from './demo-model.ts';
import { HOUR_MS } from './nz-time.ts';

const NOV_22 = Date.parse('2026-11-22T01:00:00Z');
const place = (over: Partial<Place> = {}): Place => ({
  key: 'auckland',
  lat: -36.85,
  lon: 174.76,
  region: 'Auckland',
  altitude: 30,
  exposure: 'land',
  ...over,
});

function expectPlausible(w: ReturnType<typeof pointWeather>): void {
  for (const value of [
    w.temp,
    w.humidity,
    w.pressure,
    w.rainfall,
    w.rainChance,
    w.cloud,
    w.freezingLevel,
    w.wind.averageSpeed,
    w.wind.gustSpeed,
  ]) {
    expect(Number.isFinite(value)).toBe(true);
  }
  expect(w.temp).toBeGreaterThan(-40);
  expect(w.temp).toBeLessThan(40);
  expect(w.humidity).toBeGreaterThanOrEqual(0);
  expect(w.humidity).toBeLessThanOrEqual(100);
  expect(w.pressure).toBeGreaterThanOrEqual(960);
  expect(w.pressure).toBeLessThanOrEqual(1045);
  expect(w.rainfall).toBeGreaterThanOrEqual(0);
  expect(w.rainfall).toBeLessThan(60);
  expect(w.rainChance % 10).toBe(0);
  expect(w.rainChance).toBeLessThanOrEqual(100);
  expect(w.wind.averageSpeed).toBeGreaterThanOrEqual(0);
  expect(w.wind.averageSpeed).toBeLessThan(120);
  expect(w.wind.gustSpeed).toBeGreaterThanOrEqual(w.wind.averageSpeed);
  expect(CONDITION_VALUES).toContain(w.condition);
  expect(COMPASS_POINT_VALUES).toContain(w.wind.direction);
}

describe('pointWeather', () => {
  it('gives the same values for the same place and hour', () => {
    expect(pointWeather(place(), NOV_22)).toEqual(pointWeather(place(), NOV_22));
  });

  it('differs between places far apart and between hours', () => {
    const north = pointWeather(place(), NOV_22);
    const south = pointWeather(
      place({ key: 'invercargill', lat: -46.41, lon: 168.35, region: 'Southland' }),
      NOV_22,
    );
    expect(north).not.toEqual(south);
    expect(pointWeather(place(), NOV_22 + 5 * HOUR_MS)).not.toEqual(north);
  });

  it('keeps neighbouring places similar (a shared synoptic field)', () => {
    const manukau = place({ key: 'manukau', lat: -36.99, lon: 174.88 });
    let tempGap = 0;
    for (let h = 0; h < 24 * 10; h++) {
      const t = NOV_22 + h * HOUR_MS;
      tempGap = Math.max(
        tempGap,
        Math.abs(pointWeather(place(), t).temp - pointWeather(manukau, t).temp),
      );
      expect(
        Math.abs(pointWeather(place(), t).wetness - pointWeather(manukau, t).wetness),
      ).toBeLessThan(0.1);
    }
    expect(tempGap).toBeLessThan(4);
  });

  it('moves fronts from west to east: the east sees the west’s weather later', () => {
    const hours = Array.from({ length: 24 * 40 }, (_, h) => NOV_22 / HOUR_MS + h);
    const west = hours.map((h) => synoptic(-41, 167, h).wetness);
    const east = hours.map((h) => synoptic(-41, 178, h).wetness);
    const correlation = (lag: number): number => {
      let sum = 0;
      for (let i = 0; i + lag < hours.length; i++) sum += (west[i] ?? 0) * (east[i + lag] ?? 0);
      return sum / (hours.length - lag);
    };
    const lags = Array.from({ length: 49 }, (_, lag) => lag);
    const best = lags.reduce((a, b) => (correlation(b) > correlation(a) ? b : a), 0);
    expect(best).toBeGreaterThan(6);
    expect(correlation(best)).toBeGreaterThan(correlation(0));
  });

  it('is warmer in summer than winter, in the north than the south, and colder with altitude', () => {
    expect(climateMean(-43.5, 20)).toBeGreaterThan(climateMean(-43.5, 200) + 6);
    expect(climateMean(-36.8, 180)).toBeGreaterThan(climateMean(-46.4, 180) + 4);
    const meanTemp = (p: Place, from: number): number => {
      let sum = 0;
      for (let h = 0; h < 24 * 14; h++) sum += pointWeather(p, from + h * HOUR_MS).temp;
      return sum / (24 * 14);
    };
    const town = place({ key: 'queenstown', lat: -45.03, lon: 168.66, region: 'Otago' });
    expect(meanTemp(town, NOV_22)).toBeGreaterThan(
      meanTemp({ ...town, altitude: 2000 }, NOV_22) + 9,
    );
    expect(meanTemp(place(), NOV_22)).toBeGreaterThan(meanTemp(town, NOV_22));
    // November in Auckland: daily means in the mid to high teens.
    expect(meanTemp(place(), NOV_22)).toBeGreaterThan(13);
    expect(meanTemp(place(), NOV_22)).toBeLessThan(21);
  });

  it('stays in plausible ranges and never gives NaN for any place and hour (fuzz)', () => {
    const regions = [
      'Auckland',
      'West Coast',
      'Canterbury',
      'Wellington',
      'Otago',
      'Manawatū-Whanganui',
      "Hawke's Bay",
      'High Seas',
      '',
    ];
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+){0,3}$/),
        fc.double({ min: -60, max: -25, noNaN: true }),
        fc.double({ min: 160, max: 190, noNaN: true }),
        fc.constantFrom(...regions),
        fc.integer({ min: 0, max: 3800 }),
        fc.constantFrom<Place['exposure']>('land', 'coast', 'open-sea'),
        fc.integer({
          min: Date.parse('2000-01-01T00:00:00Z'),
          max: Date.parse('2040-01-01T00:00:00Z'),
        }),
        (key, lat, lon, region, altitude, exposure, ms) => {
          expectPlausible(pointWeather({ key, lat, lon, region, altitude, exposure }, ms));
        },
      ),
      { numRuns: 400 },
    );
  });
});
