import { assign, fromPromise, raise, setup } from 'xstate';
import type { FavouriteItem } from '#schemas/generated/types.ts';
import {
  addPosition,
  initialFavourites,
  FAVOURITES_FULL_TEXT,
  favouriteKeyOf,
  MAX_FAVOURITES,
  moveItem,
  placeholderItem,
  readFavouriteChanges,
  readFavouritesRecord,
  TOP_FAVOURITES,
  writeFavouriteChanges,
  writeFavouritesRecord,
} from './favourites-list.ts';
import type { FavouriteChange, FavouriteChanges, FavouritesRecord } from './favourites-list.ts';

// The header reads these without the machine (decision 027): they live with the list.
export { initialFavourites, topItems } from './favourites-list.ts';

/** Spec section 9: the 'Favourite Added' popover hides itself after 2500 ms. */
export const FAVOURITE_POPOVER_MS = 2500;
/** A failed sync tries again after this long (the spec's retry after an error, section 9). */
export const FAVOURITES_SYNC_RETRY_MS = 20_000;
/**
 * Favourites' values (temperatures, ratings, risks) are current for as long as the data cache
 * keeps an answer (spec section 9: 5 minutes); after that, the next look at the list fetches them
 * again (issue 25: 'kept current'). Times come with the events and answers (no timer: nothing
 * happens to a list nobody looks at).
 */
export const FAVOURITE_VALUES_MS = 5 * 60_000;

export interface FavouritesContext {
  /** allItems (spec section 3); topItems are the first topCount, bottomItems the rest. */
  items: FavouriteItem[];
  topCount: number;
  favsAdded: boolean;
  /** The last server sync failed: the list is safe in this browser; the UI says it could not sync. */
  syncError: boolean;
  /**
   * What was refused, in words for the visitor: an add beyond MAX_FAVOURITES, or the server's
   * 4xx answer to a sync (not an outage: retrying would be refused again). Cleared by the next
   * change's sync.
   */
  refused?: string | null;
  /** The favourite being added (while its item is fetched). */
  pendingKey: string | null;
  /** Adds and removes not yet on the server (decision 010), also kept in localStorage. */
  changes: FavouriteChanges;
  /** The changes the running sync carries: the ones it clears when the server has them. */
  syncing: FavouriteChanges;
  /** When the items' values were fetched (ms): older than FAVOURITE_VALUES_MS, a look refreshes them. */
  valuesAt: number;
}

export interface FavouritesLoadInput {
  stored: FavouritesRecord | null;
  changes: FavouriteChanges;
}

/** What a sync sends: the browser's list and its unsynced changes (merged with the server's). */
export interface FavouritesSyncInput {
  record: FavouritesRecord;
  changes: FavouriteChanges;
}

export type FavouritesEvent =
  | { type: 'favourites.add'; favouriteKey: string }
  | { type: 'favourites.remove'; favouriteKey: string }
  | { type: 'favourites.reorder'; from: number; to: number; topCount: number }
  | { type: 'favourites.reset' }
  | { type: 'favourites.retry' }
  | { type: 'favourites.added' }
  | { type: 'favourites.changed' }
  /** The list is looked at (the menu opens, the organiser shows) at `at` (ms): stale values are fetched again. */
  | { type: 'favourites.refresh'; at: number };

export interface LoadedFavourites {
  items: FavouriteItem[];
  topCount: number;
  /** True when the list came from the server because this browser had none: save it locally. */
  restored: boolean;
  /** When the values were fetched (ms); absent, the next look at the list refreshes them. */
  at?: number;
}

/** A refresh's answer: an item per key (null where it could not be had) and when. */
export interface RefreshedFavourites {
  items: (FavouriteItem | null)[];
  at: number;
}

export const bottomItems = (c: Pick<FavouritesContext, 'items' | 'topCount'>): FavouriteItem[] =>
  c.items.slice(c.topCount);
export const recordOf = (c: Pick<FavouritesContext, 'items' | 'topCount'>): FavouritesRecord => ({
  items: c.items.map(favouriteKeyOf),
  topCount: c.topCount,
});

// The app provides them (createFavouritesActors in src/favourites/favourites-api.ts); a short
// message keeps a developer's error out of the visitor's bytes before interaction.
const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`);
};

const addChange = ({ context }: { context: FavouritesContext }) => ({
  key: context.pendingKey ?? '',
  op: 'add' as const,
});

const removeChange = ({ event }: { event: FavouritesEvent }) => ({
  key: event.type === 'favourites.remove' ? event.favouriteKey : '',
  op: 'remove' as const,
});

/**
 * A reorder is a change too: its sync can be cut short by leaving the page, and only recorded
 * changes sync on the next load. The moved favourite keeps a pending add as an add (the add
 * must not be lost); otherwise it is marked as moved.
 */
const moveChange = ({ context, event }: { context: FavouritesContext; event: FavouritesEvent }) => {
  const moved = event.type === 'favourites.reorder' ? context.items[event.from] : undefined;
  const key = moved ? favouriteKeyOf(moved) : '';
  return { key, op: context.changes[key]?.op === 'add' ? ('add' as const) : ('move' as const) };
};

// Edits apply once the list is loaded (while loading, saving would overwrite the stored list).
const edits = {
  'favourites.remove': {
    actions: [
      'removeItem',
      { type: 'recordChange', params: removeChange },
      'persist',
      'requestSync',
    ],
  },
  'favourites.reorder': {
    actions: [
      { type: 'recordChange', params: moveChange },
      'reorderItems',
      'persist',
      'requestSync',
    ],
  },
} as const;

/**
 * Favourites (spec section 4 and 8): `list` loads, adds and edits; `popover` shows 'Favourite
 * Added' for 2.5 s; `sync` pushes the whole list to the server session after each change and
 * remembers a failure (nothing is lost: localStorage holds the list).
 */
export const favouritesMachine = setup({
  types: { context: {} as FavouritesContext, events: {} as FavouritesEvent },
  actors: {
    /** Stored record in, items out (each fetched; one failing is dropped, per spec section 8). */
    loadFavourites: fromPromise<LoadedFavourites, FavouritesLoadInput>(
      notProvided('loadFavourites'),
    ),
    /** One favourite item with live values; null when the server has nothing for it. */
    fetchFavourite: fromPromise<FavouriteItem | null, { favouriteKey: string }>(
      notProvided('fetchFavourite'),
    ),
    /** Merges with the server's list (decision 010), saves it there; out: the keys now saved. */
    syncFavourites: fromPromise<string[], FavouritesSyncInput>(notProvided('syncFavourites')),
    /**
     * Every favourite again, for its current values: an item each (null where it could not be
     * had: the old one stays), in the order of `keys`.
     */
    refreshFavourites: fromPromise<RefreshedFavourites, { keys: string[] }>(
      notProvided('refreshFavourites'),
    ),
    /** While a sync is failing: the browser coming back online retries at once. */
    waitForOnline: fromPromise<undefined>(
      ({ signal }) =>
        new Promise((resolve) => {
          if (typeof window !== 'undefined')
            window.addEventListener('online', () => resolve(undefined), { once: true, signal });
        }),
    ),
  },
  delays: { popoverDelay: FAVOURITE_POPOVER_MS, syncRetryDelay: FAVOURITES_SYNC_RETRY_MS },
  guards: {
    // Nothing to send while the list loads (then a sync would send an empty list).
    somethingToSync: ({ context }) =>
      context.items.length > 0 || Object.keys(context.changes).length > 0,
    isPresent: ({ context, event }) =>
      event.type === 'favourites.add' &&
      context.items.some((i) => favouriteKeyOf(i) === event.favouriteKey),
    valuesStale: ({ context, event }) =>
      event.type === 'favourites.refresh' &&
      context.items.length > 0 &&
      event.at - context.valuesAt >= FAVOURITE_VALUES_MS,
    hasItem: (_, item: FavouriteItem | null) =>
      item !== null && typeof item === 'object' && typeof item.key === 'string',
  },
  actions: {
    persist: ({ context }) => {
      writeFavouritesRecord(recordOf(context));
      writeFavouriteChanges(context.changes);
    },
    recordChange: assign(({ context }, change: { key: string; op: FavouriteChange['op'] }) =>
      change.key
        ? { changes: { ...context.changes, [change.key]: { op: change.op, at: Date.now() } } }
        : {},
    ),
    /** Adds the item at its place (top group while it has fewer than 3, else the end). */
    insertItem: assign(({ context }, item: FavouriteItem) => {
      const { index, topCount } = addPosition(context.items, context.topCount);
      const items = [...context.items];
      items.splice(index, 0, { ...item, favouriteKey: context.pendingKey ?? favouriteKeyOf(item) });
      return { items, topCount, pendingKey: null };
    }),
    requestSync: raise({ type: 'favourites.changed' }),
    logSkipped: ({ event }) =>
      console.warn(
        `Favourite ${event.type === 'favourites.add' ? event.favouriteKey : ''} is already saved`,
      ),
    logAddFailed: (_, params: { error: unknown }) =>
      console.error(
        `Failed to retrieve favourite: ${params.error instanceof Error ? params.error.message : String(params.error)}`,
      ),
    logNoItem: ({ context }) =>
      console.error(
        `Something went wrong adding favourite ${context.pendingKey ?? ''}: no item returned`,
      ),
    removeItem: assign(({ context, event }) => {
      if (event.type !== 'favourites.remove') return {};
      const items = context.items.filter((i) => favouriteKeyOf(i) !== event.favouriteKey);
      return items.length === context.items.length
        ? {}
        : { items, topCount: Math.min(TOP_FAVOURITES, items.length) };
    }),
    reorderItems: assign(({ context, event }) => {
      if (event.type !== 'favourites.reorder') return {};
      const items = moveItem(context.items, event.from, event.to);
      const top = Number.isInteger(event.topCount) ? event.topCount : context.topCount;
      return { items, topCount: Math.max(0, Math.min(TOP_FAVOURITES, items.length, top)) };
    }),
  },
}).createMachine({
  id: 'favourites',
  type: 'parallel',
  context: initialFavourites,
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadFavourites',
            src: 'loadFavourites',
            input: () => ({ stored: readFavouritesRecord(), changes: readFavouriteChanges() }),
            onDone: {
              target: 'ready',
              actions: [
                assign(({ event }) => ({
                  valuesAt: event.output.at ?? 0,
                  items: event.output.items,
                  topCount: Math.min(
                    event.output.topCount,
                    event.output.items.length,
                    TOP_FAVOURITES,
                  ),
                })),
                ({ context, event }) => {
                  if (event.output.restored) writeFavouritesRecord(recordOf(context));
                },
                // Changes left unsynced by an earlier visit (an outage) sync now.
                assign({ changes: () => readFavouriteChanges() }),
                // 'favourites.retry' is a no-op here: only a failing sync handles it, and no sync
                // runs before the list has loaded.
                raise(({ context }) => ({
                  type: Object.keys(context.changes).length
                    ? 'favourites.changed'
                    : 'favourites.retry',
                })),
              ],
            },
            // Spec section 8: a whole load failure gives an empty list.
            onError: { target: 'ready', actions: assign({ items: () => [], topCount: () => 0 }) },
          },
        },
        ready: {
          on: {
            ...edits,
            'favourites.add': [
              { guard: 'isPresent', actions: 'logSkipped' },
              {
                guard: ({ context }) => context.items.length >= MAX_FAVOURITES,
                actions: assign({ refused: FAVOURITES_FULL_TEXT }),
              },
              {
                target: 'adding',
                actions: assign({ pendingKey: ({ event }) => event.favouriteKey }),
              },
            ],
          },
        },
        adding: {
          on: edits,
          invoke: {
            id: 'fetchFavourite',
            src: 'fetchFavourite',
            input: ({ context }) => ({ favouriteKey: context.pendingKey ?? '' }),
            onDone: [
              {
                guard: { type: 'hasItem', params: ({ event }) => event.output },
                target: 'ready',
                actions: [
                  { type: 'recordChange', params: addChange },
                  { type: 'insertItem', params: ({ event }) => event.output as FavouriteItem },
                  'persist',
                  raise({ type: 'favourites.added' }),
                  'requestSync',
                ],
              },
              { target: 'ready', actions: ['logNoItem', assign({ pendingKey: null })] },
            ],
            // The server could not be asked (outage, offline): the add is kept in this browser
            // with a stand-in item and synced later (issue 11, finding 4). Nothing is lost.
            onError: [
              {
                guard: ({ context }) => placeholderItem(context.pendingKey ?? '') !== null,
                target: 'ready',
                actions: [
                  { type: 'logAddFailed', params: ({ event }) => ({ error: event.error }) },
                  { type: 'recordChange', params: addChange },
                  {
                    type: 'insertItem',
                    params: ({ context }) =>
                      placeholderItem(context.pendingKey ?? '') as FavouriteItem,
                  },
                  'persist',
                  raise({ type: 'favourites.added' }),
                  'requestSync',
                ],
              },
              {
                target: 'ready',
                actions: [
                  { type: 'logAddFailed', params: ({ event }) => ({ error: event.error }) },
                  assign({ pendingKey: null }),
                ],
              },
            ],
          },
        },
      },
    },
    popover: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'favourites.added': 'shown' } },
        shown: {
          entry: assign({ favsAdded: true }),
          exit: assign({ favsAdded: false }),
          after: { popoverDelay: 'hidden' },
          on: {
            'favourites.reset': 'hidden',
            'favourites.added': { target: 'shown', reenter: true },
          },
        },
      },
    },
    // Issue 25, 'kept current': values older than the data cache's 5 minutes are fetched again the
    // next time the list is looked at. A failed refresh keeps the values it had.
    values: {
      initial: 'current',
      states: {
        current: { on: { 'favourites.refresh': { guard: 'valuesStale', target: 'refreshing' } } },
        refreshing: {
          invoke: {
            id: 'refreshFavourites',
            src: 'refreshFavourites',
            input: ({ context }) => ({ keys: context.items.map(favouriteKeyOf) }),
            onDone: {
              target: 'current',
              actions: assign(({ context, event }) => {
                const fresh = new Map(
                  event.output.items.flatMap((i) => (i ? [[favouriteKeyOf(i), i] as const] : [])),
                );
                return {
                  valuesAt: event.output.at,
                  items: context.items.map((i) => {
                    const key = favouriteKeyOf(i);
                    const next = fresh.get(key);
                    return next ? { ...next, favouriteKey: key } : i;
                  }),
                };
              }),
            },
            onError: 'current',
          },
        },
      },
    },
    sync: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'favourites.changed': { guard: 'somethingToSync', target: 'saving' },
          },
        },
        saving: {
          entry: assign({ syncing: ({ context }) => context.changes, refused: null }),
          on: { 'favourites.changed': { target: 'saving', reenter: true } },
          invoke: {
            id: 'syncFavourites',
            src: 'syncFavourites',
            input: ({ context }) => ({ record: recordOf(context), changes: context.changes }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => {
                  // What the server holds that this browser lacked (another tab's add) joins
                  // the end of the list; the server's copy has its values on the next visit.
                  const known = new Set(context.items.map(favouriteKeyOf));
                  const restored = event.output
                    .filter((k) => !known.has(k) && context.changes[k]?.op !== 'remove')
                    .map(placeholderItem)
                    .filter((i): i is FavouriteItem => i !== null);
                  const changes = Object.fromEntries(
                    Object.entries(context.changes).filter(
                      ([key, c]) => context.syncing[key]?.at !== c.at,
                    ),
                  );
                  return {
                    items: restored.length ? [...context.items, ...restored] : context.items,
                    changes,
                    syncing: {},
                    syncError: false,
                  };
                }),
                'persist',
              ],
            },
            onError: [
              {
                // A 4xx (favourites-api.ts marks it): the server would refuse it again.
                guard: ({ event }) =>
                  (event.error as { refused?: boolean } | null)?.refused === true,
                target: 'refused',
                // The server's own words ('A list holds at most 50 favourites').
                actions: assign({ refused: ({ event }) => (event.error as Error).message }),
              },
              { target: 'failed', actions: assign({ syncError: true, syncing: {} }) },
            ],
          },
        },
        // The server answered that it will not take this list: no retry loop; the next change
        // (a favourite removed, say) syncs again.
        refused: { on: { 'favourites.changed': 'saving' } },
        // Retries by itself: after a while, when the browser comes back online, or on a change.
        failed: {
          invoke: { src: 'waitForOnline', onDone: 'saving' },
          after: { syncRetryDelay: 'saving' },
          on: { 'favourites.changed': 'saving', 'favourites.retry': 'saving' },
        },
      },
    },
  },
});
