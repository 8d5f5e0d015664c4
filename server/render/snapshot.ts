import type { PageTree } from '#engine/tree.ts';
import type { PageContext } from '#machines/page.machine.ts';
import type { PageDescription } from '#schemas/generated/types.ts';

const strip = (d: PageDescription): PageDescription => {
  const { adConfig: _ads, ...rest } = d;
  return rest;
};

/**
 * The persisted snapshot the browser hydrates from, with the tree that was rendered (a module left
 * out while rendering is left out here too, so the two agree) and without the page's ad config:
 * nothing renders it (the ad space is in the server's CSS, the ads chunk asks the pages API for
 * the slots), and leaving it out keeps the first response within one round trip (issue 13).
 */
export function withoutAdConfig<T>(snapshot: T, rendered: PageTree | null | undefined): T {
  const context = (snapshot as { context?: PageContext }).context;
  if (!context) return snapshot;
  const tree = rendered ?? context.tree;
  const description = context.description ? strip(context.description) : context.description;
  const withTree = tree?.parent
    ? { ...tree, parent: { ...tree.parent, description: strip(tree.parent.description) } }
    : tree;
  return { ...snapshot, context: { ...context, description, tree: withTree } };
}
