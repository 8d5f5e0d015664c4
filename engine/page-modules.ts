import { escapePointerSegment } from '#schemas/messages.ts';
import { nestedLists } from './nested.ts';

/** A module config as written in a page description, and the JSON pointer to it. */
export interface WrittenModule {
  pointer: string;
  config: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const at = (pointer: string, ...segments: string[]): string =>
  [pointer, ...segments.map(escapePointerSegment)].join('/');

function addList(list: unknown, pointer: string, out: WrittenModule[]): void {
  if (!Array.isArray(list)) return;
  list.forEach((config, i) => addOne(config, at(pointer, String(i)), out));
}

function addOne(config: unknown, pointer: string, out: WrittenModule[]): void {
  out.push({ pointer, config });
  if (!isObject(config) || typeof config.name !== 'string') return;
  for (const { path, configs } of nestedLists({ name: config.name, ...config }))
    addList(configs, at(pointer, ...path), out);
}

/**
 * Every module config written in a page description, with its pointer, in document order: the
 * primary and secondary slots (every name, aliases included), `last`, the search overlay's map
 * module, the map panel's modules, the modules a map marker opens, and the modules nested in
 * each (tab panels). Reads any value
 * safely, so an editor's half-written page can be checked too.
 *
 * @example writtenModules({ layout: { primary: { main: [{ name: 'text' }] } } })
 *   // -> [{ pointer: '/layout/primary/main/0', config: { name: 'text' } }]
 */
export function writtenModules(description: unknown): WrittenModule[] {
  const out: WrittenModule[] = [];
  if (!isObject(description)) return out;
  const layout = isObject(description.layout) ? description.layout : {};
  for (const section of ['primary', 'secondary'] as const) {
    const slots = layout[section];
    if (!isObject(slots)) continue;
    for (const [slot, list] of Object.entries(slots))
      if (slot !== 'dataUrl') addList(list, at('/layout', section, slot), out);
  }
  addList(layout.last, '/layout/last', out);
  if (isObject(layout.search) && layout.search.mapModule !== undefined)
    addOne(layout.search.mapModule, '/layout/search/mapModule', out);
  const map = isObject(description.map) ? description.map : {};
  addList(map.modules, '/map/modules', out);
  if (Array.isArray(map.markers)) {
    map.markers.forEach((marker, i) => {
      if (isObject(marker) && isObject(marker.action))
        addList(marker.action.modules, at('/map/markers', String(i), 'action', 'modules'), out);
    });
  }
  return out;
}

const segmentsOf = (pointer: string): string[] => pointer.split('/').slice(1);

/** Document order of two pointers: segment by segment, array indexes as numbers. */
function compareDocumentOrder(a: string, b: string): number {
  const [x, y] = [segmentsOf(a), segmentsOf(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i] ?? '', y[i] ?? ''];
    if (p === q) continue;
    const [m, n] = [Number(p), Number(q)];
    return Number.isInteger(m) && Number.isInteger(n) ? m - n : p.localeCompare(q);
  }
  return x.length - y.length;
}

/**
 * The modules the issues are about: for each issue pointer, the innermost module config that
 * holds it (a nested module's fault is its own, not its tab panel's).
 */
export function faultyModules(description: unknown, issuePointers: readonly string[]): string[] {
  const modules = writtenModules(description).map((m) => m.pointer);
  const found = new Set<string>();
  for (const pointer of issuePointers) {
    const holders = modules.filter((m) => pointer === m || pointer.startsWith(`${m}/`));
    const innermost = holders.sort((a, b) => b.length - a.length)[0];
    if (innermost) found.add(innermost);
  }
  return [...found];
}

/**
 * A copy of the description without the module configs at these pointers (a module inside one
 * that goes goes with it). The page as served in production: broken modules are left out once,
 * when content loads, rather than on every request.
 */
export function withoutModules<T>(description: T, pointers: readonly string[]): T {
  if (pointers.length === 0) return description;
  const copy = structuredClone(description);
  const outer = pointers.filter((p) => !pointers.some((q) => q !== p && p.startsWith(`${q}/`)));
  // Last in document order first, so the indexes of the ones still to remove stay right.
  const ordered = [...outer].sort((a, b) => compareDocumentOrder(b, a));
  for (const pointer of ordered) {
    const segments = segmentsOf(pointer).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const key = segments.pop() ?? '';
    let holder: unknown = copy;
    for (const s of segments)
      holder = isObject(holder) || Array.isArray(holder) ? (holder as never)[s] : undefined;
    if (Array.isArray(holder)) holder.splice(Number(key), 1);
    else if (isObject(holder)) Reflect.deleteProperty(holder, key); // the overlay's map module
  }
  return copy;
}
