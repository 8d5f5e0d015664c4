import type { PageView } from '#machines/page-view.ts';
import { allModules, mapModules } from '#engine/tree.ts';
import type { EngineLogger, PageTree, ResolvedModule } from '#engine/tree.ts';

export interface IsolatedRender {
  html: string;
  /** The tree actually rendered, when modules had to be left out; undefined when all rendered. */
  tree?: PageTree;
}

/** Each module's enclosing modules (tab panels hold modules), by key. */
function ancestorsOf(tree: PageTree): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const visit = (m: ResolvedModule, above: string[]): void => {
    out.set(m.key, above);
    m.panels?.forEach((list) => list.forEach((c) => visit(c, [...above, m.key])));
  };
  allModules({ ...tree, parent: undefined }).forEach((m) => {
    if (!out.has(m.key)) visit(m, []);
  });
  return out;
}

const only = (tree: PageTree, keep: ReadonlySet<string>): PageTree =>
  mapModules({ ...tree, parent: undefined }, (m) => (keep.has(m.key) ? m : null));

const message = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * The modules that throw when the page is rendered with each of them alone (with the modules that
 * hold it): a module is blamed for its own fault, never for a nested one's.
 */
function failingModules(
  view: PageView & { status: 'success' },
  render: (view: PageView) => string,
): Map<string, string> {
  const failing = new Map<string, string>();
  const ancestors = ancestorsOf(view.tree);
  for (const [key, above] of ancestors) {
    if (above.some((a) => failing.has(a))) continue;
    try {
      render({ ...view, tree: only(view.tree, new Set([...above, key])) });
    } catch (error) {
      failing.set(key, message(error));
    }
  }
  return failing;
}

/**
 * Renders a page so that one module that throws never takes it down (spec: "Module render error:
 * nothing in production"). React's renderToString has no error boundaries, so the first render is
 * the whole page, as fast as ever; only when it throws is each module rendered alone to find the
 * ones at fault, which are left out (or, with notes, shown as a note naming the error) and logged
 * with their name and key; then the page renders again. The tree returned is the one rendered,
 * so the snapshot the browser hydrates from agrees with the HTML (decision 015).
 */
export function renderIsolated(
  view: PageView,
  render: (view: PageView) => string,
  logger: EngineLogger,
  notes: boolean,
): IsolatedRender {
  try {
    return { html: render(view) };
  } catch (error) {
    if (view.status !== 'success') throw error;
    const failing = failingModules(view, render);
    // Nothing fails alone: the fault is the page's own (its layout or the shell).
    if (failing.size === 0) throw error;
    for (const [key, why] of failing) {
      const module = allModules(view.tree).find((m) => m.key === key);
      logger.error(
        `${view.tree.url}: module "${module?.name ?? '?'}" (${key}) failed to render on the server: ${why}; ${notes ? 'shown as a note' : 'left out'}`,
      );
    }
    const tree = mapModules(view.tree, (m) => {
      const why = failing.get(m.key);
      if (why === undefined) return m;
      if (!notes) return null;
      const { panels: _panels, ...rest } = m;
      return { ...rest, problem: `Module "${m.name}" failed to render: ${why}` };
    });
    return { html: render({ ...view, tree }), tree };
  }
}
