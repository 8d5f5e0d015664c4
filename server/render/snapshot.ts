import { mapModules } from '#engine/tree.ts';
import type { PageTree, ResolvedModule } from '#engine/tree.ts';
import type { PageContext } from '#machines/page.machine.ts';
import type { Hydrate } from '#engine/module-entry.ts';
import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';

const strip = (d: PageDescription): PageDescription => {
  const { adConfig: _ads, ...rest } = d;
  return rest;
};

/**
 * A module without client behaviour and without nested modules is its server HTML: the snapshot
 * keeps only what the page around it reads (its name, drawer title and anchor), not its config
 * and data (decision 028). The browser keeps its HTML if it renders this page whole.
 */
const keep =
  (rule: (name: string) => Hydrate) =>
  (m: ResolvedModule): ResolvedModule => {
    if (m.panels || m.problem || rule(m.name) !== 'never') return m;
    const { name, title, urlSlug } = m.config as { name: string; title?: string; urlSlug?: string };
    // Not a valid config of its module, on purpose: nothing renders it (ModuleView keeps the HTML).
    const config = { name, title, urlSlug } as ModuleConfig;
    return { ...m, config, kept: true };
  };

/**
 * The persisted snapshot the browser hydrates from, with the tree that was rendered (a module left
 * out while rendering is left out here too, so the two agree) and without the page's ad config:
 * nothing renders it (the ad space is in the server's CSS, the ads chunk asks the pages API for
 * the slots), and leaving it out keeps the first response within one round trip (issue 13). The
 * page's static modules are kept as their HTML (`keep` above; `rule` is the modules' `hydrate`,
 * as the islands have it); an overlay's parent page is left whole.
 */
export function embeddedSnapshot<T>(
  snapshot: T,
  rendered: PageTree | null | undefined,
  rule: (name: string) => Hydrate,
): T {
  const context = (snapshot as { context?: PageContext }).context;
  if (!context) return snapshot;
  const tree = rendered ?? context.tree;
  const description = context.description ? strip(context.description) : context.description;
  const kept = tree ? mapModules(tree, keep(rule)) : tree;
  const withTree = kept?.parent
    ? { ...kept, parent: { ...kept.parent, description: strip(kept.parent.description) } }
    : kept;
  return { ...snapshot, context: { ...context, description, tree: withTree } };
}
