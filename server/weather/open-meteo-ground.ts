import type {
  PastWeatherDay,
  PastWeatherValues,
  SoilDay,
  SoilLayer,
  TideEvent,
} from '#schemas/generated/types.ts';
import { badShape, localTimeToMs } from './open-meteo-client.ts';
import type { ForecastResponse } from './open-meteo-client.ts';
import { currentHourIndex } from './open-meteo-mapping.ts';
import { SOIL_MOISTURE_VARS, SOIL_TEMPERATURE_VARS } from './open-meteo-requests.ts';
import { MOISTURE_DEPTHS, SOIL_TEMPERATURE_DEPTHS } from './demo-ground.ts';
import { nzDate } from './nz-time.ts';
import { tideExtremes } from './tides.ts';
import { round1 } from './units.ts';

/**
 * Open-Meteo answers to tides, soil and past weather, in the payload shapes of
 * schemas/weather-data.schema.json. Missing values stay null (the modules show them as such).
 */

const numbers = (values: readonly (number | null | undefined)[]): number[] =>
  values.filter((v): v is number => typeof v === 'number');

/** High and low waters between two times, from the hourly sea level. */
export function mapTides(data: ForecastResponse, from: number, to: number): TideEvent[] {
  const hourly = data.hourly;
  if (!hourly) throw badShape('hourly is missing');
  const samples = hourly.time.flatMap((time, i) => {
    const height = hourly.sea_level_height_msl?.[i];
    return typeof height === 'number'
      ? [{ ms: localTimeToMs(time, data.utc_offset_seconds), height }]
      : [];
  });
  return tideExtremes(samples).filter((e) => {
    const t = Date.parse(e.time);
    return t >= from && t < to;
  });
}

function layersAt(
  data: ForecastResponse,
  vars: readonly string[],
  depths: readonly string[],
  index: number,
  toValue: (v: number) => number,
): SoilLayer[] {
  return vars.map((key, i) => {
    const v = data.hourly?.[key]?.[index];
    return { depth: depths[i] ?? key, value: typeof v === 'number' ? toValue(v) : null };
  });
}

/** Soil now by layer and by day for seven days (moisture at 3–9 cm, temperature at 6 cm). */
export function mapSoil(
  data: ForecastResponse,
  nowMs: number,
): { moisture: SoilLayer[]; soilTemperature: SoilLayer[]; days: SoilDay[] } {
  const hourly = data.hourly;
  if (!hourly) throw badShape('hourly is missing');
  const i = currentHourIndex(data, nowMs);
  // m³/m³ to percent.
  const moisture = layersAt(data, SOIL_MOISTURE_VARS, MOISTURE_DEPTHS, i, (v) => round1(v * 100));
  const soilTemperature = layersAt(data, SOIL_TEMPERATURE_VARS, SOIL_TEMPERATURE_DEPTHS, i, round1);
  const byDay = new Map<string, { moisture: number[]; temp: number[] }>();
  hourly.time.forEach((time, k) => {
    const date = time.slice(0, 10);
    const day = byDay.get(date) ?? { moisture: [], temp: [] };
    day.moisture.push(...numbers([hourly.soil_moisture_3_to_9cm?.[k]]));
    day.temp.push(...numbers([hourly.soil_temperature_6cm?.[k]]));
    byDay.set(date, day);
  });
  const today = nzDate(nowMs);
  const days = [...byDay.entries()]
    .filter(([date]) => date >= today)
    .slice(0, 7)
    .map(([date, d]) => ({
      date,
      moisture: d.moisture.length
        ? round1((d.moisture.reduce((a, b) => a + b, 0) / d.moisture.length) * 100)
        : null,
      minTemp: d.temp.length ? Math.round(Math.min(...d.temp)) : null,
      maxTemp: d.temp.length ? Math.round(Math.max(...d.temp)) : null,
    }));
  return { moisture, soilTemperature, days };
}

interface HourRow {
  hour: number;
  temp: number | null;
  rain: number | null;
}

function dayValues(hours: readonly HourRow[]): PastWeatherValues {
  const day = numbers(hours.filter((h) => h.hour >= 9 && h.hour < 19).map((h) => h.temp));
  const night = numbers(hours.filter((h) => h.hour < 10).map((h) => h.temp));
  const rain = numbers(hours.map((h) => h.rain));
  return {
    highTemp: day.length ? Math.round(Math.max(...day)) : null,
    lowTemp: night.length ? Math.round(Math.min(...night)) : null,
    // A day with hours missing has no total: a part-day sum would read as a dry day.
    rainfall:
      rain.length === hours.length && rain.length > 0
        ? round1(rain.reduce((a, b) => a + b, 0))
        : null,
  };
}

/**
 * The seven whole days before today: observed from the latest run (the model's analysis of what
 * happened), forecast from the run of the day before (`_previous_day1`). Highs and lows over the
 * same hours as the demo model's days (09–19 and 00–10).
 */
export function mapPastWeather(data: ForecastResponse, nowMs: number): PastWeatherDay[] {
  const hourly = data.hourly;
  if (!hourly) throw badShape('hourly is missing');
  const today = nzDate(nowMs);
  const dates = new Map<string, { observed: HourRow[]; forecast: HourRow[] }>();
  hourly.time.forEach((time, i) => {
    const date = time.slice(0, 10);
    if (date >= today) return;
    const hour = Number(time.slice(11, 13));
    const entry = dates.get(date) ?? { observed: [], forecast: [] };
    entry.observed.push({
      hour,
      temp: hourly.temperature_2m?.[i] ?? null,
      rain: hourly.precipitation?.[i] ?? null,
    });
    entry.forecast.push({
      hour,
      temp: hourly.temperature_2m_previous_day1?.[i] ?? null,
      rain: hourly.precipitation_previous_day1?.[i] ?? null,
    });
    dates.set(date, entry);
  });
  return [...dates.entries()].slice(-7).map(([date, d]) => ({
    date,
    observed: dayValues(d.observed),
    forecast: dayValues(d.forecast),
  }));
}
