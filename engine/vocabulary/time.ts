/**
 * Display formats (spec pages doc section 9): time with am or pm ('2:05 pm'), dates as day month
 * year ('23 November 2026'). Always New Zealand time, whatever the server's or visitor's zone, so
 * the server and the browser render the same text (hydration) and visitors abroad see NZ times.
 */

/** New Zealand's time zone (with daylight saving), the only one the site shows or computes in. */
export const NZ_TIME_ZONE = 'Pacific/Auckland';

const timeFormat = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dateFormat = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const weekdayFormat = new Intl.DateTimeFormat('en-NZ', { timeZone: NZ_TIME_ZONE, weekday: 'long' });
const shortDayFormat = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const hourFormat = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ_TIME_ZONE,
  hour: 'numeric',
  hour12: true,
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An instant from an ISO 8601 string, ms number or Date; a date-only 'YYYY-MM-DD' is that New
 * Zealand day (midnight UTC is 12 or 1 pm in New Zealand, safely inside the same date).
 */
export function toInstant(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const dateOnly = DATE_ONLY.exec(value);
  const ms = dateOnly
    ? Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** Intl writes 'am'/'pm' with a narrow no-break space or as 'a.m.' depending on the ICU build. */
function tidyMeridiem(text: string): string {
  return text
    .replace(/[\u202f\u00a0]/g, ' ')
    .replace(/\b([ap])\.?\s?m\.?/gi, (_m, p: string) => `${p.toLowerCase()}m`);
}

/** '2:05 pm' in New Zealand time; '' for a value that is not a time. */
export function formatNzTime(value: string | number | Date): string {
  const d = toInstant(value);
  return d ? tidyMeridiem(timeFormat.format(d)) : '';
}

/** '2 pm': hour labels of charts and tables. */
export function formatNzHour(value: string | number | Date): string {
  const d = toInstant(value);
  return d ? tidyMeridiem(hourFormat.format(d)) : '';
}

/** '23 November 2026' in New Zealand; '' for a value that is not a date. */
export function formatNzDate(value: string | number | Date): string {
  const d = toInstant(value);
  return d ? dateFormat.format(d).replace(/[\u202f\u00a0]/g, ' ') : '';
}

/** 'Monday' in New Zealand. */
export function formatNzWeekday(value: string | number | Date): string {
  const d = toInstant(value);
  return d ? weekdayFormat.format(d) : '';
}

/** 'Mon 23 Nov': compact day labels for tables. */
export function formatNzShortDay(value: string | number | Date): string {
  const d = toInstant(value);
  return d
    ? shortDayFormat
        .format(d)
        .replace(/,/g, '')
        .replace(/[\u202f\u00a0]/g, ' ')
    : '';
}

/** 'Monday 23 November 2026', used as a day heading. */
export function formatNzDayHeading(value: string | number | Date): string {
  const weekday = formatNzWeekday(value);
  return weekday ? `${weekday} ${formatNzDate(value)}` : '';
}

/** '2:05 pm, 23 November 2026' in New Zealand time; '' for nothing or a value that is not a time. */
export function formatNzTimeAndDate(value: string | undefined): string {
  if (!value) return '';
  const time = formatNzTime(value);
  return time ? `${time}, ${formatNzDate(value)}` : '';
}

/** 'Issued 2:05 pm 23 November 2026'. */
export function formatIssued(value: string | number | Date): string {
  const time = formatNzTime(value);
  return time ? `Issued ${time} ${formatNzDate(value)}` : '';
}
