import type { ActiveWarning } from './cap-to-warning.ts';

const HOUR = 3_600_000;
/** The sample alerts' story is one day long; it starts again every day from the server's start. */
export const DEMO_CYCLE_MS = 24 * HOUR;
/** How often a sample alert is reissued when it does not say (CAP NextUpdate). */
const DEFAULT_INTERVAL_MS = 6 * HOUR;

const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');

/**
 * A sample alert re-timed for demo mode (issue 14: samples dated 22 November looked stale on the
 * 24th). The sample's own times set its story: how long after issue it starts and ends, and how
 * often it is reissued (sent to NextUpdate). That story starts when the server starts and again
 * every DEMO_CYCLE_MS: onset and end move with the day's cycle; the issue time is the latest
 * reissue at or before `now`, so 'Next issue' is always ahead. Past its end the alert is gone
 * (null) until the next cycle issues it again. Times outside the sample (now < start) still work:
 * cycles count backwards too.
 */
export function retime(w: ActiveWarning, start: number, now: number): ActiveWarning | null {
  const sent = Date.parse(w.warning.issuedAt ?? '');
  if (!Number.isFinite(sent)) return w;
  const next = Date.parse(w.warning.nextIssueAt ?? '');
  const interval = Number.isFinite(next) && next > sent ? next - sent : DEFAULT_INTERVAL_MS;
  // On the hour, as real issues are.
  const origin = Math.floor(start / HOUR) * HOUR;
  const cycleStart = origin + Math.floor((now - origin) / DEMO_CYCLE_MS) * DEMO_CYCLE_MS;
  const issued = cycleStart + Math.floor((now - cycleStart) / interval) * interval;
  const shift = cycleStart - sent;
  const expiresAt = w.expiresAt === null ? null : w.expiresAt + shift;
  if (expiresAt !== null && expiresAt <= now) return null;
  const nextIssue = issued + interval;
  const { nextIssueAt: _old, ...warning } = w.warning;
  const moved = (value: string | undefined) =>
    value === undefined ? undefined : iso(Date.parse(value) + shift);
  return {
    ...w,
    expiresAt,
    warning: {
      ...warning,
      issuedAt: iso(issued),
      // No next issue promised after the warning has ended.
      ...(expiresAt === null || nextIssue < expiresAt ? { nextIssueAt: iso(nextIssue) } : {}),
      ...(warning.threatStartTime ? { threatStartTime: moved(warning.threatStartTime) } : {}),
      ...(warning.threatEndTime ? { threatEndTime: moved(warning.threatEndTime) } : {}),
    },
  };
}

/** Every sample alert as it stands at `now` in demo mode. */
export function retimeAll(
  warnings: readonly ActiveWarning[],
  start: number,
  now: number,
): ActiveWarning[] {
  return warnings.flatMap((w) => retime(w, start, now) ?? []);
}
