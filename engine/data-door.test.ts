import { applyModuleData, renderPartsMissing } from './data-door.ts';
import type { RenderBudget } from './data-door.ts';
import { createDataCache } from './data-merge.ts';
import { resolvePage } from './resolve.ts';
import type { Contracts } from './contracts.ts';
import { MODULE_PARTS } from '#schemas/generated/module-data.ts';
import {
  memoryLogger,
  testContracts,
  testEntry,
  testPage,
  testRegistry,
} from '#tests/support/engine-fixtures.ts';

/** Issue 27, finding 1: one description asking hundreds of data addresses froze the server. */
const forecasts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: 'forecast', key: `f${i}`, dataUrl: `/d/${i}` }));

function treeOf(count: number) {
  return resolvePage(testPage({ primary: { main: forecasts(count) } }), testRegistry, {
    debug: false,
    logger: memoryLogger(),
    contracts: testContracts,
  });
}

describe('applyModuleData keeps to the render budget', () => {
  afterEach(() => vi.useRealTimers());

  it('asks at most the budget of distinct data addresses, a few at a time; the rest go without', async () => {
    let inFlight = 0;
    let most = 0;
    const asked: string[] = [];
    const fetchJson = async (url: string) => {
      asked.push(url);
      most = Math.max(most, ++inFlight);
      await Promise.resolve();
      inFlight -= 1;
      return { text: `for ${url}` };
    };
    const logger = memoryLogger();
    const budget: RenderBudget = { dataUrls: 10, concurrency: 3, ms: 60_000 };
    const tree = await applyModuleData(treeOf(30), fetchJson, createDataCache(), {
      registry: testRegistry,
      contracts: testContracts,
      debug: false,
      logger,
      budget,
    });
    expect(asked).toHaveLength(10);
    expect(most).toBeLessThanOrEqual(3);
    expect(tree.primary.main.map((m) => m.key)).toEqual(forecasts(10).map((f) => f.key));
    expect(logger.errors.filter((e) => /at most 10 data addresses/.test(e))).toHaveLength(20);
  });

  it('leaves out what has not come when the time is up, and serves the rest', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const fetchJson = (url: string) =>
      url === '/d/1' ? new Promise<never>(() => undefined) : Promise.resolve({ text: 'ok' });
    const logger = memoryLogger();
    const done = applyModuleData(treeOf(3), fetchJson, createDataCache(), {
      registry: testRegistry,
      contracts: testContracts,
      debug: false,
      logger,
      budget: { dataUrls: 40, concurrency: 6, ms: 8_000 },
    });
    await vi.advanceTimersByTimeAsync(8_000);
    const tree = await done;
    expect(tree.primary.main.map((m) => m.key)).toEqual(['f0', 'f2']);
    expect(logger.errors.join('\n')).toMatch(/f1.*the render ran out of time/);
  });
});

describe('a render-time part that could not be had (a feed list whose feed is down)', () => {
  const registry = { ...testRegistry, 'feed-list': testEntry('feed-list') };
  // The feed list's own part as its schema declares it (items in place of their address).
  const contracts: Contracts = {
    ...testContracts,
    config: { ...testContracts.config, 'feed-list': () => true },
    payload: { ...testContracts.payload, FeedData: () => true },
    parts: { 'feed-list': MODULE_PARTS['feed-list']! },
  };
  const feedPage = () =>
    resolvePage(
      testPage({
        primary: { main: [{ name: 'feed-list', key: 'news', items: '/api/data/feeds/x' }] },
      }),
      registry,
      { debug: false, logger: memoryLogger(), contracts },
    );
  const load = (fetchJson: (url: string) => Promise<unknown>) =>
    applyModuleData(feedPage(), fetchJson, createDataCache(), {
      registry,
      contracts,
      debug: false,
      logger: memoryLogger(),
    });

  it('leaves its address in place, and the page says so (so it is never cached)', async () => {
    const tree = await load(async () => {
      throw new Error('HTTP 503');
    });
    expect(tree.primary.main[0]?.config).toMatchObject({ items: '/api/data/feeds/x' });
    expect(renderPartsMissing(tree, contracts)).toBe(true);
  });

  it('puts the items in its place when the feed answers: nothing is missing', async () => {
    const items = [{ title: 'Rain', url: '/news/rain' }];
    const tree = await load(async () => ({ items }));
    expect(tree.primary.main[0]?.config).toMatchObject({ items });
    expect(renderPartsMissing(tree, contracts)).toBe(false);
  });
});
