import { isNumber } from '#engine/vocabulary/units.ts';

/**
 * Rainfall per hour bands (spec pages doc section 9): none under 0.2; light 0.2 up to 2.1;
 * moderate 2.1 up to 6.1; heavy 6.1 up to 25; torrential 25 and over. "Up to" excludes the upper
 * bound: 2.1 mm/h is moderate, 25 mm/h is torrential.
 */
export const RAINFALL_BANDS = [
  { band: 'none', label: 'None', from: Number.NEGATIVE_INFINITY },
  { band: 'light', label: 'Light', from: 0.2 },
  { band: 'moderate', label: 'Moderate', from: 2.1 },
  { band: 'heavy', label: 'Heavy', from: 6.1 },
  { band: 'torrential', label: 'Torrential', from: 25 },
] as const;

export type RainfallBand = (typeof RAINFALL_BANDS)[number]['band'];

/** The band of a rate in mm per hour; null when the value is not a number (shown as N/A). */
export function rainfallBand(mmPerHour: unknown): RainfallBand | null {
  if (!isNumber(mmPerHour)) return null;
  let found: RainfallBand = 'none';
  for (const b of RAINFALL_BANDS) if (mmPerHour >= b.from) found = b.band;
  return found;
}

export function rainfallBandLabel(band: RainfallBand): string {
  return RAINFALL_BANDS.find((b) => b.band === band)?.label ?? band;
}

/**
 * Rain marker colour steps (spec section 9): over 25, over 6, over 2, over 0.1, else the lightest.
 * Returns 4 (darkest) .. 0 (lightest), or 'grey' when the value is not numeric (spec section 5:
 * rainfall markers fall back to grey).
 */
export type RainColourStep = 0 | 1 | 2 | 3 | 4 | 'grey';
export function rainColourStep(value: unknown): RainColourStep {
  if (!isNumber(value)) return 'grey';
  if (value > 25) return 4;
  if (value > 6) return 3;
  if (value > 2) return 2;
  if (value > 0.1) return 1;
  return 0;
}

/** A legend key content entry's status or value ('heavy', '6.1 - 25') to a colour step, if any. */
export function legendStatusStep(status: string | undefined): RainColourStep | null {
  switch (status) {
    case 'torrential':
      return 4;
    case 'heavy':
      return 3;
    case 'moderate':
      return 2;
    case 'light':
      return 1;
    case 'none':
      return 0;
    default:
      return null;
  }
}
