import type { DangerScaleEntry } from '#schemas/generated/types.ts';
import { ratingValue } from '../shared/ratings.ts';
import type { RatingValue } from '../shared/ratings.ts';

/**
 * The avalanche endpoint's answer (spec section 3: Avalanche forecast and Danger scale entry).
 * Nothing from outside is trusted: anything that does not fit is refused as a whole, and the module
 * then says the information is unavailable. avalancheUrl may point at any advisory, so forecasts
 * are read more loosely than our own endpoint's schema (AvalancheData in
 * schemas/weather-data.schema.json): numeric region ids, and ratings that are not 1-4 show as no
 * rating (spec sections 5 and 8).
 */

export interface AdvisoryForecast {
  mountain: string;
  mountain_id: string | number;
  high_alpine: unknown;
  alpine: unknown;
  sub_alpine: unknown;
  high_alpine_from?: number;
  alpine_from?: number;
  alpine_to?: number;
  sub_alpine_to?: number;
  issued_at?: string;
  valid_to?: string;
}

export interface AvalancheAdvisory {
  forecasts: AdvisoryForecast[];
  danger_scales: DangerScaleEntry[];
  /** Where the values came from ('demo' shows the Demo data note) and when they were issued. */
  source?: string;
  issuedAt?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalNumber = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v));
const optionalString = (v: unknown): boolean =>
  v === undefined || v === null || typeof v === 'string';

function isForecast(v: unknown): v is AdvisoryForecast {
  return (
    isObject(v) &&
    typeof v.mountain === 'string' &&
    v.mountain.length > 0 &&
    (typeof v.mountain_id === 'string' || typeof v.mountain_id === 'number') &&
    /^[A-Za-z0-9_-]+$/.test(String(v.mountain_id)) &&
    ['high_alpine_from', 'alpine_from', 'alpine_to', 'sub_alpine_to'].every((k) =>
      optionalNumber(v[k]),
    ) &&
    optionalString(v.issued_at) &&
    optionalString(v.valid_to)
  );
}

function isDangerScaleEntry(v: unknown): v is DangerScaleEntry {
  return isObject(v) && typeof v.danger_id === 'number' && typeof v.level === 'string';
}

export function parseAvalancheData(value: unknown): AvalancheAdvisory | null {
  if (!isObject(value) || !Array.isArray(value.forecasts) || !Array.isArray(value.danger_scales))
    return null;
  if (!value.forecasts.every(isForecast) || !value.danger_scales.every(isDangerScaleEntry))
    return null;
  const data: AvalancheAdvisory = {
    forecasts: value.forecasts,
    danger_scales: value.danger_scales,
  };
  // Optional extras of our own endpoint; anything else in them is ignored rather than refused.
  if (typeof value.source === 'string' && value.source.length <= 40) data.source = value.source;
  if (typeof value.issuedAt === 'string' && value.issuedAt.length <= 40)
    data.issuedAt = value.issuedAt;
  return data;
}

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
