import { readJson, STORAGE_PREFIX, writeJson } from './storage.ts';

/** Spec section 3: a recent search has title, type and url. */
export interface RecentSearch {
  title: string;
  type: string;
  url: string;
}

/** Spec section 9: at most 5 recent searches are kept. */
export const MAX_RECENT_SEARCHES = 5;
export const RECENT_SEARCHES_KEY = `${STORAGE_PREFIX}recentSearches`;

function isRecentSearch(v: unknown): v is RecentSearch {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.title === 'string' &&
    r.title !== '' &&
    typeof r.type === 'string' &&
    typeof r.url === 'string' &&
    /^(\/(?!\/)|https?:\/\/)/.test(r.url)
  );
}

/**
 * Spec section 4: saved only if no saved one has the same title; newest first; capped.
 * Returns the same array when nothing changes.
 */
export function addRecentSearch(
  list: readonly RecentSearch[],
  entry: RecentSearch,
): readonly RecentSearch[] {
  if (list.some((r) => r.title === entry.title)) return list;
  return [{ title: entry.title, type: entry.type, url: entry.url }, ...list].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
}

/** The stored list; anything corrupt (not JSON, wrong shapes) is ignored entry by entry. */
export function loadRecentSearches(): RecentSearch[] {
  const data = readJson(RECENT_SEARCHES_KEY);
  if (!Array.isArray(data)) return [];
  const out: RecentSearch[] = [];
  for (const entry of data)
    if (isRecentSearch(entry) && !out.some((r) => r.title === entry.title)) out.push(entry);
  return out.slice(0, MAX_RECENT_SEARCHES);
}

export function saveRecentSearches(list: readonly RecentSearch[]): void {
  writeJson(RECENT_SEARCHES_KEY, list);
}
