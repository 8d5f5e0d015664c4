import type { Config } from './config.ts';

/**
 * "Now" for the whole server, in epoch milliseconds: the demo weather and radar frames, the CAP
 * re-timing, traffic, webcams, the data and render caches and the pages' "Issued" lines all read
 * this one function, never `Date.now` of their own. Durations (timeouts, back-off, event-loop
 * delay) keep the real clock: they measure how long the machine took, not what time the site shows.
 */
export type Clock = () => number;

/**
 * The clock the config asks for: WX_NOW fixes one instant (tests, previews of a given time, a
 * reproducible bench), unset runs on the wall clock.
 * @example clockFor({ WX_NOW: Date.parse('2026-11-26T01:00:00Z') })() === 1795654800000
 */
export function clockFor(config: Pick<Config, 'WX_NOW'>): Clock {
  const fixed = config.WX_NOW;
  return fixed === undefined ? Date.now : () => fixed;
}
