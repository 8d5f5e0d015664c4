import { createDataCache } from './data-merge.ts';
import { loadPageTree } from './load-tree.ts';
import type { TreeLoaderDeps } from './load-tree.ts';
import {
  memoryLogger,
  testContracts,
  testPage,
  testRegistry,
} from '#tests/support/engine-fixtures.ts';

function deps(answers: Record<string, unknown>, extra: Partial<TreeLoaderDeps> = {}) {
  const calls: string[] = [];
  const logger = memoryLogger();
  const d: TreeLoaderDeps = {
    registry: testRegistry,
    contracts: testContracts,
    cache: createDataCache({ now: () => 0 }),
    logger,
    debug: false,
    apiPrefix: '/api',
    fetchJson: async (url) => {
      calls.push(url);
      if (!(url in answers)) throw new Error('HTTP 503');
      return answers[url];
    },
    ...extra,
  };
  return { d, calls, logger };
}

const mcpPath = '/api/mcp-messages/towns-cities/locations/none/none/none';

describe('loadPageTree', () => {
  it('merges primary data, inserts MCP messages, merges module data', async () => {
    const page = testPage({
      primary: { dataUrl: '/p', main: [{ name: 'forecast', dataUrl: '/f' }] },
    });
    const { d } = deps({
      '/p': { main: [{ name: 'text', text: 'from primary data' }] },
      '/f': { text: 'forecast text' },
      [mcpPath]: {
        messageModules: [{ module: { name: 'forecast', dataUrl: '/f' }, slotPath: 'first' }],
      },
    });
    const tree = await loadPageTree(page, d);
    expect(tree.primary.main.map((m) => m.config.text)).toEqual([
      'forecast text',
      'from primary data',
    ]);
    expect(tree.primary.first.map((m) => m.config.text)).toEqual(['forecast text']);
  });

  it('carries on when primary data and MCP messages fail', async () => {
    const page = testPage({ primary: { dataUrl: '/p', main: [{ name: 'text', text: 'own' }] } });
    const { d, calls, logger } = deps({});
    const tree = await loadPageTree(page, d);
    expect(tree.primary.main.map((m) => m.config.text)).toEqual(['own']);
    expect(calls.sort()).toEqual([mcpPath, '/p'].sort());
    expect(logger.warnings).toHaveLength(1);
  });

  it('skips MCP when asked, loads the chunks of the modules it will render', async () => {
    const loaded: string[][] = [];
    const page = testPage({
      primary: {
        main: [
          { name: 'text', text: 'a' },
          { name: 'link-list' },
          { name: 'text', text: 'b' },
          { name: 'nope' },
        ],
      },
    });
    const { d, calls } = deps(
      {},
      { mcp: false, debug: true, loadModules: async (n) => void loaded.push(n) },
    );
    await loadPageTree(page, d);
    expect(calls).toEqual([]);
    expect(loaded).toEqual([['text', 'link-list']]);
  });

  it('resolves tab panels like slots: unknown modules dropped, data merged, chunks loaded', async () => {
    const loaded: string[][] = [];
    const tabs = {
      name: 'tabs',
      tabs: [
        { header: 'A', modules: [{ name: 'forecast', dataUrl: '/data/f' }, { name: 'unknown' }] },
        { header: 'B', modules: [{ name: 'text', text: 'x' }] },
      ],
    };
    const { d, logger } = deps(
      { '/data/f': { text: 'Rain later.' } },
      { mcp: false, loadModules: async (n) => void loaded.push(n) },
    );
    const tree = await loadPageTree(testPage({ primary: { main: [tabs] } }), d);
    const panels = tree.primary.main[0]?.panels ?? [];
    expect(panels.map((p) => p.map((m) => m.name))).toEqual([['forecast'], ['text']]);
    expect(panels[0]?.[0]?.config).toMatchObject({ text: 'Rain later.' });
    expect(logger.errors.join('\n')).toMatch(
      /tabs\.0\.modules\[1\]: Unknown module "unknown"\.; dropped/,
    );
    expect(loaded).toEqual([['tabs', 'forecast', 'text']]);
  });

  it('loads the parent page of an overlay, and shows the overlay alone if that fails', async () => {
    const overlay = testPage(
      { name: 'overlay', primary: { main: [{ name: 'text', text: 'in overlay' }] } },
      { overlay: { title: 'Tides', parentUrl: '/marine' } },
    );
    const parent = testPage(
      { primary: { main: [{ name: 'text', text: 'parent' }] } },
      { url: '/marine' },
    );
    const ok = deps(
      {},
      {
        mcp: false,
        fetchParent: async (p) => (p === '/marine' ? parent : Promise.reject(new Error('404'))),
      },
    );
    const tree = await loadPageTree(overlay, ok.d);
    expect(tree.parent?.description.url).toBe('/marine');
    expect(tree.parent?.tree.primary.main[0]?.config.text).toBe('parent');
    const bad = deps({}, { mcp: false, fetchParent: async () => Promise.reject(new Error('404')) });
    const alone = await loadPageTree(overlay, bad.d);
    expect(alone.parent).toBeUndefined();
    expect(alone.primary.main[0]?.config.text).toBe('in overlay');
    expect(bad.logger.errors[0]).toContain('/marine');
  });

  it('rejects when module chunks cannot be loaded', async () => {
    const { d } = deps(
      {},
      { mcp: false, loadModules: () => Promise.reject(new Error('chunk failed')) },
    );
    await expect(
      loadPageTree(testPage({ primary: { main: [{ name: 'text', text: 'a' }] } }), d),
    ).rejects.toThrow('chunk failed');
  });
});
