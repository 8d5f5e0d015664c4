/**
 * The instant every test site stands at (WX_NOW, server/clock.ts): Wednesday 25 November 2026,
 * 2 pm in New Zealand (NZDT, UTC+13). Journeys assert the exact times a visitor reads at that
 * instant; nothing allows for the wall clock moving on.
 */
export const TEST_NOW = '2026-11-25T01:00:00Z';
export const TEST_NOW_MS = Date.parse(TEST_NOW);

/**
 * A clock that starts at TEST_NOW and moves on one millisecond each time it is read, for a test
 * that tells renders apart by the time each stamps into its page.
 */
export function tickingClock(): () => number {
  let ms = TEST_NOW_MS;
  return () => ms++;
}

/** The rain radar's 13 frames at TEST_NOW (every ten minutes, the last two hours), as a visitor reads them. */
export const RADAR_FRAME_TIMES = [
  '12:00 pm',
  '12:10 pm',
  '12:20 pm',
  '12:30 pm',
  '12:40 pm',
  '12:50 pm',
  '1:00 pm',
  '1:10 pm',
  '1:20 pm',
  '1:30 pm',
  '1:40 pm',
  '1:50 pm',
  '2:00 pm',
] as const;
