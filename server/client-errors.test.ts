import { vi } from 'vitest';
import { watchEventLoop } from './client-errors.ts';

const block = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('watchEventLoop', () => {
  // A block that starts just before a report is due ends with the report and the histogram's
  // tick both late; the report can run first, and its reset used to lose the block.
  it.each(Array.from({ length: 13 }, (_, k) => 38 + k))(
    'warns about a block that starts %i ms into a 50 ms report interval',
    async (startMs) => {
      const warn = vi.fn();
      const stop = watchEventLoop({ warn }, { thresholdMs: 100, intervalMs: 50 });
      try {
        setTimeout(() => block(150), startMs);
        await vi.waitFor(
          () =>
            expect(warn).toHaveBeenCalledWith(
              expect.objectContaining({ maxDelayMs: expect.any(Number) }),
              'slow requests: the event loop was blocked, requests waited before they were read',
            ),
          { timeout: 2000 },
        );
      } finally {
        stop();
      }
    },
  );

  it('stays quiet while the loop is free', async () => {
    const warn = vi.fn();
    // The threshold is well above a busy test machine's pauses, and below the lateness a report
    // would compute if it measured from the watch's start rather than its last tick.
    const stop = watchEventLoop({ warn }, { thresholdMs: 300, intervalMs: 20 });
    try {
      const ticks = vi.fn();
      // Wait for several report intervals to pass on a free loop.
      const ticker = setInterval(ticks, 20);
      await vi.waitFor(() => expect(ticks.mock.calls.length).toBeGreaterThanOrEqual(20), {
        timeout: 5000,
      });
      clearInterval(ticker);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });
});
