/**
 * 'As of' in New Zealand time and the site's format (issue 23: it showed US format in UTC):
 * the editor picks a New Zealand day and time, whatever the browser's zone or language.
 */
import { formatNzDayHeading, formatNzTime, NZ_TIME_ZONE } from '#engine/vocabulary/time.ts';

const parts = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface NzMoment {
  /** 'YYYY-MM-DD', the day in New Zealand. */
  date: string;
  hour: number;
  minute: number;
}

export function nzMoment(ms: number): NzMoment {
  const p = Object.fromEntries(parts.formatToParts(ms).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) };
}

/** How far New Zealand's clock is ahead of UTC at `ms`. */
function offsetAt(ms: number): number {
  const m = nzMoment(ms);
  const [y, mo, d] = m.date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, m.hour, m.minute) - Math.floor(ms / 60_000) * 60_000;
}

/** The instant of a New Zealand day and time (the later one when daylight saving repeats it). */
export function nzInstant({ date, hour, minute }: NzMoment): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, mo - 1, d, hour, minute);
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/** The days to choose from around `ms`, as the site writes them ('Wednesday 25 November 2026'). */
export function dayChoices(
  ms: number,
  before = 7,
  after = 9,
): Array<{ value: string; label: string }> {
  const out: Array<{ value: string; label: string }> = [];
  for (let i = -before; i <= after; i++) {
    // Noon of each New Zealand day: never on the wrong side of a daylight-saving change.
    const { date } = nzMoment(ms + i * 86_400_000);
    const noon = nzInstant({ date, hour: 12, minute: 0 });
    if (!out.some((d) => d.value === date))
      out.push({ value: date, label: formatNzDayHeading(noon) });
  }
  return out;
}

/** '2:00 pm, Wednesday 25 November 2026' in New Zealand. */
export function formatAsOf(ms: number): string {
  return `${formatNzTime(ms)}, ${formatNzDayHeading(ms)}`;
}
