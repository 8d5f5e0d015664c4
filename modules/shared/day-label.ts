import { formatNzDate, formatNzShortDay } from '#engine/vocabulary/time.ts';

const DAY_MS = 86_400_000;

/**
 * 'Today 25 Nov', 'Tomorrow 26 Nov', 'Fri 27 Nov': a day row's header, seen at `now`. Built on
 * ./time.ts (in every first load) and not on day-names.ts: that file is in the forecast days'
 * chunk, and sharing it with these modules split it into a chunk of its own, about 140 bytes
 * more before interaction on every page with a forecast (bench, 2026-11-26).
 */
export function dayLabel(date: string, now: number): string {
  const short = formatNzShortDay(date);
  const dayMonth = short.slice(short.indexOf(' ') + 1);
  const local = formatNzDate(date);
  if (local === formatNzDate(now)) return `Today ${dayMonth}`;
  if (local === formatNzDate(now + DAY_MS)) return `Tomorrow ${dayMonth}`;
  return short;
}
