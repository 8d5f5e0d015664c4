import { addressedUrl, applyModuleData } from './data-door.ts';
import {
  createDataCache,
  DATA_CACHE_TTL_MS,
  DATA_FAILED_PROBLEM,
  isEmptyResult,
  mergePrimaryData,
} from './data-merge.ts';
import { resolvePage } from './resolve.ts';
import {
  memoryLogger,
  testPage,
  testRegistry,
  testContracts,
} from '#tests/support/engine-fixtures.ts';
import type { ModuleConfig } from '#schemas/generated/types.ts';

const forecast = (url: string, extra: Partial<ModuleConfig> = {}): ModuleConfig => ({
  name: 'forecast',
  dataUrl: url,
  ...extra,
});

function treeOf(main: ModuleConfig[], debug = false) {
  return resolvePage(testPage({ primary: { main } }), testRegistry, {
    debug,
    logger: memoryLogger(),
    contracts: testContracts,
  });
}

function fakeFetch(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchJson = async (url: string) => {
    calls.push(url);
    if (!(url in answers)) throw new Error('HTTP 500');
    return answers[url];
  };
  return { calls, fetchJson };
}

describe('applyModuleData', () => {
  const opts = (debug = false) => ({
    registry: testRegistry,
    contracts: testContracts,
    debug,
    logger: memoryLogger(),
  });

  it('merges the answer over the config; result fields win but the name never changes', async () => {
    const { fetchJson } = fakeFetch({ '/d/1': { text: 'Fine', title: 'From data', name: 'evil' } });
    const tree = await applyModuleData(
      treeOf([forecast('/d/1', { title: 'Written', subtitle: 'kept' })]),
      fetchJson,
      createDataCache(),
      opts(),
    );
    expect(tree.primary.main[0]?.config).toEqual({
      name: 'forecast',
      dataUrl: '/d/1',
      title: 'From data',
      subtitle: 'kept',
      text: 'Fine',
    });
  });

  it("forwards the address's parameters a module's data declares to its dataUrl, and only those", async () => {
    const contracts = {
      ...testContracts,
      data: { forecast: { payload: 'ForecastData', fields: ['text'], addressParams: ['compare'] } },
    } as const;
    const { calls, fetchJson } = fakeFetch({
      '/d/c?compare=dunedin%2Cnelson': { text: 'Asked' },
      '/d/c?compare=auckland,wellington': { text: 'Default' },
    });
    const tree = treeOf([forecast('/d/c?compare=auckland,wellington')]);
    const asked = await applyModuleData(tree, fetchJson, createDataCache(), {
      ...opts(),
      contracts,
      address: '?location=pacific&compare=dunedin,nelson',
    });
    expect(asked.primary.main[0]?.config).toMatchObject({ text: 'Asked' });
    const plain = await applyModuleData(tree, fetchJson, createDataCache(), {
      ...opts(),
      contracts,
    });
    expect(plain.primary.main[0]?.config).toMatchObject({ text: 'Default' });
    // Without addressParams in its data declaration a module's dataUrl never changes.
    await applyModuleData(tree, fetchJson, createDataCache(), { ...opts(), address: '?compare=x' });
    expect(calls).toEqual([
      '/d/c?compare=dunedin%2Cnelson',
      '/d/c?compare=auckland,wellington',
      '/d/c?compare=auckland,wellington',
    ]);
    expect(addressedUrl('https://x.nz/d?a=1', ['a'], '?a=2')).toBe('https://x.nz/d?a=2');
  });

  it('removes a module whose answer is empty', async () => {
    const { fetchJson } = fakeFetch({
      '/a': null,
      '/b': {},
      '/c': [],
      '/d': '',
      '/e': { text: 'stays' },
    });
    const tree = await applyModuleData(
      treeOf(['/a', '/b', '/c', '/d', '/e'].map((u) => forecast(u))),
      fetchJson,
      createDataCache(),
      opts(true),
    );
    expect(tree.primary.main.map((m) => m.config.dataUrl)).toEqual(['/e']);
  });

  it('drops a module whose data failed in production and shows a notice in debug', async () => {
    const { fetchJson } = fakeFetch({ '/list': [1, 2] });
    const modules = [forecast('/missing'), forecast('/list'), { name: 'text', text: 'static' }];
    const prod = opts();
    const prodTree = await applyModuleData(treeOf(modules), fetchJson, createDataCache(), prod);
    expect(prodTree.primary.main.map((m) => m.name)).toEqual(['text']);
    expect(prod.logger.errors).toHaveLength(2);
    const debugTree = await applyModuleData(
      treeOf(modules, true),
      fetchJson,
      createDataCache(),
      opts(true),
    );
    expect(debugTree.primary.main.map((m) => m.problem)).toEqual([
      DATA_FAILED_PROBLEM,
      DATA_FAILED_PROBLEM,
      undefined,
    ]);
  });

  it('gives a module whose data could not be fetched to `unavailable`, and only that one', async () => {
    const { fetchJson } = fakeFetch({ '/list': [1, 2] });
    const modules = [forecast('/missing'), forecast('/list'), { name: 'text', text: 'static' }];
    const standIns: string[] = [];
    const tree = await applyModuleData(treeOf(modules), fetchJson, createDataCache(), {
      ...opts(),
      unavailable: (module, url) => (standIns.push(url), { ...module, name: 'stand-in' }),
    });
    // A fetch that failed is a passing state; an answer that does not fit is not retried.
    expect(standIns).toEqual(['/missing']);
    expect(tree.primary.main.map((m) => m.name)).toEqual(['stand-in', 'text']);
  });

  it('validates the merged config with the module validator', async () => {
    const { fetchJson } = fakeFetch({ '/x': { title: 'no text field' } });
    const o = opts();
    const tree = await applyModuleData(treeOf([forecast('/x')]), fetchJson, createDataCache(), o);
    expect(tree.primary.main).toEqual([]);
    expect(o.logger.errors[0]).toContain("must have required property 'text'");
  });
});

describe('createDataCache', () => {
  it('answers from memory for five minutes, then fetches again', async () => {
    let now = 1_000;
    const cache = createDataCache({ now: () => now });
    const { calls, fetchJson } = fakeFetch({ '/d': { text: 'x' } });
    await cache.get('/d', fetchJson);
    now += DATA_CACHE_TTL_MS - 1;
    await cache.get('/d', fetchJson);
    expect(calls).toHaveLength(1);
    now += 1;
    await cache.get('/d', fetchJson);
    expect(calls).toHaveLength(2);
    expect(DATA_CACHE_TTL_MS).toBe(300_000);
  });

  it('shares one request between concurrent callers and forgets failures', async () => {
    const cache = createDataCache({ now: () => 0 });
    const { calls, fetchJson } = fakeFetch({ '/d': { text: 'x' } });
    await Promise.all([cache.get('/d', fetchJson), cache.get('/d', fetchJson)]);
    expect(calls).toEqual(['/d']);
    await expect(cache.get('/bad', fetchJson)).rejects.toThrow('HTTP 500');
    await expect(cache.get('/bad', fetchJson)).rejects.toThrow('HTTP 500');
    expect(calls.filter((c) => c === '/bad')).toHaveLength(2);
  });

  it('evicts the oldest entry beyond its size limit', async () => {
    const cache = createDataCache({ now: () => 0, maxEntries: 2 });
    const { calls, fetchJson } = fakeFetch({ '/a': 1, '/b': 2, '/c': 3 });
    for (const u of ['/a', '/b', '/c', '/a']) await cache.get(u, fetchJson);
    expect(calls).toEqual(['/a', '/b', '/c', '/a']);
  });
});

describe('isEmptyResult', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [[], true],
    [{}, true],
    [0, false],
    [[0], false],
    [{ a: 1 }, false],
    ['x', false],
  ])('%j -> %s', (value, empty) => expect(isEmptyResult(value)).toBe(empty));
});

describe('mergePrimaryData', () => {
  it('appends modules to the named primary slots, aliases included', () => {
    const page = testPage({ primary: { dataUrl: '/p', main: [{ name: 'text', text: 'own' }] } });
    const merged = mergePrimaryData(
      page,
      { main: [{ name: 'text', text: 'extra' }], right: [{ name: 'text', text: 'r' }] },
      memoryLogger(),
    );
    const tree = resolvePage(merged, testRegistry, {
      debug: false,
      logger: memoryLogger(),
      contracts: testContracts,
    });
    expect(tree.primary.main.map((m) => m.config.text)).toEqual(['own', 'extra']);
    expect(tree.primary.rightMajor.map((m) => m.config.text)).toEqual(['r']);
    expect(page.layout.primary?.main).toHaveLength(1);
  });

  it('ignores what is not a slot list, with a warning', () => {
    const logger = memoryLogger();
    const page = testPage({ primary: { main: [] } });
    expect(
      mergePrimaryData(page, { major: [{ name: 'text' }], main: 'x' }, logger).layout.primary,
    ).toEqual({ main: [] });
    expect(logger.warnings).toHaveLength(2);
    expect(mergePrimaryData(page, [1], logger)).toBe(page);
    expect(mergePrimaryData(page, null, logger)).toBe(page);
    expect(logger.warnings).toHaveLength(3);
  });
});
