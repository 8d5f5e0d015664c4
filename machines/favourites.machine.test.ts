import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { FavouriteItem } from '#schemas/generated/types.ts';
import { favourite, favouritesModel } from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';
import type { CheckContext } from './testing/state-checks.ts';
import {
  bottomItems,
  FAVOURITE_POPOVER_MS,
  favouritesMachine,
  recordOf,
  topItems,
} from './favourites.machine.ts';
import type { LoadedFavourites } from './favourites.machine.ts';
import { FAVOURITES_KEY, favouriteKeyOf, readFavouritesRecord } from './favourites-list.ts';
import type { FavouritesRecord } from './favourites-list.ts';
import { memoryStorage, storage } from './storage.ts';

const item = favourite;

beforeEach(() => {
  storage.setAdapter(memoryStorage());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  storage.setAdapter(null);
  vi.restoreAllMocks();
});

const keys = (items: FavouriteItem[]) => items.map((i) => i.key);
type At = CheckContext<typeof favouritesMachine>;
/** The favourite key a step names (add, remove), if any. */
const keyOf = ({ event }: At): string | undefined =>
  event?.type === 'favourites.add' || event?.type === 'favourites.remove'
    ? event.favouriteKey
    : undefined;
const stepped = (at: At, type: string): boolean => at.step?.event.type === type;

describeModel('favourites machine', favouritesModel, {
  states: {
    // The list a visitor sees: at most 3 top items, each favourite once; every edit is saved
    // (what the load brings is already stored).
    list: ({ context }, at) => {
      expect(context.topCount).toBeLessThanOrEqual(Math.min(3, context.items.length));
      expect(new Set(context.items.map((i) => i.favouriteKey)).size).toBe(context.items.length);
      const changed = at.previous && at.previous.context.items !== context.items;
      if (changed && !at.step?.event.type.endsWith('.actor.loadFavourites'))
        expect(readFavouritesRecord()).toEqual(recordOf(context));
    },
    'list.loading': ({ context }) => {
      expect([context.items, context.topCount, context.pendingKey]).toEqual([[], 0, null]);
    },
    'list.ready': ({ context }, at) => {
      expect(context.pendingKey).toBeNull();
      const before = at.previous?.context;
      if (stepped(at, 'xstate.done.actor.loadFavourites'))
        expect([keys(context.items), context.topCount]).toEqual([['auckland'], 1]);
      else if (stepped(at, 'xstate.error.actor.loadFavourites'))
        expect([context.items, context.topCount]).toEqual([[], 0]);
      else if (stepped(at, 'xstate.error.actor.fetchFavourite')) {
        expect(console.error).toHaveBeenLastCalledWith('Failed to retrieve favourite: HTTP 500');
        expect(context.items).toEqual(before?.items);
      } else if (stepped(at, 'xstate.done.actor.fetchFavourite')) {
        const added = context.items.find((i) => i.key === 'wellington');
        if (added) expect(added.favouriteKey).toBe(before?.pendingKey);
        else {
          expect(console.error).toHaveBeenLastCalledWith(
            `Something went wrong adding favourite ${before?.pendingKey}: no item returned`,
          );
          expect(context.items).toEqual(before?.items);
        }
      } else if (stepped(at, 'favourites.add')) {
        expect(console.warn).toHaveBeenLastCalledWith(`Favourite ${keyOf(at)} is already saved`);
        expect(context.items).toEqual(before?.items);
      } else if (stepped(at, 'favourites.remove'))
        expect(context.items.map(favouriteKeyOf)).not.toContain(keyOf(at));
    },
    // Fetching the new favourite: the list is unchanged until it arrives.
    'list.adding': ({ context }, at) => {
      if (stepped(at, 'favourites.add')) {
        expect(context.pendingKey).toBe(keyOf(at));
        expect(context.items).toEqual(at.previous?.context.items);
      } else expect(context.pendingKey).toBe(at.previous?.context.pendingKey);
    },
    'popover.hidden': ({ context }) => expect(context.favsAdded).toBe(false),
    // 'Favourite Added' shows right after an add.
    'popover.shown': ({ context }) => expect(context.favsAdded).toBe(true),
    'sync.idle': ({ context }) => expect(context.syncError).toBe(false),
    // Still unsynced while a retry is saving; cleared only by a successful sync.
    'sync.saving': ({ context }, at) =>
      expect(context.syncError).toBe(at.previous?.context.syncError ?? false),
    'sync.failed': ({ context }) => expect(context.syncError).toBe(true),
  },
});

interface Fakes {
  load?: (stored: FavouritesRecord | null) => Promise<LoadedFavourites>;
  fetch?: (key: string) => Promise<FavouriteItem | null>;
  sync?: (record: FavouritesRecord) => Promise<void>;
}

async function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const synced: FavouritesRecord[] = [];
  const machine = favouritesMachine.provide({
    actors: {
      loadFavourites: fromPromise<LoadedFavourites, { stored: FavouritesRecord | null }>(
        ({ input }) =>
          (fakes.load ?? (async () => ({ items: [], topCount: 0, restored: false })))(input.stored),
      ),
      fetchFavourite: fromPromise<FavouriteItem | null, { favouriteKey: string }>(({ input }) =>
        (fakes.fetch ?? (async (k: string) => item(k.split('/')[1]!)))(input.favouriteKey),
      ),
      syncFavourites: fromPromise<undefined, FavouritesRecord>(async ({ input }) => {
        synced.push(input);
        await fakes.sync?.(input);
        return undefined;
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  await waitFor(actor, (s) => s.matches({ list: 'ready' }));
  return { actor, clock, synced };
}

const ready = (actor: Awaited<ReturnType<typeof start>>['actor']) =>
  waitFor(actor, (s) => s.matches({ list: 'ready' }));

describe('favourites machine', () => {
  it('loads the stored record: the first topCount items are top items', async () => {
    storage.setAdapter(
      memoryStorage({
        [FAVOURITES_KEY]: JSON.stringify({
          items: ['towns-cities/a', 'towns-cities/b', 'towns-cities/c'],
          topCount: 2,
        }),
      }),
    );
    const { actor } = await start({
      load: async (stored) => ({
        items: stored!.items.map((k) => item(k.split('/')[1]!)),
        topCount: stored!.topCount,
        restored: false,
      }),
    });
    expect(keys(topItems(actor.getSnapshot().context))).toEqual(['a', 'b']);
    expect(keys(bottomItems(actor.getSnapshot().context))).toEqual(['c']);
  });

  it('adds to the top group while it has fewer than 3, then at the end; favsAdded shows for 2.5 s', async () => {
    const { actor, clock, synced } = await start();
    for (const k of ['a', 'b', 'c', 'd']) {
      actor.send({ type: 'favourites.add', favouriteKey: `towns-cities/${k}` });
      await ready(actor);
    }
    const c = actor.getSnapshot().context;
    expect([keys(topItems(c)), keys(bottomItems(c))]).toEqual([['a', 'b', 'c'], ['d']]);
    expect(readFavouritesRecord()).toEqual({
      items: ['towns-cities/a', 'towns-cities/b', 'towns-cities/c', 'towns-cities/d'],
      topCount: 3,
    });
    expect(c.favsAdded).toBe(true);
    clock.increment(FAVOURITE_POPOVER_MS - 1);
    expect(actor.getSnapshot().context.favsAdded).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().context.favsAdded).toBe(false);
    await waitFor(actor, (s) => s.matches({ sync: 'idle' }));
    expect(synced.at(-1)).toEqual(readFavouritesRecord());
  });

  it('skips a favourite already present, with a console note', async () => {
    const fetch = vi.fn(async (k: string) => item(k.split('/')[1]!));
    const { actor } = await start({ fetch });
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/a' });
    await ready(actor);
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/a' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith('Favourite towns-cities/a is already saved');
  });

  it('add failure logs and leaves state unchanged; no item stores nothing', async () => {
    const { actor } = await start({
      fetch: async (k) => (k.endsWith('/x') ? null : Promise.reject(new Error('HTTP 500'))),
    });
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/y' });
    await ready(actor);
    expect(console.error).toHaveBeenCalledWith('Failed to retrieve favourite: HTTP 500');
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/x' });
    await ready(actor);
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(readFavouritesRecord()).toBeNull();
  });

  it('remove promotes the first bottom item; topCount = min(3, remaining)', async () => {
    const { actor } = await start({
      load: async () => ({
        items: ['a', 'b', 'c', 'd'].map((k) => item(k)),
        topCount: 3,
        restored: false,
      }),
    });
    actor.send({ type: 'favourites.remove', favouriteKey: 'towns-cities/b' });
    const c = actor.getSnapshot().context;
    expect([keys(topItems(c)), keys(bottomItems(c))]).toEqual([['a', 'c', 'd'], []]);
    expect(readFavouritesRecord()).toEqual({
      items: ['towns-cities/a', 'towns-cities/c', 'towns-cities/d'],
      topCount: 3,
    });
  });

  it('reorder moves over the combined list and saves the new top count', async () => {
    const { actor } = await start({
      load: async () => ({
        items: ['a', 'b', 'c', 'd'].map((k) => item(k)),
        topCount: 3,
        restored: false,
      }),
    });
    actor.send({ type: 'favourites.reorder', from: 3, to: 0, topCount: 3 });
    expect(keys(topItems(actor.getSnapshot().context))).toEqual(['d', 'a', 'b']);
    expect(readFavouritesRecord()?.items[0]).toBe('towns-cities/d');
  });

  it('a failed sync sets syncError and keeps the list; a later change retries', async () => {
    let fail = true;
    const { actor } = await start({
      sync: async () => (fail ? Promise.reject(new Error('HTTP 503')) : undefined),
    });
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/a' });
    await waitFor(actor, (s) => s.matches({ sync: 'failed' }));
    expect(actor.getSnapshot().context.syncError).toBe(true);
    expect(keys(actor.getSnapshot().context.items)).toEqual(['a']);
    fail = false;
    actor.send({ type: 'favourites.retry' });
    await waitFor(actor, (s) => s.matches({ sync: 'idle' }));
    expect(actor.getSnapshot().context.syncError).toBe(false);
  });

  it('a whole load failure gives an empty list; a restored list is saved locally', async () => {
    const failed = await start({ load: async () => Promise.reject(new Error('offline')) });
    expect(failed.actor.getSnapshot().context.items).toEqual([]);
    await start({ load: async () => ({ items: [item('a')], topCount: 1, restored: true }) });
    expect(readFavouritesRecord()).toEqual({ items: ['towns-cities/a'], topCount: 1 });
  });
});
