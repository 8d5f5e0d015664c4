import type { Point } from './types.ts';

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres; correct across the 180° meridian (Chatham Islands). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The `count` candidates nearest to `from`, nearest first; ties keep the candidates' order so the
 * output is stable. `exclude` drops the place itself.
 */
export function nearest<T extends Point>(
  from: Point,
  candidates: readonly T[],
  count: number,
  exclude?: (c: T) => boolean,
): T[] {
  return candidates
    .map((c, index) => ({ c, index, d: distanceKm(from, c) }))
    .filter(({ c }) => !exclude?.(c))
    .sort((x, y) => x.d - y.d || x.index - y.index)
    .slice(0, count)
    .map(({ c }) => c);
}

/** Rounds a coordinate to 5 decimals (about a metre), enough for forecasts and stable output. */
export function roundCoord(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}
