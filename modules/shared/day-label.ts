import { formatNzDayMonth, nzDayName } from '#engine/vocabulary/day-names.ts';

/** 'Today 25 Nov', 'Tomorrow 26 Nov', 'Friday 27 Nov': a day row's header, seen at `now`. */
export function dayLabel(date: string, now: number): string {
  return `${nzDayName(date, now)} ${formatNzDayMonth(date)}`;
}
