import type { Contracts } from '#engine/contracts.ts';
import { writtenModules } from '#engine/page-modules.ts';
import { resolvePage } from '#engine/resolve.ts';
import type { ModuleRegistry } from '#engine/resolve.ts';
import { allModules, mapModules } from '#engine/tree.ts';
import type { ResolvedModule } from '#engine/tree.ts';
import type { PageView } from '#machines/page-view.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { escapeHtml } from '../ssr/document.ts';

/** The attribute naming a module's key on the preview's HTML (src/tools/preview/frame/messages.ts). */
export const MODULE_KEY_ATTRIBUTE = 'data-wx-key';

const token = (index: number) => `wxmark${index}wxmark`;
const TOKEN = /wxmark(\d+)wxmark/;

/**
 * The page's view with each module carrying a token where its element shows it: in the class
 * made from `hideOn` (the module's wrapper) or as its problem text (a note). Rendered once beside
 * the real page, it tells which module each `data-module` element of the real HTML is, without a
 * marker in visitors' code (ModuleView renders one element with `data-module` per module).
 */
export function markerView(view: PageView & { status: 'success' }): {
  view: PageView;
  modules: ResolvedModule[];
} {
  const modules: ResolvedModule[] = [];
  const tree = mapModules(view.tree, (m) => {
    const mark = token(modules.push(m) - 1);
    return m.problem !== undefined
      ? { ...m, problem: mark }
      : { ...m, hideOn: mark as ResolvedModule['hideOn'] };
  });
  return { view: { ...view, tree }, modules };
}

const ELEMENT_WITH_MODULE = /<[a-z][a-z0-9]*\b[^>]*?\sdata-module="[^"]*"[^>]*>([^<]*)/g;

/**
 * The real HTML with `data-wx-key="<key>"` after each module's `data-module` attribute, read from
 * the marker render (same page, tokens in classes and notes). Left as it is when the two do not
 * line up (nothing is guessed): the preview then selects no module by clicking.
 */
export function markModules(html: string, markerHtml: string, modules: ResolvedModule[]): string {
  const marks = [...markerHtml.matchAll(ELEMENT_WITH_MODULE)].map((m) => {
    const index = TOKEN.exec(m[0])?.[1];
    return index === undefined ? undefined : modules[Number(index)]?.key;
  });
  const elements = [...html.matchAll(ELEMENT_WITH_MODULE)];
  if (elements.length !== marks.length) return html;
  let out = '';
  let from = 0;
  elements.forEach((element, i) => {
    const key = marks[i];
    const at = (element.index ?? 0) + element[0].indexOf(' data-module="');
    if (key === undefined) return;
    out += html.slice(from, at) + ` ${MODULE_KEY_ATTRIBUTE}="${escapeHtml(key)}"`;
    from = at;
  });
  return out + html.slice(from);
}

const quiet = { error: () => undefined };

/**
 * Each module key of the page, as the engine gives them, and the JSON pointer of its config in
 * the description: the engine resolves the description as written (keys are made in document
 * order, before any data), and a resolved module keeps the very config object it was written as.
 * Modules the text does not hold (an MCP message's, a parent page's) have none.
 */
export function modulePointers(
  description: PageDescription,
  registry: ModuleRegistry,
  contracts: Contracts,
): Map<string, string> {
  const tree = resolvePage(description, registry, { debug: true, logger: quiet, contracts });
  const pointerOf = new Map(writtenModules(description).map((m) => [m.config, m.pointer]));
  const out = new Map<string, string>();
  for (const m of allModules(tree)) {
    const pointer = pointerOf.get(m.config);
    if (pointer !== undefined) out.set(m.key, pointer);
  }
  return out;
}
