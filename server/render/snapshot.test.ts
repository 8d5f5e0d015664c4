import type { Hydrate } from '#engine/module-entry.ts';
import { PRIMARY_SLOTS, SECONDARY_SLOTS } from '#engine/tree.ts';
import type { PageTree, ResolvedModule } from '#engine/tree.ts';
import type { ModuleConfig } from '#schemas/generated/types.ts';
import { embeddedSnapshot } from './snapshot.ts';

const module = (
  name: string,
  config: object,
  more: Partial<ResolvedModule> = {},
): ResolvedModule => ({
  key: name,
  name,
  config: { name, ...config } as ModuleConfig,
  ...more,
});

function tree(main: ResolvedModule[], parent?: PageTree['parent']): PageTree {
  const slots = <S extends string>(names: readonly S[]) =>
    Object.fromEntries(names.map((s) => [s, [] as ResolvedModule[]])) as Record<
      S,
      ResolvedModule[]
    >;
  return {
    url: '/p',
    layout: 'five-up',
    primary: { ...slots(PRIMARY_SLOTS), main },
    secondary: slots(SECONDARY_SLOTS),
    last: [],
    mapModules: [],
    navigation: null,
    maintenance: null,
    hideWarningsBar: false,
    overlay: null,
    map: null,
    search: null,
    mobileView: 'drawers',
    day: null,
    ...(parent ? { parent } : {}),
  } as PageTree;
}

const rule = (name: string): Hydrate => (name === 'days' ? 'load' : 'never');
const embed = (t: PageTree): PageTree =>
  embeddedSnapshot({ context: { tree: t } }, t, rule).context.tree as PageTree;

describe('the snapshot a page embeds', () => {
  it('keeps a static module as its HTML: only its name, title and anchor, not its data', () => {
    const hours = Array.from({ length: 48 }, (_, i) => ({ hour: i, temperature: 12 }));
    const [now, days] = embed(
      tree([
        module('hourly', { title: 'Next 48 hours', urlSlug: 'hourly', hours }),
        module('days', { title: 'Ten days', days: [{ date: '2026-11-26' }] }),
      ]),
    ).primary.main;
    expect(now).toEqual({
      key: 'hourly',
      name: 'hourly',
      config: { name: 'hourly', title: 'Next 48 hours', urlSlug: 'hourly' },
      kept: true,
    });
    expect(days?.config).toEqual({
      name: 'days',
      title: 'Ten days',
      days: [{ date: '2026-11-26' }],
    });
    expect(days?.kept).toBeUndefined();
  });

  it('keeps whole a module with nested modules, one with a problem, and an overlay parent page', () => {
    const nested = module('tabs', { labels: ['a'] }, { panels: [[module('text', { body: 'x' })]] });
    const broken = module('promo', { body: 'y' }, { problem: 'Invalid config' });
    const parent = {
      description: { layout: { name: 'five-up' } },
      tree: tree([module('text', { body: 'z' })]),
    };
    const embedded = embed(tree([nested, broken], parent as PageTree['parent']));
    expect(embedded.primary.main.map((m) => m.kept)).toEqual([undefined, undefined]);
    expect(embedded.parent?.tree.primary.main[0]?.config).toEqual({ name: 'text', body: 'z' });
  });
});
