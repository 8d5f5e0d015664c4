import { createSearchRunner, searchHosts, toSearchHit } from './search-client.ts';

const settings = { appId: 'local', apiKey: 'k', indexName: 'prod_index', hitsPerPage: 10 };

describe('search client', () => {
  it('loads the client only when first needed, and retries a failed load', async () => {
    let loads = 0;
    const runner = createSearchRunner(settings, {
      origin: { host: 'example.test', protocol: 'https:' },
      loadClient: async () => {
        loads += 1;
        if (loads === 1) throw new Error('chunk failed');
        return () =>
          ({
            searchForHits: async () => ({
              results: [{ hits: [{ objectID: 'a', title: 'A', url: '/a', type: 'rural' }] }],
            }),
          }) as never;
      },
    });
    expect(loads).toBe(0);
    await runner.preload();
    expect(loads).toBe(1);
    expect(await runner.search('a')).toEqual([
      { objectID: 'a', title: 'A', region: '', url: '/a', type: 'rural' },
    ]);
    expect(loads).toBe(2);
  });

  it('points at the page origin unless hosts are configured', () => {
    expect(searchHosts(settings, { host: 'localhost:3000', protocol: 'http:' })).toEqual([
      { url: 'localhost:3000', protocol: 'http', accept: 'readWrite' },
    ]);
    expect(searchHosts({ ...settings, hosts: ['x-dsn.algolia.net'] })).toEqual([
      { url: 'x-dsn.algolia.net', protocol: 'https', accept: 'readWrite' },
    ]);
    expect(() => searchHosts(settings)).toThrow('No search host');
  });

  it('keeps only hits it can show safely', () => {
    expect(
      toSearchHit({ objectID: '1', title: 'T', url: 'javascript:alert(1)', type: 'x' }),
    ).toBeNull();
    expect(toSearchHit({ objectID: '1', title: 'T', url: '//evil.example', type: 'x' })).toBeNull();
    expect(toSearchHit(null)).toBeNull();
  });
});

describe('createSearchActor', () => {
  it('runs the machine through the runner', async () => {
    const { createSearchActor } = await import('./create-search-actor.ts');
    const { actor } = createSearchActor(settings, {
      origin: { host: 'example.test', protocol: 'https:' },
      loadClient: async () => () =>
        ({
          searchForHits: async () => ({
            results: [
              { hits: [{ objectID: 'w', title: 'Wellington', url: '/w', type: 'towns-cities' }] },
            ],
          }),
        }) as never,
    });
    vi.useFakeTimers();
    try {
      actor.send({ type: 'search.input', query: 'wel' });
      await vi.advanceTimersByTimeAsync(500);
      expect(actor.getSnapshot().context.results.map((h) => h.title)).toEqual(['Wellington']);
    } finally {
      vi.useRealTimers();
      actor.stop();
    }
  });
});
