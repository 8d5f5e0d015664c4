import * as SunCalc from 'suncalc';
import type { Condition, ForecastData, SkyData, SkyDay } from '#schemas/generated/types.ts';
import type { Location } from './locations.ts';
import { HOUR_MS, nzDate, nzIso, nzStartOfDayAfter } from './nz-time.ts';
import { summariseLocation } from './provider.ts';

/**
 * Sun, moon and UV for a place (issue 25): computed, not forecast, so every provider gives the
 * same times; the UV index takes the day's cloud from the provider's daily forecast. The sun's
 * and moon's positions are suncalc's (the well-kept library of the field).
 */

const STEP_MS = 5 * 60_000;
/** The moon's centre at this altitude (degrees) is rising or setting (suncalc's own h0). */
const MOON_HORIZON = 0.133;
/** Sun protection is recommended while the UV index is this or more (WHO, NIWA). */
export const SUN_PROTECTION_FROM = 3;
const DAYS = 7;

/**
 * Clear-sky UV index from the sun's elevation: 12.5 μ^2.42 (Madronich's fit for mid-latitude
 * ozone), nudged up 10 % for New Zealand's thinner summer ozone and clean air (NIWA measures
 * summer peaks of 12 to 14 in the north).
 */
export function clearSkyUv(elevationDeg: number): number {
  if (elevationDeg <= 0) return 0;
  const mu = Math.sin((elevationDeg * Math.PI) / 180);
  return 1.1 * 12.5 * mu ** 2.42;
}

/** The share of clear-sky UV that reaches the ground under the day's sky (cloud modification). */
export const CLOUD_FACTOR: Record<Condition, number> = {
  fine: 1,
  windy: 1,
  'partly-cloudy': 0.9,
  'few-showers': 0.8,
  showers: 0.7,
  cloudy: 0.6,
  fog: 0.6,
  drizzle: 0.5,
  snow: 0.5,
  rain: 0.4,
  thunder: 0.4,
};

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The first instant in [from, to) at which `above` changes to `rising` (null: none). */
function crossing(
  from: number,
  to: number,
  altitude: (ms: number) => number,
  horizon: number,
  rising: boolean,
): number | null {
  let before = altitude(from) > horizon;
  for (let t = from + STEP_MS; t <= to; t += STEP_MS) {
    const now = altitude(t) > horizon;
    if (now !== before && now === rising) {
      // Halve the step down to a minute.
      let lo = t - STEP_MS;
      let hi = t;
      while (hi - lo > 60_000) {
        const mid = (lo + hi) / 2;
        if (altitude(mid) > horizon === rising) hi = mid;
        else lo = mid;
      }
      return Math.round(hi / 60_000) * 60_000;
    }
    before = now;
  }
  return null;
}

const iso = (ms: number | null | undefined): string | null =>
  ms === null || ms === undefined ? null : nzIso(ms);

export function skyDay(location: Location, start: number, condition?: Condition): SkyDay {
  const { lat, lon } = location;
  const end = nzStartOfDayAfter(start + HOUR_MS, 1);
  const sun = (ms: number) => SunCalc.getPosition(new Date(ms), lat, lon).altitude;
  const moon = (ms: number) => SunCalc.getMoonPosition(new Date(ms), lat, lon).altitude;
  const times = SunCalc.getTimes(new Date(start + 12 * HOUR_MS), lat, lon);
  const sunrise = times.sunrise?.getTime() ?? null;
  const sunset = times.sunset?.getTime() ?? null;
  const moonlight = SunCalc.getMoonIllumination(new Date(start + 12 * HOUR_MS));

  // UV through the day, every five minutes between sunrise and sunset.
  const factor = condition ? CLOUD_FACTOR[condition] : 1;
  let peak = 0;
  let peakAt = start + 12 * HOUR_MS;
  let protectFrom: number | null = null;
  let protectTo: number | null = null;
  for (let t = start; t < end; t += STEP_MS) {
    const uv = clearSkyUv(sun(t));
    if (uv > peak) [peak, peakAt] = [uv, t];
    if (uv * factor >= SUN_PROTECTION_FROM) {
      protectFrom ??= t;
      protectTo = t;
    }
  }
  const day: SkyDay = {
    date: nzDate(start),
    sunrise: iso(sunrise),
    sunset: iso(sunset),
    dayLengthMinutes:
      sunrise !== null && sunset !== null
        ? Math.round((sunset - sunrise) / 60_000)
        : times.alwaysUp
          ? 1440
          : 0,
    moonrise: iso(crossing(start, end, moon, MOON_HORIZON, true)),
    moonset: iso(crossing(start, end, moon, MOON_HORIZON, false)),
    moonPhase: Math.round(moonlight.phase * 1000) / 1000,
    moonIllumination: Math.round(moonlight.fraction * 100),
    uvMax: round1(peak * factor),
    uvClearSky: round1(peak),
    uvPeakAt: nzIso(Math.round(peakAt / 60_000) * 60_000),
  };
  if (protectFrom !== null && protectTo !== null) {
    day.sunProtectionFrom = nzIso(protectFrom);
    day.sunProtectionTo = nzIso(protectTo + STEP_MS);
  }
  return day;
}

/** Seven days from today at the place, each day's UV under that day's forecast sky. */
export function skyData(location: Location, forecast: ForecastData, now: number): SkyData {
  const conditions = new Map(forecast.days.map((d) => [d.date, d.condition]));
  const days = Array.from({ length: DAYS }, (_, i) => {
    const start = nzStartOfDayAfter(now, i);
    return skyDay(location, start, conditions.get(nzDate(start)));
  });
  return {
    source: forecast.source,
    issuedAt: forecast.issuedAt,
    location: summariseLocation(location),
    days,
  };
}
