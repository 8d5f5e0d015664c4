import type { FavouriteItem } from '#schemas/generated/types.ts';
import type { FavouritesContext } from './favourites.machine.ts';
import { locationPath } from '#engine/vocabulary/location-urls.ts';
import { readJson, storage, STORAGE_PREFIX, writeJson } from './storage.ts';

/**
 * The favourites list as pure functions over `{ items, topCount }` (spec section 4, Favourites):
 * shared by the machine, the server's session list and the property tests.
 */

/** Spec section 9: top favourites 3. */
export const TOP_FAVOURITES = 3;
/** The longest list a visitor keeps (the server refuses more, issue 28). */
export const MAX_FAVOURITES = 50;
/** Why the star cannot add another favourite (the server says the same of a longer list). */
export const FAVOURITES_FULL_TEXT = `A list holds at most ${MAX_FAVOURITES} favourites`;
export const FAVOURITES_KEY = `${STORAGE_PREFIX}favourites`;

/** The stored record (spec section 3): 'type/key' strings and how many of them are top items. */
export interface FavouritesRecord {
  items: string[];
  topCount: number;
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const FAVOURITE_KEY = new RegExp(`^(${SLUG})/(${SLUG})$`);

/** Splits 'type/key'; null for anything else (no other shape is ever stored or sent). */
export function parseFavouriteKey(value: unknown): { type: string; key: string } | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const m = FAVOURITE_KEY.exec(value);
  return m ? { type: m[1] as string, key: m[2] as string } : null;
}

export const favouriteKeyOf = (item: Pick<FavouriteItem, 'type' | 'key'>): string =>
  `${item.type}/${item.key}`;

const clampTop = (topCount: number, length: number): number =>
  Math.max(0, Math.min(TOP_FAVOURITES, length, Number.isInteger(topCount) ? topCount : 0));

/** Index where an added item goes: end of the top group while it has fewer than 3, else the end. */
export function addPosition<T>(
  items: readonly T[],
  topCount: number,
): { index: number; topCount: number } {
  return topCount < TOP_FAVOURITES
    ? { index: topCount, topCount: topCount + 1 }
    : { index: items.length, topCount };
}

/** Add: nothing happens when present; else top group while it has fewer than 3, else the end. */
export function addFavourite(record: FavouritesRecord, key: string): FavouritesRecord {
  if (record.items.includes(key)) return record;
  const { index, topCount } = addPosition(record.items, record.topCount);
  const items = [...record.items];
  items.splice(index, 0, key);
  return { items, topCount };
}

/** Remove: the next item moves up into the top group; topCount = min(3, remaining). */
export function removeFavourite(record: FavouritesRecord, key: string): FavouritesRecord {
  if (!record.items.includes(key)) return record;
  const items = record.items.filter((k) => k !== key);
  return { items, topCount: Math.min(TOP_FAVOURITES, items.length) };
}

/** Moves the item at `from` to `to` over the combined list and takes the new top count. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved as T);
  return out;
}

export function reorderFavourites(
  record: FavouritesRecord,
  from: number,
  to: number,
  topCount: number,
): FavouritesRecord {
  const items = moveItem(record.items, from, to);
  return { items, topCount: clampTop(topCount, items.length) };
}

/** A stored record made safe: known shape only, duplicates and bad keys dropped, topCount clamped. */
export function normaliseRecord(data: unknown): FavouritesRecord | null {
  if (
    typeof data !== 'object' ||
    data === null ||
    !Array.isArray((data as { items?: unknown }).items)
  )
    return null;
  const raw = data as { items: unknown[]; topCount?: unknown };
  const items: string[] = [];
  for (const k of raw.items)
    if (parseFavouriteKey(k) && !items.includes(k as string)) items.push(k as string);
  const top =
    typeof raw.topCount === 'number' ? raw.topCount : Math.min(TOP_FAVOURITES, items.length);
  return { items, topCount: clampTop(top, items.length) };
}

/**
 * The stored record, or null when there is none or it is unreadable (then the server's copy and
 * the unsynced changes restore it). Entries that are not favourite keys are dropped, with a note.
 */
export function readFavouritesRecord(): FavouritesRecord | null {
  const data = readJson(FAVOURITES_KEY);
  const record = normaliseRecord(data);
  const stored = storage.get(FAVOURITES_KEY) !== null;
  if (stored && (!record || record.items.length !== (data as FavouritesRecord).items.length))
    console.warn('Some saved favourites in this browser were unreadable and were left out');
  return record;
}

export function writeFavouritesRecord(record: FavouritesRecord): void {
  writeJson(FAVOURITES_KEY, { items: record.items, topCount: record.topCount });
}

/**
 * A stand-in while the server cannot describe a favourite (offline, server fault): the visitor's
 * list keeps it, labelled from its key, so a failed sync or fetch never loses a place.
 */
export function placeholderItem(favouriteKey: string): FavouriteItem | null {
  const parsed = parseFavouriteKey(favouriteKey);
  if (!parsed) return null;
  const label = parsed.key
    .split('-')
    .map((w) => (w ? w[0]?.toUpperCase() + w.slice(1) : w))
    .join(' ');
  return {
    key: parsed.key,
    type: parsed.type,
    favouriteKey,
    label,
    link: { url: locationPath(parsed.type, parsed.key) },
  };
}

/** A favourite whose place the site no longer has: kept, and shown as such (issue 25). */
export function unavailableItem(favouriteKey: string): FavouriteItem | null {
  const item = placeholderItem(favouriteKey);
  return item && { ...item, unavailable: true };
}

/**
 * Changes not yet on the server (decision 010), kept in this browser under
 * `nzweather.favourites-changes`: per favourite key the latest add, remove or move and its time. A
 * remove stays as a tombstone until the server has the list without it, so it never comes back; a
 * move only marks the order as not yet on the server (the merge takes this browser's order).
 */
export const FAVOURITE_CHANGES_KEY = `${STORAGE_PREFIX}favourites-changes`;
const CHANGE_OPS = ['add', 'remove', 'move'] as const;
export interface FavouriteChange {
  op: (typeof CHANGE_OPS)[number];
  at: number;
}
export type FavouriteChanges = Record<string, FavouriteChange>;

const isChange = (c: Partial<FavouriteChange> | null): c is FavouriteChange =>
  CHANGE_OPS.includes(c?.op as never) && Number.isFinite(c?.at);

/** Valid entries only: a corrupt entry is dropped, the others are kept. */
export function normaliseChanges(data: unknown): FavouriteChanges {
  const out: FavouriteChanges = {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return out;
  for (const [key, c] of Object.entries(data as Record<string, Partial<FavouriteChange> | null>))
    if (parseFavouriteKey(key) && isChange(c)) out[key] = { op: c.op, at: c.at };
  return out;
}

export const readFavouriteChanges = (): FavouriteChanges =>
  normaliseChanges(readJson(FAVOURITE_CHANGES_KEY));
export const writeFavouriteChanges = (changes: FavouriteChanges): void =>
  writeJson(FAVOURITE_CHANGES_KEY, changes);

/**
 * The conflict rule (decision 010): this browser's list and order, plus what the server holds
 * that this browser lacks, minus every unsynced remove. An unsynced change is newer than anything
 * on the server, so per key the browser's latest change wins; an add is never lost and a remove
 * never undone.
 */
export function mergeFavourites(
  local: FavouritesRecord | null,
  server: FavouritesRecord | null,
  changes: FavouriteChanges,
): FavouritesRecord {
  const base = local ?? server ?? { items: [], topCount: 0 };
  const adds = Object.keys(changes).filter((k) => changes[k]?.op === 'add');
  const items = [...new Set([...base.items, ...(server?.items ?? []), ...adds])].filter(
    (k) => changes[k]?.op !== 'remove',
  );
  return { items, topCount: clampTop(base.topCount, items.length) };
}

/** Shown by the favourites menu and organiser when the server could not be reached. */
export const SYNC_ERROR_TEXT =
  'Your favourites could not be synced. They are saved in this browser.';
/** Beside a favourite whose add is not on the server yet (decision 010). */
export const SAVED_HERE_TEXT = 'Saved in this browser';

/** The favourites machine's first context (the header shows it before the machine is here). */
export const initialFavourites = (): FavouritesContext => ({
  items: [],
  topCount: 0,
  favsAdded: false,
  syncError: false,
  pendingKey: null,
  changes: {},
  syncing: {},
  valuesAt: 0,
});

/** The first topCount favourites (spec section 3's topItems). */
export const topItems = (c: Pick<FavouritesContext, 'items' | 'topCount'>): FavouriteItem[] =>
  c.items.slice(0, c.topCount);
