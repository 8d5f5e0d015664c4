import { distanceKm } from '#engine/geo.ts';
import type { Point } from './types.ts';

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
