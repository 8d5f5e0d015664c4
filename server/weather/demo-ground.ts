import type { PastWeatherDay, SoilDay, SoilLayer } from '#schemas/generated/types.ts';
import { pointWeather } from './demo-model.ts';
import type { Place } from './demo-model.ts';
import { HOUR_MS, nzDate, nzStartOfDayAfter } from './nz-time.ts';
import { seeded } from '#engine/prng.ts';
import { clamp, round1 } from './units.ts';

/**
 * The demo model's soil and past weather, derived from the same hourly weather as every other
 * view, so a wet week shows as wet soil and as observed rain. Pure functions of place and time.
 */

/** Open-Meteo's layers, so both providers label depths alike. */
export const MOISTURE_DEPTHS = ['0–1 cm', '1–3 cm', '3–9 cm', '9–27 cm', '27–81 cm'] as const;
export const SOIL_TEMPERATURE_DEPTHS = ['0 cm', '6 cm', '18 cm', '54 cm'] as const;
const STEP_HOURS = 3;
const SPIN_UP_DAYS = 21;

/** Rain over the hours before `ms`, each hour's rain fading with age (e-folding `days`). */
function wetnessIndex(place: Place, ms: number, days: number): number {
  let sum = 0;
  for (let h = STEP_HOURS; h <= SPIN_UP_DAYS * 24; h += STEP_HOURS) {
    const w = pointWeather(place, ms - h * HOUR_MS);
    sum += w.rainfall * STEP_HOURS * Math.exp(-h / (24 * days));
  }
  return sum;
}

/**
 * Volumetric water content (%) at a layer: a dry floor, rising with recent rain and saturating
 * near 50 %, as loams do. Shallow layers answer to the last day or two, deep ones to weeks.
 */
function moistureAt(place: Place, ms: number, layer: number): number {
  const memoryDays = [1, 2, 4, 10, 25][layer] ?? 4;
  const index = wetnessIndex(place, ms, memoryDays);
  const floor = 12 + layer * 2.5;
  return round1(clamp(floor + 38 * (1 - Math.exp(-index / (25 + memoryDays * 6))), 5, 52));
}

/** Soil temperature (°C) at a depth: the air's, damped and delayed deeper down. */
function soilTempAt(place: Place, ms: number, layer: number): number {
  const air = (h: number) => pointWeather(place, ms - h * HOUR_MS).temp;
  if (layer === 0) {
    const w = pointWeather(place, ms);
    // Bare ground in sunshine runs warmer than the air by day and colder on clear nights.
    return round1(w.temp + (1 - w.cloud) * 4 * Math.sin(((ms / HOUR_MS + 12) * Math.PI) / 12));
  }
  const spans = [0, 12, 48, 240];
  const lags = [0, 3, 8, 48];
  const span = spans[layer] ?? 48;
  const lag = lags[layer] ?? 0;
  let sum = 0;
  let n = 0;
  for (let h = lag; h <= lag + span; h += STEP_HOURS) {
    sum += air(h);
    n += 1;
  }
  const mean = sum / n;
  // Soil keeps more warmth than the night air: a small offset that grows with depth.
  return round1(mean + 0.6 * layer);
}

export function demoSoil(
  place: Place,
  hour: number,
): { moisture: SoilLayer[]; soilTemperature: SoilLayer[]; days: SoilDay[] } {
  const moisture = MOISTURE_DEPTHS.map((depth, i) => ({
    depth,
    value: moistureAt(place, hour, i),
  }));
  const soilTemperature = SOIL_TEMPERATURE_DEPTHS.map((depth, i) => ({
    depth,
    value: soilTempAt(place, hour, i),
  }));
  const days = Array.from({ length: 7 }, (_, d) => {
    const start = nzStartOfDayAfter(hour, d);
    const temps = Array.from({ length: 8 }, (_, k) =>
      soilTempAt(place, start + (k * 3 + 1) * HOUR_MS, 1),
    );
    return {
      date: nzDate(start + 12 * HOUR_MS),
      moisture: moistureAt(place, start + 12 * HOUR_MS, 2),
      minTemp: Math.round(Math.min(...temps)),
      maxTemp: Math.round(Math.max(...temps)),
    };
  });
  return { moisture, soilTemperature, days };
}

/**
 * The last seven days: observed is the model's own weather; the forecast is what it said the day
 * before, with the errors a day-ahead forecast has (a degree or two, rain amounts off by a third,
 * the odd shower that never came), seeded by place and date so they never change.
 */
export function demoPastWeather(place: Place, hour: number): PastWeatherDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const start = nzStartOfDayAfter(hour, i - 7);
    const hours = Array.from({ length: 24 }, (_, h) => pointWeather(place, start + h * HOUR_MS));
    const date = nzDate(start + 12 * HOUR_MS);
    const observed = {
      highTemp: Math.round(Math.max(...hours.slice(9, 19).map((h) => h.temp))),
      lowTemp: Math.round(Math.min(...hours.slice(0, 10).map((h) => h.temp))),
      rainfall: round1(hours.reduce((s, h) => s + h.rainfall, 0)),
    };
    const random = seeded(place.key, date, 'past');
    const error = () => Math.round((random() + random() + random() - 1.5) * 2);
    const rainFactor = 0.6 + random() * 0.9;
    const falseAlarm = observed.rainfall === 0 && random() < 0.2 ? round1(random() * 3) : 0;
    const forecast = {
      highTemp: observed.highTemp + error(),
      lowTemp: observed.lowTemp + error(),
      rainfall: round1(observed.rainfall * rainFactor + falseAlarm),
    };
    return { date, observed, forecast };
  });
}
