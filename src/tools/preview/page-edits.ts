/**
 * Arranging modules as JSON edits (issue 23, "Click to edit, arrange visually"): each function
 * takes the parsed description and returns the changed description, the part of it that changed
 * (the editor replaces only that value, so an edit is one undo step) and where the module now is.
 * Pure: nothing here knows the editor.
 */
import { PRIMARY_SLOTS, SECONDARY_SLOTS } from '#engine/tree.ts';
import type { JsonPath } from './json-paths.ts';
import { pathToPointer, pointerToPath } from './json-paths.ts';
import { moduleSchema } from './schema-help.ts';

export interface Slot {
  /** Where its list is: '/layout/primary/main'. */
  pointer: string;
  label: string;
}

export interface PageEdit {
  description: Record<string, unknown>;
  /** The value that changed, as a path: the editor replaces just that. */
  changed: JsonPath;
  /** The module's pointer after the edit (null when it was removed). */
  pointer: string | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function get(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root;
  for (const s of path)
    node = isObject(node) || Array.isArray(node) ? (node as never)[s] : undefined;
  return node;
}

/** The slots of a page: those its text uses (aliases too) and every other slot it may use. */
export function slotsOf(description: unknown): Slot[] {
  const layout = isObject(description) && isObject(description.layout) ? description.layout : {};
  const out: Slot[] = [];
  const add = (pointer: string, label: string) => {
    if (!out.some((s) => s.pointer === pointer)) out.push({ pointer, label });
  };
  for (const [section, names] of [
    ['primary', PRIMARY_SLOTS],
    ['secondary', SECONDARY_SLOTS],
  ] as const) {
    const written = isObject(layout[section]) ? Object.keys(layout[section]) : [];
    for (const name of [...written.filter((n) => n !== 'dataUrl'), ...names])
      add(`/layout/${section}/${name}`, `${section} · ${name}`);
  }
  add('/layout/last', 'last (footer promo)');
  if (isObject(description) && isObject(description.map)) add('/map/modules', 'map panel');
  return out;
}

/** The list holding the module at `pointer`, and its index there. */
function place(pointer: string): { list: string[]; index: number } {
  const path = pointerToPath(pointer);
  return { list: path.slice(0, -1), index: Number(path.at(-1)) };
}

/** The longest path both paths start with. */
function common(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) out.push(a[i] as string);
  return out;
}

/** A copy of the description with the list at `list` replaced (created, with its parents). */
function withList(description: Json, list: readonly string[], items: unknown[]): Json {
  const copy = structuredClone(description);
  let node: Json | unknown[] = copy;
  list.forEach((segment, i) => {
    const last = i === list.length - 1;
    const next = (node as Json)[segment];
    if (last) (node as Json)[segment] = items;
    else {
      if (!isObject(next) && !Array.isArray(next)) (node as Json)[segment] = {};
      node = (node as Json)[segment] as Json;
    }
  });
  return copy;
}

/** The closest existing value above `path` (the editor replaces it whole when `path` is new). */
function existing(description: Json, path: string[]): string[] {
  let found = path;
  while (found.length > 0 && get(description, found) === undefined) found = found.slice(0, -1);
  return found;
}

const listAt = (description: Json, list: readonly string[]): unknown[] => {
  const value = get(description, list);
  return Array.isArray(value) ? [...value] : [];
};

/** Adds `config` to the slot at `index` (default: its end). */
export function addModule(
  description: Json,
  slot: string,
  config: unknown,
  index?: number,
): PageEdit {
  const list = pointerToPath(slot);
  const items = listAt(description, list);
  const at = Math.max(0, Math.min(index ?? items.length, items.length));
  items.splice(at, 0, config);
  return {
    description: withList(description, list, items),
    changed: existing(description, list),
    pointer: pathToPointer([...list, at]),
  };
}

/** Takes the module at `pointer` out of its list. */
export function removeModule(description: Json, pointer: string): PageEdit {
  const { list, index } = place(pointer);
  const items = listAt(description, list);
  items.splice(index, 1);
  return { description: withList(description, list, items), changed: list, pointer: null };
}

/** A copy of the module right after it (its key, if any, dropped: keys are unique). */
export function duplicateModule(description: Json, pointer: string): PageEdit {
  const { list, index } = place(pointer);
  const copy = structuredClone(get(description, pointerToPath(pointer)));
  if (isObject(copy)) delete copy.key;
  return addModule(description, pathToPointer(list), copy, index + 1);
}

/** Moves the module to `slot` at `index` (default: its end); within its own list too. */
export function moveModule(
  description: Json,
  pointer: string,
  slot: string,
  index?: number,
): PageEdit {
  const from = place(pointer);
  const to = pointerToPath(slot);
  const config = get(description, pointerToPath(pointer));
  const removed = removeModule(description, pointer);
  const sameList = to.join('/') === from.list.join('/');
  const target = listAt(removed.description, to);
  const at = Math.max(0, Math.min(index ?? target.length, target.length));
  const added = addModule(removed.description, slot, config, at);
  const changed = sameList ? from.list : common(from.list, existing(description, to));
  return { ...added, changed: changed.length > 0 ? changed : ['layout'] };
}

/** One place up (-1) or down (+1) in its list; null at the list's end. */
export function moveBy(description: Json, pointer: string, delta: -1 | 1): PageEdit | null {
  const { list, index } = place(pointer);
  const target = index + delta;
  if (target < 0 || target >= listAt(description, list).length) return null;
  return moveModule(description, pointer, pathToPointer(list), target);
}

/** The config a new module starts with: its schema's first example, else its name. */
export function exampleConfig(name: string): Json {
  const examples = (moduleSchema(name).schema as { examples?: unknown[] }).examples;
  const first = examples?.find(isObject);
  return first ? structuredClone(first) : { name };
}
