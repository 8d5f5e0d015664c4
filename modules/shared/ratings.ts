/**
 * Ratings (spec pages doc sections 5, 8, 9): values 1 to 4 map to statuses, anything else is no
 * rating. Barbecue labels and rating warning colours are the spec's.
 */

export type RatingValue = 1 | 2 | 3 | 4;
export const NO_RATING = 'NO RATING';
export const NO_RATING_INFO = 'NO RATING INFO';

export function ratingValue(value: unknown): RatingValue | null {
  return value === 1 || value === 2 || value === 3 || value === 4 ? value : null;
}

/** Rating warning colours: 1 red, 2 orange, 3 blue, 4 green. */
export const RATING_COLOURS: Record<RatingValue, 'red' | 'orange' | 'blue' | 'green'> = {
  1: 'red',
  2: 'orange',
  3: 'blue',
  4: 'green',
};

/** Barbecue rating labels: 1 Yeah, nah; 2 Hmmmm; 3 Choice; 4 Awesome. */
export const BARBECUE_LABELS: Record<RatingValue, string> = {
  1: 'Yeah, nah',
  2: 'Hmmmm',
  3: 'Choice',
  4: 'Awesome',
};

/** The status of a rating (its colour name), or null for no rating. */
export function ratingStatus(value: unknown): 'red' | 'orange' | 'blue' | 'green' | null {
  const v = ratingValue(value);
  return v === null ? null : RATING_COLOURS[v];
}

/**
 * What to say when a value has no rating (spec pages doc section 8): NO RATING INFO when the data
 * holds no rating at all (missing or null), NO RATING when it holds a value outside 1 to 4.
 */
export function noRatingText(value: unknown): typeof NO_RATING | typeof NO_RATING_INFO {
  return value === undefined || value === null ? NO_RATING_INFO : NO_RATING;
}

export function barbecueLabel(value: unknown): string {
  const v = ratingValue(value);
  return v === null ? noRatingText(value) : BARBECUE_LABELS[v];
}

/** High seas warning types in priority order (spec section 9). */
export const HIGH_SEAS_WARNING_ORDER = ['cyclone', 'storm', 'gale', 'iceaccretion'] as const;
export type HighSeasWarningType = (typeof HIGH_SEAS_WARNING_ORDER)[number];
export const HIGH_SEAS_WARNING_LABELS: Record<HighSeasWarningType, string> = {
  cyclone: 'Cyclone warning',
  storm: 'Storm warning',
  gale: 'Gale warning',
  iceaccretion: 'Ice accretion warning',
};

/** Known warning types, each once, most severe first; unknown types are dropped. */
export function sortHighSeasWarnings(types: readonly string[]): HighSeasWarningType[] {
  return HIGH_SEAS_WARNING_ORDER.filter((t) => types.includes(t));
}

/**
 * Altitude bands (spec section 9, avalanche defaults): high alpine above 2000 m, alpine 1000 to
 * 2000 m, sub alpine below 1000 m. Custom bounds come from an avalanche forecast's range fields.
 */
export type AltitudeBand = 'high-alpine' | 'alpine' | 'sub-alpine';
export const ALTITUDE_BAND_LABELS: Record<AltitudeBand, string> = {
  'high-alpine': 'High alpine',
  alpine: 'Alpine',
  'sub-alpine': 'Sub alpine',
};
export const DEFAULT_BAND_BOUNDS = { alpineFrom: 1000, highAlpineFrom: 2000 };

export function altitudeBand(metres: number, bounds = DEFAULT_BAND_BOUNDS): AltitudeBand {
  if (metres > bounds.highAlpineFrom) return 'high-alpine';
  if (metres >= bounds.alpineFrom) return 'alpine';
  return 'sub-alpine';
}
