/**
 * Differences between two JSON values by JSON pointer (issue 23, "Compare with live" and two
 * versions of a draft). Lists are aligned by their equal items first (a module added to a slot is
 * one addition, not a change of every module after it); between two aligned items, the same
 * module (by name and key) is compared inside, the rest added or removed.
 */
import { pathToPointer } from './json-paths.ts';

export type DiffKind = 'added' | 'removed' | 'changed';

export interface DiffEntry {
  /** Where, in the newer value (in the older one for a removal). */
  pointer: string;
  kind: DiffKind;
  before?: unknown;
  after?: unknown;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Index pairs of a longest common subsequence of equal items. */
function alignment(a: readonly unknown[], b: readonly unknown[]): Array<[number, number]> {
  const keyA = a.map((x) => JSON.stringify(x));
  const keyB = b.map((x) => JSON.stringify(x));
  // lengths[i * w + j]: the longest common run of a[i..] and b[j..] (one flat array).
  const w = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * w);
  const at = (i: number, j: number) => lengths[i * w + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * w + j] =
        keyA[i] === keyB[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (keyA[i] === keyB[j]) pairs.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

/** What makes two list items the same thing changed: a module's name (and key), else nothing. */
function identity(value: unknown): string | undefined {
  if (!isObject(value) || typeof value.name !== 'string') return undefined;
  return JSON.stringify([value.name, value.key ?? null]);
}

/**
 * Between two aligned items: what was removed and what was added, with the items that are the
 * same thing changed (by identity, in order; else, when as many went as came, by position)
 * compared inside.
 */
function diffGap(
  a: readonly unknown[],
  b: readonly unknown[],
  from: [number, number],
  path: (string | number)[],
  out: DiffEntry[],
): void {
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  let next = 0;
  b.forEach((item, k) => {
    const id = identity(item);
    if (id === undefined) return;
    for (let x = next; x < a.length; x++)
      if (!taken.has(x) && identity(a[x]) === id) {
        pairs.set(k, x);
        taken.add(x);
        next = x + 1;
        return;
      }
  });
  if (pairs.size === 0 && a.length === b.length) b.forEach((_, k) => pairs.set(k, k));
  a.forEach((item, x) => {
    if (![...pairs.values()].includes(x))
      out.push({ pointer: pathToPointer([...path, from[0] + x]), kind: 'removed', before: item });
  });
  b.forEach((item, k) => {
    const x = pairs.get(k);
    if (x === undefined)
      out.push({ pointer: pathToPointer([...path, from[1] + k]), kind: 'added', after: item });
    else walk(a[x], item, [...path, from[1] + k], out);
  });
}

function diffLists(
  a: readonly unknown[],
  b: readonly unknown[],
  path: (string | number)[],
  out: DiffEntry[],
): void {
  const anchors = [...alignment(a, b), [a.length, b.length] as [number, number]];
  let i = 0;
  let j = 0;
  for (const [ai, bj] of anchors) {
    diffGap(a.slice(i, ai), b.slice(j, bj), [i, j], path, out);
    i = ai + 1;
    j = bj + 1;
  }
}

function walk(a: unknown, b: unknown, path: (string | number)[], out: DiffEntry[]): void {
  if (same(a, b)) return;
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const at = [...path, key];
      if (!(key in b)) out.push({ pointer: pathToPointer(at), kind: 'removed', before: a[key] });
      else if (!(key in a)) out.push({ pointer: pathToPointer(at), kind: 'added', after: b[key] });
      else walk(a[key], b[key], at, out);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) return diffLists(a, b, path, out);
  out.push({ pointer: pathToPointer(path), kind: 'changed', before: a, after: b });
}

/**
 * @example diffByPointer({ title: 'A' }, { title: 'B', url: '/x' })
 *   // [{ pointer: '/title', kind: 'changed', before: 'A', after: 'B' },
 *   //  { pointer: '/url', kind: 'added', after: '/x' }]
 */
export function diffByPointer(before: unknown, after: unknown): DiffEntry[] {
  const out: DiffEntry[] = [];
  walk(before, after, [], out);
  return out;
}

/** A value as one short line for a list of differences. */
export function shortJson(value: unknown, max = 120): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
