import { join } from 'node:path';
import type { ActiveWarning } from '../warnings/cap-to-warning.ts';
import type { WarningLocation } from '../warnings/coverage.ts';
import { createWarningsService } from '../warnings/service.server.ts';
import type { WarningsService } from '../warnings/service.server.ts';
import type { WarningsLogger } from '../warnings/sources.server.ts';

const HOUR = 3_600_000;
/** A storm alert runs at least this long after the moment shown. */
const STILL_RUNNING_MS = 6 * HOUR;
/** How often an alert is reissued when it does not say (CAP NextUpdate), as in demo mode. */
const DEFAULT_INTERVAL_MS = 6 * HOUR;

const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');

/**
 * The storm day's timing: every alert of the scenario in force at `now`, issued in the hour
 * before it, starting no later than its issue and running for its own length and at least six
 * hours more (a storm the editor sees at its height, whatever time 'as of' says).
 */
export function stormTiming(alerts: readonly ActiveWarning[], now: number): ActiveWarning[] {
  const issued = Math.floor(now / HOUR) * HOUR - HOUR;
  return alerts.map((w) => {
    const sent = Date.parse(w.warning.issuedAt ?? '');
    const shift = Number.isFinite(sent) ? issued - sent : 0;
    const next = Date.parse(w.warning.nextIssueAt ?? '');
    const interval = Number.isFinite(next) && next > sent ? next - sent : DEFAULT_INTERVAL_MS;
    const start = Date.parse(w.warning.threatStartTime ?? '');
    const end = Date.parse(w.warning.threatEndTime ?? '');
    const endsAt = Math.max(
      Number.isFinite(end) ? end + shift : 0,
      w.expiresAt === null ? 0 : w.expiresAt + shift,
      now + STILL_RUNNING_MS,
    );
    return {
      ...w,
      expiresAt: endsAt,
      warning: {
        ...w.warning,
        issuedAt: iso(issued),
        nextIssueAt: iso(issued + interval),
        ...(Number.isFinite(start)
          ? { threatStartTime: iso(Math.min(start + shift, issued)) }
          : {}),
        ...(Number.isFinite(end) ? { threatEndTime: iso(endsAt) } : {}),
      },
    };
  });
}

export interface StormDayOptions {
  contentDir: string;
  locations: readonly WarningLocation[];
  logger: WarningsLogger;
  /** The preview's clock: the render's 'as of' time. */
  now: () => number;
}

/**
 * The demo provider's severe-weather scenario for the editors' "Storm day" (issue 23): the
 * sample CAP alerts (content/cap) and the storm's own (content/cap-storm: heavy rain over
 * Auckland and coastal Otago, which the samples leave dry), all in force at the preview's
 * 'as of' time. The preview's demo weather follows them (demo-forcing.ts), so the page shows
 * the warnings, the heavy rain and the wind together. Never read by the live site.
 */
export async function createStormDay(opts: StormDayOptions): Promise<WarningsService> {
  const service = createWarningsService({
    capDir: [join(opts.contentDir, 'cap'), join(opts.contentDir, 'cap-storm')],
    locations: opts.locations,
    logger: opts.logger,
    now: opts.now,
    watch: false,
    retime: stormTiming,
  });
  await service.start();
  return service;
}
