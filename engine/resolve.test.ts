import { resolveModules, resolvePage } from './resolve.ts';
import {
  memoryLogger,
  testEntry,
  testPage,
  testRegistry,
  testContracts,
  catalogueContracts,
} from '#tests/support/engine-fixtures.ts';
import { allModules } from './tree.ts';
import type { ModuleConfig } from '#schemas/generated/types.ts';

const text = (t: string, extra: Partial<ModuleConfig> = {}): ModuleConfig => ({
  name: 'text',
  text: t,
  ...extra,
});
const names = (ms: { config: ModuleConfig }[]) => ms.map((m) => m.config.text ?? m.config.name);

describe('resolvePage: slots', () => {
  it('folds aliases onto their slot in document order', () => {
    const page = testPage({
      primary: { right: [text('r1')], rightMajor: [text('rm1')], main: [text('m1')] },
      secondary: {
        bottom: [text('b1')],
        major: [text('ma1')],
        main: [text('sm1')],
        minor: [text('mi1')],
      },
    });
    const tree = resolvePage(page, testRegistry, {
      debug: false,
      logger: memoryLogger(),
      contracts: testContracts,
    });
    expect(names(tree.primary.rightMajor)).toEqual(['r1', 'rm1']);
    expect(names(tree.primary.main)).toEqual(['m1']);
    expect(names(tree.secondary.major)).toEqual(['ma1', 'sm1']);
    expect(names(tree.secondary.minor)).toEqual(['b1', 'mi1']);
    expect(tree.primary.first).toEqual([]);
    expect(tree.secondary.right).toEqual([]);
  });

  it('gives stable keys: config.key, else slot as written plus index, unique within the page', () => {
    const page = testPage({
      primary: {
        main: [text('a', { key: 'intro' }), text('b'), text('c', { key: 'intro' })],
        right: [text('d')],
      },
    });
    const tree = resolvePage(page, testRegistry, {
      debug: false,
      logger: memoryLogger(),
      contracts: testContracts,
    });
    expect(tree.primary.main.map((m) => m.key)).toEqual(['intro', 'primary.main-1', 'intro~2']);
    expect(tree.primary.rightMajor[0]?.key).toBe('primary.right-0');
  });

  it('gives keys that read back the same from an HTML attribute (no control characters)', () => {
    const page = testPage({
      primary: {
        main: [text('a', { key: 'java\u0000script' }), text('b', { key: 'line\r\nbreak\ud800' })],
      },
    });
    const tree = resolvePage(page, testRegistry, {
      debug: false,
      logger: memoryLogger(),
      contracts: testContracts,
    });
    expect(tree.primary.main.map((m) => m.key)).toEqual(['java_script', 'line__break_']);
  });

  it('resolves last and map modules and passes layout information through', () => {
    const page = testPage(
      {
        name: 'map',
        last: [text('promo')],
        navigation: { links: [{ label: 'Radar', url: '/maps-radar/rain/radar' }] },
        hideWarningsBar: true,
        maintenance: { header: 'Down', text: 'Back soon' } as never,
      },
      { map: { config: { mapLayer: 'rain/radar' }, modules: [text('in map')] } },
    );
    const tree = resolvePage(page, testRegistry, {
      debug: false,
      logger: memoryLogger(),
      contracts: testContracts,
    });
    expect(tree.layout).toBe('map');
    expect(names(tree.last)).toEqual(['promo']);
    expect(names(tree.mapModules)).toEqual(['in map']);
    expect(tree.navigation).toEqual({
      links: [{ label: 'Radar', url: '/maps-radar/rain/radar' }],
      sticky: false,
    });
    expect(tree.hideWarningsBar).toBe(true);
    expect(tree.maintenance).toEqual({ header: 'Down', text: 'Back soon' });
    expect(tree.map?.config?.mapLayer).toBe('rain/radar');
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  });
});

describe('resolvePage: dropped and broken modules', () => {
  it('drops a module without a name and logs why', () => {
    const logger = memoryLogger();
    const page = testPage({
      primary: {
        main: [{ text: 'x' } as never, { name: '' } as never, 'junk' as never, text('ok')],
      },
    });
    const tree = resolvePage(page, testRegistry, { debug: true, logger, contracts: testContracts });
    expect(names(tree.primary.main)).toEqual(['ok']);
    expect(logger.errors.filter((e) => e.includes('A module must have a name'))).toHaveLength(2);
    expect(logger.errors).toHaveLength(3);
  });

  it('drops and logs an unknown module in production, keeps it with a problem in debug', () => {
    const page = testPage({
      primary: { main: [{ name: 'tides' }, { name: 'constructor' }, text('ok')] },
    });
    const prod = memoryLogger();
    expect(
      names(
        resolvePage(page, testRegistry, { debug: false, logger: prod, contracts: testContracts })
          .primary.main,
      ),
    ).toEqual(['ok']);
    expect(prod.errors.join('\n')).toContain('Unknown module "tides"');
    const debug = resolvePage(page, testRegistry, {
      debug: true,
      logger: memoryLogger(),
      contracts: testContracts,
    }).primary.main;
    expect(debug.map((m) => m.problem)).toEqual([
      'Unknown module "tides".',
      'Unknown module "constructor".',
      undefined,
    ]);
  });

  it('treats a config its validator refuses like an unknown module, with the validator messages', () => {
    const page = testPage({ primary: { main: [{ name: 'text', title: 'No text' }] } });
    const prod = memoryLogger();
    expect(
      resolvePage(page, testRegistry, { debug: false, logger: prod, contracts: testContracts })
        .primary.main,
    ).toEqual([]);
    expect(prod.errors[0]).toContain("must have required property 'text'");
    const [m] = resolvePage(page, testRegistry, {
      debug: true,
      logger: memoryLogger(),
      contracts: testContracts,
    }).primary.main;
    expect(m?.problem).toBe(
      `Module "text" has an invalid config: / must have required property 'text'`,
    );
  });

  it('leaves out a module it cannot check (the browser could not load its validator)', () => {
    const page = testPage({ primary: { main: [{ name: 'link-list', links: [] }] } });
    const logger = memoryLogger();
    const contracts = { ...testContracts, config: {} };
    expect(
      resolvePage(page, testRegistry, { debug: false, logger, contracts }).primary.main,
    ).toEqual([]);
    expect(logger.errors[0]).toContain('Module "link-list" could not be checked');
  });

  it('leaves validation of modules with a dataUrl until their data is merged', () => {
    const page = testPage({
      primary: {
        main: [{ name: 'forecast', dataUrl: '/api/data/forecast/towns-cities/auckland' }],
      },
    });
    const [m] = resolvePage(page, testRegistry, {
      debug: true,
      logger: memoryLogger(),
      contracts: testContracts,
    }).primary.main;
    expect(m?.problem).toBeUndefined();
  });
});

describe('resolvePage: hiding', () => {
  const hidden = (cfg: Partial<ModuleConfig>, extra = {}) =>
    allModules(
      resolvePage(testPage({ primary: { main: [text('t', cfg)] } }, extra), testRegistry, {
        debug: false,
        logger: memoryLogger(),
        contracts: testContracts,
      }),
    );

  it('drops hideModule: true', () => {
    expect(hidden({ hideModule: true })).toEqual([]);
    expect(hidden({ hideModule: false })).toHaveLength(1);
  });

  it('decides ski season and location on the server', () => {
    expect(hidden({ hideWhen: ['skiSeason'] }, { isSkiSeason: 'true' })).toEqual([]);
    expect(hidden({ hideWhen: ['skiSeason'] })).toHaveLength(1);
    expect(hidden({ hideWhen: ['notSkiSeason'] })).toEqual([]);
    expect(hidden({ hideWhen: ['notSkiSeason'] }, { isSkiSeason: 'true' })).toHaveLength(1);
    expect(hidden({ hideWhen: ['noLocation'] })).toEqual([]);
    expect(
      hidden(
        { hideWhen: ['noLocation'] },
        { location: { key: 'auckland', type: 'towns-cities', label: 'Auckland' } },
      ),
    ).toHaveLength(1);
  });

  it('leaves screen sizes to CSS', () => {
    expect(hidden({ hideWhen: ['smallScreen'] })[0]?.hideOn).toBe('small');
    expect(hidden({ hideWhen: ['largeScreen'] })[0]?.hideOn).toBe('large');
    expect(hidden({})[0]?.hideOn).toBeUndefined();
    expect(hidden({ hideWhen: ['smallScreen', 'largeScreen'] })).toEqual([]);
  });
});

describe('resolvePage: drawers', () => {
  const page = (mobileView?: 'drawers' | 'stacked') =>
    testPage({
      mobileView,
      secondary: {
        major: [
          text('a', { urlSlug: 'about' }),
          text('b', { urlSlug: 'tides', layout: { expandInMobileView: true } }),
          text('c', { urlSlug: 'sun' }),
        ],
      },
    });
  const expanded = (p: ReturnType<typeof page>, slug?: string) =>
    resolvePage(p, testRegistry, {
      debug: false,
      logger: memoryLogger(),
      contracts: testContracts,
      slug,
    }).secondary.major.map((m) => m.expanded);

  it('expands the drawer whose slug the address names, and those set to expand on mobile', () => {
    expect(expanded(page(), 'about')).toEqual([true, true, false]);
    expect(expanded(page())).toEqual([false, true, false]);
    expect(expanded(page(), '')).toEqual([false, true, false]);
  });

  it('expands every drawer when the layout stacks them', () => {
    expect(expanded(page('stacked'))).toEqual([true, true, true]);
  });
});

describe('resolveModules', () => {
  it('resolves a loose list with the same rules', () => {
    const logger = memoryLogger();
    const out = resolveModules([text('x'), { name: 'nope' }], 'tab', testPage(), testRegistry, {
      debug: false,
      logger,
      contracts: testContracts,
    });
    expect(out.map((m) => m.key)).toEqual(['tab-0']);
    expect(logger.errors).toHaveLength(1);
  });
});

describe('resolvePage: module configs by their own schemas', () => {
  const registry = { ...testRegistry, 'feed-list': testEntry('feed-list') };
  const options = (debug: boolean) => ({
    debug,
    logger: memoryLogger(),
    contracts: catalogueContracts,
  });

  it('lets a module with a dataUrl leave out what the data fills, never give it the wrong type', () => {
    const waiting = {
      name: 'feed-list',
      title: 'Latest weather news',
      dataUrl: '/api/data/feeds/x',
    };
    const wrong = { ...waiting, items: 5 };
    const opts = options(false);
    const tree = resolvePage(testPage({ primary: { main: [waiting, wrong] } }), registry, opts);
    expect(tree.primary.main.map((m) => m.config)).toEqual([waiting]);
    expect(opts.logger.errors.join('\n')).toMatch(
      /main\[1\]: Module "feed-list" has an invalid config: \/items must be string.*; dropped/,
    );
  });

  it('resolves tab panels with the same rules, and keeps problems visible in debug', () => {
    const tabs = {
      name: 'tabs',
      tabs: [
        { header: 'News', modules: [{ name: 'feed-list', dataUrl: '/f', items: 5 }] },
        { header: 'More', modules: [{ name: 'feed-lsit', items: [] }] },
      ],
    };
    const tree = resolvePage(testPage({ primary: { main: [tabs] } }), registry, options(true));
    const panels = tree.primary.main[0]?.panels ?? [];
    expect(panels.map((p) => p.map((m) => m.problem))).toEqual([
      [expect.stringMatching(/^Module "feed-list" has an invalid config: \/items must be string/)],
      ['Unknown module "feed-lsit". Did you mean "feed-list"?'],
    ]);
    expect(allModules(tree).map((m) => m.name)).toEqual(['tabs', 'feed-list', 'feed-lsit']);
  });
});
