import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import type { Location } from './locations.ts';
import { selectMainCentres } from './national-map.ts';
import {
  openMeteoFixture,
  recordedAnswer,
  recordedOpenMeteoProvider,
} from '#tests/support/open-meteo-fixtures.ts';
import { WeatherProviderError } from './provider.ts';
import { nearestPort } from './tides.ts';

/** Tides, soil, past weather and temperatures now from recorded Open-Meteo answers. */

interface Hourly {
  time: string[];
  [key: string]: (number | null)[] | string[];
}
const recorded = (name: string) => JSON.parse(openMeteoFixture(name)) as { hourly: Hourly };
const byKey = (key: string): Location => FIXTURE_LOCATIONS.find((l) => l.key === key) as Location;
const minutes = (a: string, b: string): number => (Date.parse(b) - Date.parse(a)) / 60_000;

let requests: URL[] = [];
let answer: (url: URL) => string = recordedAnswer;
const provider = () =>
  recordedOpenMeteoProvider((url) => {
    requests.push(url);
    return answer(url);
  });
beforeEach(() => {
  requests = [];
  answer = recordedAnswer;
});

describe('Open-Meteo tides (marine API sea level)', () => {
  it('asks the marine API for the port’s sea level, from yesterday, in New Zealand time', async () => {
    const auckland = byKey('auckland');
    await provider().tides(auckland, nearestPort(auckland));
    const url = requests[0]!;
    expect(url.pathname).toBe('/v1/marine');
    expect(url.searchParams.get('hourly')).toBe('sea_level_height_msl');
    expect(url.searchParams.get('latitude')).toBe('-36.843'); // the port, not the town
    expect(url.searchParams.get('timezone')).toBe('Pacific/Auckland');
    expect(url.searchParams.get('past_days')).toBe('1');
  });

  it('finds semi-diurnal highs and lows for three days from midnight, refined between the hours', async () => {
    const auckland = byKey('auckland');
    const data = await provider().tides(auckland, nearestPort(auckland));
    expect(data).toMatchObject({ source: 'open-meteo', datum: 'mean-sea-level' });
    const { tides } = data;
    expect(tides[0]!.time >= '2026-11-22T00:00:00+13:00').toBe(true);
    expect(tides.at(-1)!.time < '2026-11-25T00:00:00+13:00').toBe(true);
    expect(tides.length).toBeGreaterThanOrEqual(11);
    tides.slice(1).forEach((t, i) => expect(t.type).not.toBe(tides[i]!.type));
    const highs = tides.filter((t) => t.type === 'high');
    for (let i = 1; i < highs.length; i++) {
      const gap = minutes(highs[i - 1]!.time, highs[i]!.time);
      expect(gap).toBeGreaterThan(11.5 * 60);
      expect(gap).toBeLessThan(13.5 * 60);
    }
    // Each high is at least the largest hourly value beside it (the parabola peaks between hours).
    const sea = recorded('marine-tides-auckland.json').hourly;
    const first = highs[0]!;
    const hour = first.time.slice(0, 13);
    const i = sea.time.indexOf(`${hour}:00`);
    expect(first.height).toBeGreaterThanOrEqual(Number(sea.sea_level_height_msl![i]) - 0.05);
    expect(tides.some((t) => !t.time.includes(':00:00+'))).toBe(true);
  });

  it('is a plain-worded failure when the sea level has no turning point', async () => {
    const flat = recorded('marine-tides-auckland.json');
    flat.hourly.sea_level_height_msl = flat.hourly.time.map(() => 0.5);
    answer = () => JSON.stringify(flat);
    const auckland = byKey('auckland');
    await expect(provider().tides(auckland, nearestPort(auckland))).rejects.toBeInstanceOf(
      WeatherProviderError,
    );
  });
});

describe('Open-Meteo soil', () => {
  it('maps the layers now (m³/m³ to %) and seven days at 3–9 cm and 6 cm', async () => {
    const soil = await provider().soil(byKey('waikato'));
    const rec = recorded('soil-canterbury.json').hourly;
    const now = rec.time.indexOf('2026-11-22T14:00');
    expect(soil.moisture.map((l) => l.depth)).toEqual([
      '0–1 cm',
      '1–3 cm',
      '3–9 cm',
      '9–27 cm',
      '27–81 cm',
    ]);
    expect(soil.moisture[2]!.value).toBe(
      Math.round(Number(rec.soil_moisture_3_to_9cm![now]) * 1000) / 10,
    );
    expect(soil.soilTemperature[1]).toEqual({
      depth: '6 cm',
      value: rec.soil_temperature_6cm![now],
    });
    expect(soil.days).toHaveLength(7);
    const day2 = (rec.soil_temperature_6cm as number[]).slice(24, 48);
    expect(soil.days[1]).toMatchObject({
      date: '2026-11-23',
      minTemp: Math.round(Math.min(...day2)),
      maxTemp: Math.round(Math.max(...day2)),
    });
  });
});

describe('Open-Meteo past weather (Previous Runs API)', () => {
  it('asks for the latest and the day-before runs over the past seven days', async () => {
    await provider().pastWeather(byKey('auckland'));
    const url = requests[0]!;
    expect(url.searchParams.get('hourly')?.split(',')).toEqual([
      'temperature_2m',
      'precipitation',
      'temperature_2m_previous_day1',
      'precipitation_previous_day1',
    ]);
    expect(url.searchParams.get('past_days')).toBe('7');
  });

  it('gives the seven whole days before today: observed from the latest run, forecast from the day before', async () => {
    const { days } = await provider().pastWeather(byKey('auckland'));
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    const rec = recorded('previous-runs-auckland.json').hourly;
    const day = (key: string, d: number) => (rec[key] as number[]).slice(d * 24, d * 24 + 24);
    const sum = (v: number[]) => Math.round(v.reduce((a, b) => a + b, 0) * 10) / 10;
    expect(days[1]!.observed).toEqual({
      highTemp: Math.round(Math.max(...day('temperature_2m', 1).slice(9, 19))),
      lowTemp: Math.round(Math.min(...day('temperature_2m', 1).slice(0, 10))),
      rainfall: sum(day('precipitation', 1)),
    });
    expect(days[1]!.forecast.rainfall).toBe(sum(day('precipitation_previous_day1', 1)));
    expect(days[1]!.forecast.highTemp).toBe(
      Math.round(Math.max(...day('temperature_2m_previous_day1', 1).slice(9, 19))),
    );
  });

  it('has no rain total for a day with hours missing (a part-day sum would read as dry)', async () => {
    const gappy = recorded('previous-runs-auckland.json');
    (gappy.hourly.precipitation as (number | null)[])[30] = null;
    answer = () => JSON.stringify(gappy);
    const { days } = await provider().pastWeather(byKey('auckland'));
    expect(days[1]!.observed.rainfall).toBeNull();
    expect(days[0]!.observed.rainfall).not.toBeNull();
  });
});

describe('Open-Meteo air temperature map', () => {
  it('asks for the temperature now at every centre in one request and rounds it', async () => {
    const centres = selectMainCentres(FIXTURE_LOCATIONS).slice(0, 3);
    const { points } = await provider().airTemperatureMap(centres);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('current')).toBe('temperature_2m');
    expect(points.map((p) => [p.key, p.temp])).toEqual([
      [centres[0]!.key, 19],
      [centres[1]!.key, 18],
      [centres[2]!.key, 19],
    ]);
    expect(points[0]!.url).toBe(centres[0]!.url);
  });
});
