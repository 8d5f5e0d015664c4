import { fromPromise } from 'xstate';
import type { FavouriteItem } from '#schemas/generated/types.ts';
import {
  mergeFavourites,
  normaliseRecord,
  placeholderItem,
  unavailableItem,
} from '#machines/favourites-list.ts';
import type { FavouriteChanges, FavouritesRecord } from '#machines/favourites-list.ts';
import type {
  FavouritesLoadInput,
  FavouritesSyncInput,
  LoadedFavourites,
  RefreshedFavourites,
} from '#machines/favourites.machine.ts';

function isFavouriteItem(v: unknown): v is FavouriteItem {
  const i = v as Partial<FavouriteItem> | null;
  return (
    typeof i === 'object' &&
    i !== null &&
    typeof i.key === 'string' &&
    typeof i.type === 'string' &&
    typeof i.label === 'string' &&
    typeof i.link?.url === 'string'
  );
}

/** The favourites endpoints (server/favourites/favourites-routes.ts), with the session cookie. */
export interface FavouritesApi {
  /** The item, or 'unknown' when the server has no such favourite (404). Throws on other failures. */
  fetchItem(favouriteKey: string): Promise<FavouriteItem | 'unknown'>;
  fetchList(): Promise<FavouritesRecord>;
  saveList(record: FavouritesRecord): Promise<void>;
}

export interface FavouritesApiOptions {
  apiPrefix?: string;
  fetch?: typeof fetch;
}

/**
 * The server's message. A 4xx other than 429 (too many requests) is marked `refused`: the server
 * would refuse it again, so the favourites machine does not retry it (issue 28).
 */
async function failure(res: Response): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const message =
    typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${res.status}`;
  return Object.assign(new Error(message), { refused: res.status < 500 && res.status !== 429 });
}

export function createFavouritesApi(options: FavouritesApiOptions = {}): FavouritesApi {
  const base = `${options.apiPrefix ?? '/api'}/favourites`;
  const http = (url: string, init: RequestInit = {}) =>
    (options.fetch ?? fetch)(url, {
      credentials: 'include',
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  return {
    async fetchItem(favouriteKey) {
      const res = await http(
        `${base}/${favouriteKey.split('/').map(encodeURIComponent).join('/')}`,
      );
      if (res.status === 404) return 'unknown';
      if (!res.ok) throw await failure(res);
      const item: unknown = await res.json();
      // The server validates every item it answers (validateFavouriteItem); the browser only checks
      // what it relies on, keeping 10 KB of validator code out of the page (decision 004).
      if (!isFavouriteItem(item))
        throw new Error(`The favourite ${favouriteKey} came back in an unexpected shape`);
      return item;
    },
    async fetchList() {
      const res = await http(base);
      if (!res.ok) throw await failure(res);
      return normaliseRecord(await res.json()) ?? { items: [], topCount: 0 };
    },
    async saveList(record) {
      const res = await http(`${base}/order`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(record),
      });
      if (!res.ok) throw await failure(res);
    },
  };
}

/**
 * Loads a stored list (spec section 8): each item fetched; one the server no longer knows is kept
 * and shown as no longer available (issue 25: never dropped silently); one that cannot be fetched
 * right now is kept as a placeholder so nothing is lost.
 * No stored record (cleared or unreadable) -> the session's list on the server with this
 * browser's unsynced changes applied (decision 010), or those changes alone while it is down.
 */
export async function loadFavourites(
  api: FavouritesApi,
  stored: FavouritesRecord | null,
  changes: FavouriteChanges = {},
): Promise<LoadedFavourites> {
  let record = stored;
  let restored = false;
  if (!record) {
    record = mergeFavourites(null, await api.fetchList().catch(() => null), changes);
    restored = record.items.length > 0;
  }
  const results = await Promise.all(
    record.items.map(async (key) => {
      try {
        const item = await api.fetchItem(key);
        return item === 'unknown' ? unavailableItem(key) : { ...item, favouriteKey: key };
      } catch {
        return placeholderItem(key);
      }
    }),
  );
  let topCount = 0;
  const items: FavouriteItem[] = [];
  results.forEach((item, i) => {
    if (!item) return;
    if (i < (record?.topCount ?? 0)) topCount += 1;
    items.push(item);
  });
  return { items, topCount, restored, at: Date.now() };
}

/** The machine's actors over the API: `favouritesMachine.provide({ actors: createFavouritesActors(api) })`. */
export function createFavouritesActors(api: FavouritesApi) {
  return {
    loadFavourites: fromPromise<LoadedFavourites, FavouritesLoadInput>(({ input }) =>
      loadFavourites(api, input.stored, input.changes),
    ),
    fetchFavourite: fromPromise<FavouriteItem | null, { favouriteKey: string }>(
      async ({ input }) => {
        const item = await api.fetchItem(input.favouriteKey);
        return item === 'unknown' ? null : item;
      },
    ),
    // Each favourite again for its values; one that fails keeps its old values (null).
    refreshFavourites: fromPromise<RefreshedFavourites, { keys: string[] }>(async ({ input }) => ({
      items: await Promise.all(
        input.keys.map((key) =>
          api.fetchItem(key).then(
            (item) => (item === 'unknown' ? unavailableItem(key) : item),
            () => null,
          ),
        ),
      ),
      at: Date.now(),
    })),
    // The server's list first, so what it holds and this browser lacks is kept (decision 010).
    syncFavourites: fromPromise<string[], FavouritesSyncInput>(async ({ input }) => {
      const merged = mergeFavourites(input.record, await api.fetchList(), input.changes);
      await api.saveList(merged);
      return merged.items;
    }),
  };
}
