import type { CompassPoint, Condition, SeaState } from '#schemas/generated/types.ts';
import { COMPASS_POINT_VALUES } from '#schemas/generated/enums.ts';

export const KT_PER_KMH = 1 / 1.852;

export function kmhToKt(kmh: number): number {
  return Math.round(kmh * KT_PER_KMH);
}

/** Meteorological direction (degrees the wind blows FROM) to an 8-point compass. */
export function toCompass(degrees: number): CompassPoint {
  const normalised = ((degrees % 360) + 360) % 360;
  return COMPASS_POINT_VALUES[Math.round(normalised / 45) % 8] ?? 'N';
}

export function compassToDegrees(point: CompassPoint): number {
  return COMPASS_POINT_VALUES.indexOf(point) * 45;
}

/** Douglas sea scale from total wave height in metres. */
export function seaStateFor(heightM: number): SeaState {
  if (heightM < 0.1) return 'calm';
  if (heightM < 0.5) return 'smooth';
  if (heightM < 1.25) return 'slight';
  if (heightM < 2.5) return 'moderate';
  if (heightM < 4) return 'rough';
  if (heightM < 6) return 'very rough';
  if (heightM < 9) return 'high';
  if (heightM < 14) return 'very high';
  return 'phenomenal';
}

/** How much a condition dominates a period's summary: the most notable weather wins. */
export const CONDITION_WEIGHT: Record<Condition, number> = {
  fine: 0,
  'partly-cloudy': 1,
  cloudy: 2,
  fog: 3,
  windy: 4,
  drizzle: 5,
  'few-showers': 6,
  showers: 7,
  rain: 8,
  snow: 9,
  thunder: 10,
};

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
