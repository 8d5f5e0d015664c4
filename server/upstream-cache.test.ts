import { createUpstreamCache, UPSTREAM_FAILURE_TTL_MS } from './upstream-cache.ts';

describe('createUpstreamCache', () => {
  const clock = { now: 1_000_000 };
  const now = () => clock.now;

  it('shares one request between concurrent asks and keeps the answer for its time', async () => {
    const cache = createUpstreamCache<string>({ ttlMs: 60_000, now });
    let calls = 0;
    const load = async () => `answer ${++calls}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('feed', load)));
    expect(new Set(answers)).toEqual(new Set(['answer 1']));
    clock.now += 59_999;
    expect(await cache.get('feed', load)).toBe('answer 1');
    clock.now += 1;
    expect(await cache.get('feed', load)).toBe('answer 2');
  });

  it('answers a failure without asking again for a short time, then asks once more', async () => {
    // The back-off runs on elapsed time, even while the site's clock stands still (WX_NOW).
    const cache = createUpstreamCache<string>({ ttlMs: 60_000, now: () => 0, elapsed: now });
    let calls = 0;
    const failing = async (): Promise<string> => {
      calls += 1;
      throw new Error('HTTP 503');
    };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => cache.get('feed', failing)),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls).toBe(1);
    clock.now += UPSTREAM_FAILURE_TTL_MS - 1;
    await expect(cache.get('feed', failing)).rejects.toThrow('HTTP 503');
    expect(calls).toBe(1);
    clock.now += 1;
    expect(await cache.get('feed', async () => 'back')).toBe('back');
  });

  it('with no answer time, only shares requests in flight', async () => {
    const cache = createUpstreamCache<number>({ ttlMs: 0, now });
    let calls = 0;
    const load = async () => ++calls;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const cache = createUpstreamCache<string>({ ttlMs: 60_000, maxEntries: 2, now });
    let calls = 0;
    const load = async () => `${++calls}`;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load); // a is now the most recent
    await cache.get('c', load); // b goes
    expect(await cache.get('a', load)).toBe('1');
    expect(await cache.get('b', load)).toBe('4');
  });
});
