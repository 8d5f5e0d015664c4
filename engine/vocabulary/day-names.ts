import { formatNzWeekday, NZ_TIME_ZONE, toInstant } from './time.ts';

/*
 * How a forecast's day rows are named (issue 22). A file of their own, apart from ./time.ts: only
 * the days module uses them, and ./time.ts is in every page's first load.
 */

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: NZ_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayMonthFormat = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ_TIME_ZONE,
  day: 'numeric',
  month: 'short',
});

/** The New Zealand date of an instant as 'YYYY-MM-DD' ('' for a value that is not a time). */
export function nzDateKey(value: string | number | Date): string {
  const d = toInstant(value);
  return d ? dayKeyFormat.format(d) : '';
}

/**
 * 'Today', 'Tomorrow' or the weekday ('Friday') of a date as seen at `now` in New Zealand: how a
 * forecast's day rows begin (issue 22).
 */
export function nzDayName(date: string, now: number): string {
  const today = nzDateKey(now);
  if (date === today) return 'Today';
  if (date === nzDateKey(now + 86_400_000)) return 'Tomorrow';
  return formatNzWeekday(date);
}

/** '26 Nov': the short date after a day's name (day month order, spec section 9). */
export function formatNzDayMonth(value: string | number | Date): string {
  const d = toInstant(value);
  return d ? dayMonthFormat.format(d).replace(/[\u202f\u00a0]/g, ' ') : '';
}
