import { applyModuleData } from './data-door.ts';
import type { RenderBudget } from './data-door.ts';
import { createDataCache } from './data-merge.ts';
import { resolvePage } from './resolve.ts';
import {
  memoryLogger,
  testContracts,
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
