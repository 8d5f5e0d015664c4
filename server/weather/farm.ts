import type {
  DayForecast,
  FarmData,
  FarmDay,
  FireDanger,
  ForecastData,
  FrostRisk,
  PastWeatherData,
} from '#schemas/generated/types.ts';
import type { Location } from './locations.ts';
import { summariseLocation } from './provider.ts';

/**
 * The farm forecast (issue 25): frost risk, fire danger, growing degree days and reference
 * evapotranspiration for each forecast day, from the daily forecast every provider gives, so
 * demo and Open-Meteo answers are rated by the same rules. The rules live here, with their
 * thresholds named so the tests check each edge; modules only name and colour what they get.
 */

/** Frost thresholds: °C for the day's low (the morning's), kt for the mean wind. */
export const FROST_LIMITS = {
  /** A low at or below this: an air frost is likely (high). */
  airFrostAt: 0,
  /** A low at or below this: a ground frost is likely (moderate) ... */
  groundFrostAt: 3,
  /** ... or possible (low) on a clear, calm night. */
  possibleAt: 5,
  /** Calm: a mean wind below this lets cold air settle. */
  calmBelow: 10,
} as const;

const CLEAR: ReadonlySet<string> = new Set(['fine', 'partly-cloudy']);

type FrostInput = Pick<DayForecast, 'lowTemp' | 'condition' | 'wind'>;

/** The risk of a frost by the morning of the day, and why, in the visitor's words. */
export function frostRisk(day: FrostInput): { risk: FrostRisk; reasons: string[] } {
  const L = FROST_LIMITS;
  const low = day.lowTemp;
  const clear = CLEAR.has(day.condition);
  const calm = day.wind.averageSpeed < L.calmBelow;
  const reasons = [`Low of ${Math.round(low)}°`];
  if (low > L.possibleAt) return { risk: 'none', reasons };
  reasons.push(clear ? 'clear sky' : 'cloud keeps the ground warmer');
  reasons.push(calm ? 'light wind' : 'wind stirs the air');
  let risk: FrostRisk;
  if (low <= L.airFrostAt) risk = 'high';
  else if (low <= L.groundFrostAt) risk = clear && calm ? 'moderate' : 'low';
  else risk = clear && calm ? 'low' : 'none';
  return { risk, reasons };
}

/**
 * Fire danger, estimated from the forecast: points for heat, wind and the dry spell (days since
 * 2 mm of rain), less for rain on the day, mapped to Fire and Emergency New Zealand's five
 * classes. It is an estimate, not FENZ's rating (which needs noon humidity and the fuel
 * moisture codes of the Fire Weather Index System); modules say so and link to FENZ.
 */
export const FIRE_LIMITS = {
  /** Rain (mm) that ends a dry spell. */
  wettingRain: 2,
  /** Classes from these points up: moderate, high, very high, extreme. */
  classFrom: [3, 5, 7, 9] as const,
} as const;
const FIRE_CLASSES: readonly FireDanger[] = ['low', 'moderate', 'high', 'very-high', 'extreme'];

export function fireDanger(
  day: Pick<DayForecast, 'highTemp' | 'rainfall' | 'wind'>,
  drySpellDays: number,
): { danger: FireDanger; reasons: string[] } {
  const heat = day.highTemp >= 30 ? 3 : day.highTemp >= 25 ? 2 : day.highTemp >= 20 ? 1 : 0;
  const gust = day.wind.averageSpeed;
  const wind = gust >= 25 ? 3 : gust >= 15 ? 2 : gust >= 8 ? 1 : 0;
  const dry =
    drySpellDays >= 14
      ? 4
      : drySpellDays >= 7
        ? 3
        : drySpellDays >= 3
          ? 2
          : drySpellDays >= 1
            ? 1
            : 0;
  const wet = day.rainfall >= 10 ? 4 : day.rainfall >= FIRE_LIMITS.wettingRain ? 2 : 0;
  const points = Math.max(0, heat + wind + dry - wet);
  const index = FIRE_LIMITS.classFrom.filter((from) => points >= from).length;
  const reasons = [
    `High of ${Math.round(day.highTemp)}°`,
    `wind ${Math.round(day.wind.averageSpeed)} kt`,
    drySpellDays === 0
      ? 'rain in the last day'
      : `${drySpellDays} ${drySpellDays === 1 ? 'day' : 'days'} since rain`,
  ];
  return { danger: FIRE_CLASSES[index] ?? 'extreme', reasons };
}

/** Growing degree days above 10 °C (the simple average method). */
export const GDD_BASE = 10;
export function growingDegreeDays(high: number, low: number): number {
  return Math.max(0, Math.round(((high + low) / 2 - GDD_BASE) * 10) / 10);
}

/**
 * Reference evapotranspiration (mm/day) by Hargreaves and Samani (FAO-56 eq. 52), from the day's
 * highest and lowest temperature and the radiation above the atmosphere at the latitude (eq. 21).
 */
export function evapotranspiration(
  high: number,
  low: number,
  lat: number,
  dayOfYear: number,
): number {
  const phi = (lat * Math.PI) / 180;
  const dr = 1 + 0.033 * Math.cos((2 * Math.PI * dayOfYear) / 365);
  const decl = 0.409 * Math.sin((2 * Math.PI * dayOfYear) / 365 - 1.39);
  const ws = Math.acos(Math.max(-1, Math.min(1, -Math.tan(phi) * Math.tan(decl))));
  const ra =
    ((24 * 60) / Math.PI) *
    0.082 *
    dr *
    (ws * Math.sin(phi) * Math.sin(decl) + Math.cos(phi) * Math.cos(decl) * Math.sin(ws));
  const range = Math.max(0, high - low);
  const et0 = 0.0023 * ((high + low) / 2 + 17.8) * Math.sqrt(range) * 0.408 * ra;
  return Math.max(0, Math.round(et0 * 10) / 10);
}

function dayOfYear(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 0)) / 86_400_000);
}

/** Days since the last wetting rain before the forecast starts, from the last seven days. */
export function drySpellBefore(past: PastWeatherData | null): number {
  const days = past?.days ?? [];
  let spell = 0;
  for (let i = days.length - 1; i >= 0; i--) {
    const rain = days[i]?.observed.rainfall;
    if (rain === null || rain === undefined || rain >= FIRE_LIMITS.wettingRain) return spell;
    spell++;
  }
  return spell;
}

export function farmData(
  location: Location,
  forecast: ForecastData,
  past: PastWeatherData | null,
): FarmData {
  let spell = drySpellBefore(past);
  const days = forecast.days.map((day): FarmDay => {
    const frost = frostRisk(day);
    const fire = fireDanger(day, spell);
    spell = day.rainfall >= FIRE_LIMITS.wettingRain ? 0 : spell + 1;
    return {
      date: day.date,
      lowTemp: day.lowTemp,
      highTemp: day.highTemp,
      rainfall: day.rainfall,
      windSpeed: day.wind.averageSpeed,
      frost: frost.risk,
      frostReasons: frost.reasons,
      fire: fire.danger,
      fireReasons: fire.reasons,
      growingDegreeDays: growingDegreeDays(day.highTemp, day.lowTemp),
      evapotranspiration: evapotranspiration(
        day.highTemp,
        day.lowTemp,
        location.lat,
        dayOfYear(day.date),
      ),
    };
  });
  return {
    source: forecast.source,
    issuedAt: forecast.issuedAt,
    location: summariseLocation(location),
    days,
  };
}
