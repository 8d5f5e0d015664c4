import type { DangerScaleEntry } from '#schemas/generated/types.ts';
import { ratingValue } from '../shared/ratings.ts';
import type { RatingValue } from '../shared/ratings.ts';

/** Statuses of the four ratings; any other value is no rating (spec sections 5 and 8). */
export const AVALANCHE_STATUS: Record<RatingValue, 'low' | 'moderate' | 'considerable' | 'high'> = {
  1: 'low',
  2: 'moderate',
  3: 'considerable',
  4: 'high',
};

export function dangerFor(
  value: unknown,
  scales: readonly DangerScaleEntry[],
): { status: string; text: string } | null {
  const rating = ratingValue(
    typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value,
  );
  if (rating === null) return null;
  const status = AVALANCHE_STATUS[rating];
  const level = scales.find((s) => s.danger_id === rating)?.level;
  return { status, text: level ?? status.charAt(0).toUpperCase() + status.slice(1) };
}

/** Link out to the avalanche site's region page: {host}/region/{mountain_id} (spec section 7). */
export function regionUrl(host: string, mountainId: string | number): string {
  return `${host.replace(/\/+$/, '')}/region/${encodeURIComponent(String(mountainId))}`;
}
