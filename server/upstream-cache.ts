/**
 * The one way the server asks a service outside itself (issue 28, item 7: the traffic feed, CAP
 * documents, Open-Meteo, the video playlist). Concurrent asks for one key share one request
 * (single flight), so ten first visitors cost the upstream one request. An answer is kept for
 * `ttlMs`; a failure is kept for `failureTtlMs` (short), so while an upstream is down each
 * visitor gets the failure at once instead of waiting for a timeout of their own, and the
 * upstream is asked at most once per `failureTtlMs`. At most `maxEntries` keys are kept, the
 * least recently used dropped first.
 */
export interface UpstreamCacheOptions {
  /** How long an answer is used, from when it arrived (0: single flight only). */
  ttlMs: number;
  /** How long a failure is answered without asking again (default UPSTREAM_FAILURE_TTL_MS). */
  failureTtlMs?: number;
  maxEntries?: number;
  /** The site's clock, ms since epoch: how old an answer is (tests move it; WX_NOW fixes it). */
  now?: () => number;
  /**
   * A clock of real elapsed time, ms (default performance.now). A failure is a back-off: it ends
   * when either clock has moved `failureTtlMs`, so it ends even while the site's clock stands
   * still (WX_NOW, server/clock.ts), and tests that move the site's clock still end it.
   */
  elapsed?: () => number;
}

export interface UpstreamCache<V> {
  /** The kept answer for `key`, the request in flight, or `load()`'s. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

/** Failures are short-lived: long enough to spare a down upstream, short enough to recover fast. */
export const UPSTREAM_FAILURE_TTL_MS = 5_000;

interface Entry<V> {
  value: Promise<V>;
  state: 'pending' | 'ok' | 'failed';
  /** When it settled (or started, while pending), by the site's clock. */
  at: number;
  /** When it failed, by the clock of elapsed time. */
  failedAtElapsed: number;
}

/** @example const cache = createUpstreamCache<Feed>({ ttlMs: 300_000 }); await cache.get(url, () => read(url)); */
export function createUpstreamCache<V>(options: UpstreamCacheOptions): UpstreamCache<V> {
  const now = options.now ?? Date.now;
  const elapsed = options.elapsed ?? (() => performance.now());
  const failureTtl = options.failureTtlMs ?? UPSTREAM_FAILURE_TTL_MS;
  const max = options.maxEntries ?? 500;
  const entries = new Map<string, Entry<V>>();

  const fresh = (entry: Entry<V>): boolean =>
    entry.state === 'pending' ||
    (entry.state === 'ok'
      ? now() - entry.at < options.ttlMs
      : now() - entry.at < failureTtl && elapsed() - entry.failedAtElapsed < failureTtl);

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && fresh(hit)) {
        // Map order is insertion order: re-inserting marks it most recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const entry: Entry<V> = {
        value: Promise.resolve(undefined as V),
        state: 'pending',
        at: now(),
        failedAtElapsed: 0,
      };
      const settle = (state: 'ok' | 'failed') => {
        entry.state = state;
        entry.at = now();
        entry.failedAtElapsed = elapsed();
        if (!fresh(entry) && entries.get(key) === entry) entries.delete(key);
      };
      entry.value = Promise.resolve()
        .then(load)
        .then(
          (value) => {
            settle('ok');
            return value;
          },
          (error: unknown) => {
            settle('failed');
            throw error;
          },
        );
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
      return entry.value;
    },
    clear: () => entries.clear(),
  };
}
