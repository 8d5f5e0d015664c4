import type { CompassPoint } from '#schemas/generated/types.ts';

/**
 * The eight compass points in words, the one spelling for wind on screen readers
 * ('northwest 15 knots', units.ts) and in the forecast texts the server writes ('Northwest 15
 * knots, rising to 25 knots later').
 */
export const COMPASS_WORDS: Readonly<Record<CompassPoint, string>> = {
  N: 'north',
  NE: 'northeast',
  E: 'east',
  SE: 'southeast',
  S: 'south',
  SW: 'southwest',
  W: 'west',
  NW: 'northwest',
};

/** Winds from a point, as a forecaster names them: 'northwesterlies', 'easterlies'. */
export function windsFrom(point: CompassPoint): string {
  return `${COMPASS_WORDS[point]}erlies`;
}
