import { assign, fromPromise, raise, setup } from 'xstate';
import type { FavouriteItem } from '#schemas/generated/types.ts';
import {
  addPosition,
  favouriteKeyOf,
  moveItem,
  readFavouritesRecord,
  TOP_FAVOURITES,
  writeFavouritesRecord,
} from './favourites-list.ts';
import type { FavouritesRecord } from './favourites-list.ts';

/** Spec section 9: the 'Favourite Added' popover hides itself after 2500 ms. */
export const FAVOURITE_POPOVER_MS = 2500;

export interface FavouritesContext {
  /** allItems (spec section 3); topItems are the first topCount, bottomItems the rest. */
  items: FavouriteItem[];
  topCount: number;
  favsAdded: boolean;
  /** The last server sync failed: the list is safe in this browser; the UI says it could not sync. */
  syncError: boolean;
  /** The favourite being added (while its item is fetched). */
  pendingKey: string | null;
}

export type FavouritesEvent =
  | { type: 'favourites.add'; favouriteKey: string }
  | { type: 'favourites.remove'; favouriteKey: string }
  | { type: 'favourites.reorder'; from: number; to: number; topCount: number }
  | { type: 'favourites.reset' }
  | { type: 'favourites.retry' }
  | { type: 'favourites.added' }
  | { type: 'favourites.changed' };

export interface LoadedFavourites {
  items: FavouriteItem[];
  topCount: number;
  /** True when the list came from the server because this browser had none: save it locally. */
  restored: boolean;
}

export const topItems = (c: Pick<FavouritesContext, 'items' | 'topCount'>): FavouriteItem[] =>
  c.items.slice(0, c.topCount);
export const bottomItems = (c: Pick<FavouritesContext, 'items' | 'topCount'>): FavouriteItem[] =>
  c.items.slice(c.topCount);
export const recordOf = (c: Pick<FavouritesContext, 'items' | 'topCount'>): FavouritesRecord => ({
  items: c.items.map(favouriteKeyOf),
  topCount: c.topCount,
});

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(
    `${name} is not provided: use createFavouritesActors (src/favourites/favourites-actors.ts)`,
  );
};

// Edits apply once the list is loaded (while loading, saving would overwrite the stored list).
const edits = {
  'favourites.remove': { actions: ['removeItem', 'persist', 'requestSync'] },
  'favourites.reorder': { actions: ['reorderItems', 'persist', 'requestSync'] },
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
    loadFavourites: fromPromise<LoadedFavourites, { stored: FavouritesRecord | null }>(
      notProvided('loadFavourites'),
    ),
    /** One favourite item with live values; null when the server has nothing for it. */
    fetchFavourite: fromPromise<FavouriteItem | null, { favouriteKey: string }>(
      notProvided('fetchFavourite'),
    ),
    syncFavourites: fromPromise<undefined, FavouritesRecord>(notProvided('syncFavourites')),
  },
  delays: { popoverDelay: FAVOURITE_POPOVER_MS },
  guards: {
    isPresent: ({ context, event }) =>
      event.type === 'favourites.add' &&
      context.items.some((i) => favouriteKeyOf(i) === event.favouriteKey),
    hasItem: (_, item: FavouriteItem | null) =>
      item !== null && typeof item === 'object' && typeof item.key === 'string',
  },
  actions: {
    persist: ({ context }) => writeFavouritesRecord(recordOf(context)),
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
  context: { items: [], topCount: 0, favsAdded: false, syncError: false, pendingKey: null },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadFavourites',
            src: 'loadFavourites',
            input: () => ({ stored: readFavouritesRecord() }),
            onDone: {
              target: 'ready',
              actions: [
                assign(({ event }) => ({
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
                  assign(({ context, event }) => {
                    const item = event.output as FavouriteItem;
                    const { index, topCount } = addPosition(context.items, context.topCount);
                    const items = [...context.items];
                    items.splice(index, 0, {
                      ...item,
                      favouriteKey: context.pendingKey ?? favouriteKeyOf(item),
                    });
                    return { items, topCount, pendingKey: null };
                  }),
                  'persist',
                  raise({ type: 'favourites.added' }),
                  'requestSync',
                ],
              },
              { target: 'ready', actions: ['logNoItem', assign({ pendingKey: null })] },
            ],
            onError: {
              target: 'ready',
              actions: [
                { type: 'logAddFailed', params: ({ event }) => ({ error: event.error }) },
                assign({ pendingKey: null }),
              ],
            },
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
    sync: {
      initial: 'idle',
      states: {
        idle: { on: { 'favourites.changed': 'saving' } },
        saving: {
          on: { 'favourites.changed': { target: 'saving', reenter: true } },
          invoke: {
            id: 'syncFavourites',
            src: 'syncFavourites',
            input: ({ context }) => recordOf(context),
            onDone: { target: 'idle', actions: assign({ syncError: false }) },
            onError: { target: 'failed', actions: assign({ syncError: true }) },
          },
        },
        failed: { on: { 'favourites.changed': 'saving', 'favourites.retry': 'saving' } },
      },
    },
  },
});
