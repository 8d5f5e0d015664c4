import { NZ_TIME_ZONE } from '#engine/vocabulary/time.ts';

/** New Zealand local time helpers (Pacific/Auckland, with daylight saving), via Intl. */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

const parts = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface NzParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Offset from UTC in minutes (+720 or +780). */
  offsetMinutes: number;
}

function offsetFromIntl(ms: number): number {
  const p: Record<string, number> = {};
  for (const part of parts.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

// Intl formatting is slow and the offset only changes on whole hours: remember it per hour.
const offsetByHour = new Map<number, number>();
const MAX_REMEMBERED_HOURS = 20_000;

function offsetMinutesAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = offsetFromIntl(hour * HOUR_MS);
    if (offsetByHour.size >= MAX_REMEMBERED_HOURS) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

export function nzParts(ms: number): NzParts {
  const offsetMinutes = offsetMinutesAt(ms);
  const local = new Date(ms + offsetMinutes * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    offsetMinutes,
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Local date, YYYY-MM-DD. */
export function nzDate(ms: number): string {
  const p = nzParts(ms);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** ISO 8601 with the New Zealand offset, to the minute: 2026-11-22T14:00:00+13:00. */
export function nzIso(ms: number): string {
  const p = nzParts(ms);
  const sign = p.offsetMinutes >= 0 ? '+' : '-';
  const off = Math.abs(p.offsetMinutes);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:00${sign}${pad(Math.floor(off / 60))}:${pad(off % 60)}`;
}

/** Start of the local day containing ms (handles daylight-saving days of 23 or 25 hours). */
export function nzStartOfDay(ms: number): number {
  const p = nzParts(ms);
  const midnightUtc = Date.UTC(p.year, p.month - 1, p.day);
  const start = midnightUtc - p.offsetMinutes * 60_000;
  // On a daylight-saving changeover day the offset at midnight differs from the offset at ms.
  const offsetAtStart = nzParts(start).offsetMinutes;
  return offsetAtStart === p.offsetMinutes ? start : midnightUtc - offsetAtStart * 60_000;
}

/** Start of the local day `n` days after the day containing ms. */
export function nzStartOfDayAfter(ms: number, n: number): number {
  return nzStartOfDay(nzStartOfDay(ms) + n * DAY_MS + 12 * HOUR_MS);
}

/** Day of the year 0..365 for the local date (used for the seasonal cycle). */
export function nzDayOfYear(ms: number): number {
  const p = nzParts(ms);
  return Math.floor((Date.UTC(p.year, p.month - 1, p.day) - Date.UTC(p.year, 0, 1)) / DAY_MS);
}

export function floorToHour(ms: number): number {
  return Math.floor(ms / HOUR_MS) * HOUR_MS;
}
