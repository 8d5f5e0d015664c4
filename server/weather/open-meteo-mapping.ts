import { isNight } from './sun.ts';
import type {
  Condition,
  CurrentConditions,
  DayForecast,
  HourForecast,
  RainForecastDay,
  Wind,
} from '#schemas/generated/types.ts';
import type { ForecastResponse, HourlyBlock } from './open-meteo-client.ts';
import { badShape, localTimeToMs } from './open-meteo-client.ts';
import { conditionWindText } from './forecast-text.ts';
import { floorToHour, nzIso } from './nz-time.ts';
import { kmhToKt, round1, toCompass } from './units.ts';

/** Pure mapping from Open-Meteo answers to our data shapes (km/h to kt, WMO codes to conditions). */

/** WMO weather interpretation codes (as Open-Meteo documents them) to our vocabulary. */
const WMO: Record<number, Condition> = {
  0: 'fine',
  1: 'fine',
  2: 'partly-cloudy',
  3: 'cloudy',
  45: 'fog',
  48: 'fog',
  51: 'drizzle',
  53: 'drizzle',
  55: 'drizzle',
  56: 'drizzle',
  57: 'drizzle',
  61: 'rain',
  63: 'rain',
  65: 'rain',
  66: 'rain',
  67: 'rain',
  71: 'snow',
  73: 'snow',
  75: 'snow',
  77: 'snow',
  80: 'few-showers',
  81: 'showers',
  82: 'showers',
  85: 'snow',
  86: 'snow',
  95: 'thunder',
  96: 'thunder',
  99: 'thunder',
};

const WINDY_KT = 25;

/** A code outside the WMO table is read as cloud rather than failing the whole answer. */
export function wmoToCondition(code: number | null | undefined, windKt = 0): Condition {
  const condition = (code === null || code === undefined ? undefined : WMO[code]) ?? 'cloudy';
  const dry = condition === 'fine' || condition === 'partly-cloudy' || condition === 'cloudy';
  return dry && windKt >= WINDY_KT ? 'windy' : condition;
}

const num = (value: number | string | null | undefined, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function at(block: HourlyBlock, key: string, i: number): number {
  return num(block[key]?.[i]);
}

function windAt(block: HourlyBlock, i: number, suffix = '10m'): Wind {
  return {
    direction: toCompass(at(block, `wind_direction_${suffix}`, i)),
    averageSpeed: kmhToKt(at(block, `wind_speed_${suffix}`, i)),
    gustSpeed: kmhToKt(
      at(block, `wind_gusts_${suffix}`, i) || at(block, `wind_speed_${suffix}`, i) * 1.4,
    ),
  };
}

export function mapCurrent(data: ForecastResponse): CurrentConditions {
  const c = data.current;
  if (!c) throw badShape('current is missing');
  const wind: Wind = {
    direction: toCompass(num(c.wind_direction_10m)),
    averageSpeed: kmhToKt(num(c.wind_speed_10m)),
    gustSpeed: kmhToKt(num(c.wind_gusts_10m, num(c.wind_speed_10m))),
  };
  const observed = localTimeToMs(c.time, data.utc_offset_seconds);
  return {
    observedAt: nzIso(observed),
    temp: round1(num(c.temperature_2m)),
    feelsLike: round1(num(c.apparent_temperature, num(c.temperature_2m))),
    condition: wmoToCondition(num(c.weather_code, -1), wind.averageSpeed),
    humidity: Math.round(num(c.relative_humidity_2m)),
    pressure: Math.round(num(c.pressure_msl, 1013)),
    rainfall: round1(num(c.precipitation)),
    wind,
    night: isNight(data.latitude, data.longitude, observed),
  };
}

/** Index of the first hourly entry at or after the current hour. */
export function currentHourIndex(data: ForecastResponse, nowMs: number): number {
  const hourly = data.hourly;
  if (!hourly) throw badShape('hourly is missing');
  const hour = floorToHour(nowMs);
  const index = hourly.time.findIndex((t) => localTimeToMs(t, data.utc_offset_seconds) >= hour);
  if (index < 0) throw badShape('hourly has no times after now');
  return index;
}

export function mapHours(data: ForecastResponse, nowMs: number, count: number): HourForecast[] {
  const hourly = data.hourly;
  if (!hourly) throw badShape('hourly is missing');
  const first = currentHourIndex(data, nowMs);
  const hours: HourForecast[] = [];
  for (let i = first; i < Math.min(hourly.time.length, first + count); i++) {
    const wind = windAt(hourly, i);
    const time = localTimeToMs(hourly.time[i] ?? '', data.utc_offset_seconds);
    hours.push({
      time: nzIso(time),
      temp: round1(at(hourly, 'temperature_2m', i)),
      condition: wmoToCondition(num(hourly.weather_code?.[i], -1), wind.averageSpeed),
      rainfall: round1(at(hourly, 'precipitation', i)),
      rainChance: Math.round(at(hourly, 'precipitation_probability', i)),
      wind,
      night: isNight(data.latitude, data.longitude, time),
    });
  }
  return hours;
}

export function mapDays(data: ForecastResponse, count: number): DayForecast[] {
  const daily = data.daily;
  if (!daily) throw badShape('daily is missing');
  return daily.time.slice(0, count).map((date, i) => {
    const wind: Wind = {
      direction: toCompass(at(daily, 'wind_direction_10m_dominant', i)),
      averageSpeed: kmhToKt(at(daily, 'wind_speed_10m_max', i) * 0.7), // the day's mean is about 70% of its peak
      gustSpeed: kmhToKt(at(daily, 'wind_gusts_10m_max', i)),
    };
    const condition = wmoToCondition(num(daily.weather_code?.[i], -1), wind.averageSpeed);
    return {
      date,
      condition,
      highTemp: Math.round(at(daily, 'temperature_2m_max', i)),
      lowTemp: Math.round(at(daily, 'temperature_2m_min', i)),
      text: conditionWindText(condition, wind),
      rainfall: round1(at(daily, 'precipitation_sum', i)),
      rainChance: Math.round(at(daily, 'precipitation_probability_max', i)),
      wind,
    };
  });
}

/** Hourly values of a key grouped by local date (YYYY-MM-DD), optionally daytime (06-21) only. */
export function byDate(
  data: ForecastResponse,
  key: string,
  daytime = false,
): Map<string, number[]> {
  const hourly = data.hourly;
  const groups = new Map<string, number[]>();
  if (!hourly) return groups;
  hourly.time.forEach((time, i) => {
    const hour = Number(time.slice(11, 13));
    if (daytime && (hour < 6 || hour > 21)) return;
    const value = hourly[key]?.[i];
    if (typeof value !== 'number') return;
    const date = time.slice(0, 10);
    groups.set(date, [...(groups.get(date) ?? []), value]);
  });
  return groups;
}

export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

export function mapRainDays(data: ForecastResponse, count: number): RainForecastDay[] {
  const temps = byDate(data, 'temperature_2m');
  return mapDays(data, count).map((day) => {
    const dayTemps = temps.get(day.date) ?? [];
    return {
      date: day.date,
      temperature: round1(dayTemps.length > 0 ? mean(dayTemps) : (day.highTemp + day.lowTemp) / 2),
      highTemp: day.highTemp,
      lowTemp: day.lowTemp,
      rainfall: day.rainfall,
      rainChance: day.rainChance,
    };
  });
}
