import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { FavouriteItem } from '#schemas/generated/types.ts';
import {
  AUCKLAND_NOW,
  favourite,
  favouritesModel,
  FULL_LIST,
  SYNC_REFUSAL,
} from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';
import type { CheckContext } from './testing/state-checks.ts';
import {
  bottomItems,
  FAVOURITE_POPOVER_MS,
  FAVOURITES_SYNC_RETRY_MS,
  FAVOURITE_VALUES_MS,
  favouritesMachine,
  recordOf,
  topItems,
} from './favourites.machine.ts';
import type {
  FavouritesLoadInput,
  FavouritesSyncInput,
  LoadedFavourites,
  RefreshedFavourites,
} from './favourites.machine.ts';
import {
  FAVOURITE_CHANGES_KEY,
  FAVOURITES_FULL_TEXT,
  FAVOURITES_KEY,
  MAX_FAVOURITES,
  favouriteKeyOf,
  readFavouriteChanges,
  readFavouritesRecord,
} from './favourites-list.ts';
import type { FavouriteChanges, FavouritesRecord } from './favourites-list.ts';
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
      // A load brings what is stored already; a refresh only new values of the same keys.
      const valuesOnly = /\.actor\.(loadFavourites|refreshFavourites)$/.test(
        at.step?.event.type ?? '',
      );
      if (changed && !valuesOnly) {
        expect(readFavouritesRecord()).toEqual(recordOf(context));
        expect(readFavouriteChanges()).toEqual(context.changes);
      }
    },
    'list.loading': ({ context }) => {
      expect([context.items, context.topCount, context.pendingKey]).toEqual([[], 0, null]);
    },
    'list.ready': ({ context }, at) => {
      expect(context.pendingKey).toBeNull();
      const before = at.previous?.context;
      if (stepped(at, 'xstate.done.actor.loadFavourites'))
        expect([keys(context.items), context.topCount]).toEqual(
          context.items.length === 1 ? [['auckland'], 1] : [keys(FULL_LIST), 3],
        );
      else if (stepped(at, 'xstate.error.actor.loadFavourites'))
        expect([context.items, context.topCount]).toEqual([[], 0]);
      else if (stepped(at, 'xstate.error.actor.fetchFavourite')) {
        // The server could not be asked: the add is kept in this browser, to sync later.
        expect(console.error).toHaveBeenLastCalledWith('Failed to retrieve favourite: HTTP 500');
        expect(context.items.find((i) => i.favouriteKey === before?.pendingKey)?.label).toBe(
          'Wellington',
        );
        expect(context.changes[before?.pendingKey ?? '']?.op).toBe('add');
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
        // Already saved, or the list is full: nothing changes, and the visitor is told why.
        const present = before?.items.some((i) => i.favouriteKey === keyOf(at));
        if (present)
          expect(console.warn).toHaveBeenLastCalledWith(`Favourite ${keyOf(at)} is already saved`);
        else {
          expect(before?.items).toHaveLength(MAX_FAVOURITES);
          expect(context.refused).toBe(FAVOURITES_FULL_TEXT);
        }
        expect(context.items).toEqual(before?.items);
      } else if (stepped(at, 'favourites.remove')) {
        expect(context.items.map(favouriteKeyOf)).not.toContain(keyOf(at));
        expect(context.changes[keyOf(at) ?? '']?.op).toBe('remove');
      }
    },
    // Fetching the new favourite: the list is unchanged until it arrives.
    'list.adding': ({ context }, at) => {
      if (stepped(at, 'favourites.add')) {
        expect(context.pendingKey).toBe(keyOf(at));
        expect(context.items).toEqual(at.previous?.context.items);
      } else expect(context.pendingKey).toBe(at.previous?.context.pendingKey);
    },
    // Issue 25, 'kept current': a refresh brings each favourite's values now, keeps an item the
    // refresh could not get, and never changes which favourites there are or their order.
    'values.current': ({ context }, at) => {
      const before = at.previous?.context;
      if (stepped(at, 'favourites.refresh')) expect(context.items).toBe(before?.items);
      if (!before || !stepped(at, 'xstate.done.actor.refreshFavourites')) return;
      expect(context.items.map(favouriteKeyOf)).toEqual(before.items.map(favouriteKeyOf));
      expect(context.valuesAt).toBe(10 * 60_000);
      const auckland = context.items.find((i) => i.key === 'auckland');
      if (auckland) expect(auckland.value).toEqual(AUCKLAND_NOW.value);
      for (const i of context.items.filter((i) => i.key !== 'auckland'))
        expect(i).toBe(before.items.find((b) => b.favouriteKey === i.favouriteKey));
    },
    // Only a list with favourites, whose values are over 5 minutes old, is refreshed.
    'values.refreshing': ({ context }, at) => {
      const e = at.event;
      if (e?.type !== 'favourites.refresh') return;
      expect(context.items.length).toBeGreaterThan(0);
      expect(e.at - context.valuesAt).toBeGreaterThanOrEqual(FAVOURITE_VALUES_MS);
    },
    'popover.hidden': ({ context }) => expect(context.favsAdded).toBe(false),
    // 'Favourite Added' shows right after an add.
    'popover.shown': ({ context }) => expect(context.favsAdded).toBe(true),
    // A sync that went through clears the changes it carried; what the server held that this
    // browser lacked joins the list, but never a favourite removed here.
    'sync.idle': ({ context }, at) => {
      expect(context.syncError).toBe(false);
      const before = at.previous?.context;
      if (!before || !stepped(at, 'xstate.done.actor.syncFavourites')) return;
      expect(context.changes).toEqual({});
      const shown = context.items.map(favouriteKeyOf);
      expect(shown).toContain('towns-cities/nelson');
      for (const [key, c] of Object.entries(before.changes))
        if (c.op === 'remove') expect(shown).not.toContain(key);
    },
    // Still unsynced while a retry is saving; cleared only by a successful sync.
    'sync.saving': ({ context }, at) => {
      expect(context.syncError).toBe(at.previous?.context.syncError ?? false);
      expect(context.syncing).toEqual(context.changes);
      expect(context.refused).toBeNull();
    },
    // The server refused the list (a 4xx): it says what, keeps everything in this browser, and
    // does not retry by itself (no timer, no online wait: only a new change syncs again).
    'sync.refused': ({ context }, at) => {
      expect(context.refused).toBe(SYNC_REFUSAL.message);
      if (at.previous) expect(context.changes).toEqual(at.previous.context.changes);
      expect(readFavouriteChanges()).toEqual(context.changes);
    },
    // Nothing is lost: the unsynced changes stay, in this browser too.
    'sync.failed': ({ context }, at) => {
      expect(context.syncError).toBe(true);
      if (at.previous) expect(context.changes).toEqual(at.previous.context.changes);
      expect(readFavouriteChanges()).toEqual(context.changes);
    },
  },
});

interface Fakes {
  refresh?: (keys: string[]) => Promise<RefreshedFavourites>;
  load?: (stored: FavouritesRecord | null) => Promise<LoadedFavourites>;
  fetch?: (key: string) => Promise<FavouriteItem | null>;
  sync?: (input: FavouritesSyncInput) => Promise<void>;
}

async function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const synced: FavouritesSyncInput[] = [];
  const machine = favouritesMachine.provide({
    actors: {
      loadFavourites: fromPromise<LoadedFavourites, FavouritesLoadInput>(({ input }) =>
        (fakes.load ?? (async () => ({ items: [], topCount: 0, restored: false })))(input.stored),
      ),
      fetchFavourite: fromPromise<FavouriteItem | null, { favouriteKey: string }>(({ input }) =>
        (fakes.fetch ?? (async (k: string) => item(k.split('/')[1]!)))(input.favouriteKey),
      ),
      refreshFavourites: fromPromise<RefreshedFavourites, { keys: string[] }>(({ input }) =>
        (fakes.refresh ?? (async () => ({ items: [], at: 0 })))(input.keys),
      ),
      syncFavourites: fromPromise<string[], FavouritesSyncInput>(async ({ input }) => {
        synced.push(input);
        await fakes.sync?.(input);
        return input.record.items;
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  await waitFor(actor, (s) => s.matches({ list: 'ready' }));
  return { actor, clock, synced };
}

/** A load that brings these favourites, the first three on top. */
const stored = (keys: string[]) => async (): Promise<LoadedFavourites> => ({
  items: keys.map((k) => item(k)),
  topCount: 3,
  restored: false,
});

const ready = (actor: Awaited<ReturnType<typeof start>>['actor']) =>
  waitFor(actor, (s) => s.matches({ list: 'ready' }));

describe('favourites machine', () => {
  it('keeps values current: a look within 5 minutes fetches nothing, a later one everything', async () => {
    const asked: string[][] = [];
    const { actor } = await start({
      load: async () => ({ ...(await stored(['auckland', 'nelson'])()), at: 1_000 }),
      refresh: async (keys) => {
        asked.push(keys);
        return { items: [{ ...item('nelson'), value: { temp: 19 } }, null], at: 400_000 };
      },
    });
    actor.send({ type: 'favourites.refresh', at: 1_000 + FAVOURITE_VALUES_MS - 1 });
    expect(actor.getSnapshot().matches({ values: 'current' })).toBe(true);
    expect(asked).toEqual([]);
    actor.send({ type: 'favourites.refresh', at: 1_000 + FAVOURITE_VALUES_MS });
    await waitFor(actor, (s) => s.matches({ values: 'current' }));
    expect(asked).toEqual([['towns-cities/auckland', 'towns-cities/nelson']]);
    const items = actor.getSnapshot().context.items;
    expect(items.map((i) => [i.key, i.value?.temp])).toEqual([
      ['auckland', undefined],
      ['nelson', 19],
    ]);
    expect(actor.getSnapshot().context.valuesAt).toBe(400_000);
  });

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
    expect(synced.at(-1)?.record).toEqual(readFavouritesRecord());
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

  it('an add the server cannot be asked about is kept in this browser; one it does not know is not', async () => {
    const { actor } = await start({
      fetch: async (k) => (k.endsWith('/x') ? null : Promise.reject(new Error('HTTP 503'))),
      sync: async () => Promise.reject(new Error('offline')),
    });
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/new-plymouth' });
    await ready(actor);
    expect(console.error).toHaveBeenCalledWith('Failed to retrieve favourite: HTTP 503');
    expect(actor.getSnapshot().context.items.map((i) => i.label)).toEqual(['New Plymouth']);
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/x' });
    await ready(actor);
    expect(readFavouritesRecord()).toEqual({ items: ['towns-cities/new-plymouth'], topCount: 1 });
    expect(Object.keys(readFavouriteChanges())).toEqual(['towns-cities/new-plymouth']);
  });

  it('remove promotes the first bottom item; topCount = min(3, remaining)', async () => {
    const { actor } = await start({
      load: stored(['a', 'b', 'c', 'd']),
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
      load: stored(['a', 'b', 'c', 'd']),
    });
    actor.send({ type: 'favourites.reorder', from: 3, to: 0, topCount: 3 });
    expect(keys(topItems(actor.getSnapshot().context))).toEqual(['d', 'a', 'b']);
    expect(readFavouritesRecord()?.items[0]).toBe('towns-cities/d');
  });

  it('a reorder is kept as a change until a sync carries it, so a sync cut short runs on the next load', async () => {
    const { actor } = await start({
      load: stored(['a', 'b', 'c', 'd']),
      sync: () => new Promise(() => {}), // the visitor leaves before the server answers
    });
    actor.send({ type: 'favourites.reorder', from: 3, to: 0, topCount: 3 });
    expect(readFavouriteChanges()['towns-cities/d']?.op).toBe('move');

    const next = await start({
      load: stored(['d', 'a', 'b', 'c']),
    });
    await waitFor(next.actor, (s) => s.matches({ sync: 'idle' }) && next.synced.length > 0);
    expect(next.synced[0]?.record.items[0]).toBe('towns-cities/d');
    expect(readFavouriteChanges()).toEqual({});
  });

  it('moving a favourite whose add is not on the server yet keeps it an add', async () => {
    const { actor } = await start({ sync: () => new Promise(() => {}) });
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/a' });
    await ready(actor);
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/b' });
    await ready(actor);
    actor.send({ type: 'favourites.reorder', from: 1, to: 0, topCount: 2 });
    expect(readFavouriteChanges()['towns-cities/b']?.op).toBe('add');
  });

  it('a failed sync keeps the changes; it retries by itself after 20 s and then clears them', async () => {
    let fail = true;
    const { actor, clock, synced } = await start({
      sync: async () => (fail ? Promise.reject(new Error('HTTP 503')) : undefined),
    });
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/a' });
    await waitFor(actor, (s) => s.matches({ sync: 'failed' }));
    expect(actor.getSnapshot().context.syncError).toBe(true);
    expect(keys(actor.getSnapshot().context.items)).toEqual(['a']);
    expect(readFavouriteChanges()['towns-cities/a']?.op).toBe('add');
    fail = false;
    clock.increment(FAVOURITES_SYNC_RETRY_MS - 1);
    expect(actor.getSnapshot().matches({ sync: 'failed' })).toBe(true);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ sync: 'idle' }));
    expect(actor.getSnapshot().context.syncError).toBe(false);
    expect(synced.at(-1)?.changes['towns-cities/a']?.op).toBe('add');
    expect(readFavouriteChanges()).toEqual({});
  });

  it('favourites.retry (the browser back online) syncs at once', async () => {
    let fail = true;
    const { actor } = await start({
      sync: async () => (fail ? Promise.reject(new Error('HTTP 503')) : undefined),
    });
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/a' });
    await waitFor(actor, (s) => s.matches({ sync: 'failed' }));
    fail = false;
    actor.send({ type: 'favourites.retry' });
    await waitFor(actor, (s) => s.matches({ sync: 'idle' }));
    expect(actor.getSnapshot().context.changes).toEqual({});
  });

  it('changes left unsynced by an earlier visit sync on the next load', async () => {
    const changes: FavouriteChanges = {
      'towns-cities/a': { op: 'add', at: 1 },
      'towns-cities/b': { op: 'remove', at: 2 },
    };
    storage.setAdapter(
      memoryStorage({
        [FAVOURITES_KEY]: JSON.stringify({ items: ['towns-cities/a'], topCount: 1 }),
        [FAVOURITE_CHANGES_KEY]: JSON.stringify(changes),
      }),
    );
    const { actor, synced } = await start({
      load: async () => ({ items: [item('a')], topCount: 1, restored: false }),
    });
    await waitFor(actor, (s) => s.matches({ sync: 'idle' }) && synced.length > 0);
    expect(synced[0]).toEqual({ record: { items: ['towns-cities/a'], topCount: 1 }, changes });
    expect(readFavouriteChanges()).toEqual({});
  });

  it('a change made while a sync is under way stays unsynced until the next one', async () => {
    let release = () => {};
    const { actor, synced } = await start({
      sync: (input) =>
        input.changes['towns-cities/b'] ? Promise.resolve() : new Promise((r) => (release = r)),
    });
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/a' });
    await waitFor(actor, (s) => s.matches({ sync: 'saving' }));
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/b' });
    await waitFor(actor, (s) => s.matches({ sync: 'idle' }));
    release();
    expect(Object.keys(synced.at(-1)?.changes ?? {})).toEqual(['towns-cities/a', 'towns-cities/b']);
    expect(readFavouriteChanges()).toEqual({});
  });

  it('refuses the 51st favourite and says why; a removal makes room again (issue 28)', async () => {
    const { actor, synced } = await start({
      load: async () => ({ items: FULL_LIST, topCount: 3, restored: false }),
    });
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/wellington' });
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.items).toHaveLength(MAX_FAVOURITES);
    expect(actor.getSnapshot().context.refused).toBe(FAVOURITES_FULL_TEXT);
    expect(synced).toEqual([]);

    actor.send({ type: 'favourites.remove', favouriteKey: 'towns-cities/place-1' });
    expect(actor.getSnapshot().context.refused).toBeNull();
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/wellington' });
    await ready(actor);
    expect(actor.getSnapshot().context.items.map(favouriteKeyOf)).toContain(
      'towns-cities/wellington',
    );
  });

  it('a 4xx answer to a sync is no outage: it says what was refused and asks no more until the next change (issue 28)', async () => {
    const { actor, clock, synced } = await start({
      sync: async () => Promise.reject(SYNC_REFUSAL),
    });
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/a' });
    await waitFor(actor, (s) => s.matches({ sync: 'refused' }));
    const c = actor.getSnapshot().context;
    expect([c.syncError, c.refused]).toEqual([false, 'A list holds at most 50 favourites']);
    // Minutes pass, the browser comes back online: nothing is sent again.
    clock.increment(10 * FAVOURITES_SYNC_RETRY_MS);
    actor.send({ type: 'favourites.retry' });
    expect(synced).toHaveLength(1);
    expect(readFavouriteChanges()['towns-cities/a']?.op).toBe('add');
    // The next change tries again.
    actor.send({ type: 'favourites.remove', favouriteKey: 'towns-cities/a' });
    await waitFor(actor, (s) => !s.matches({ sync: 'saving' }));
    expect(synced).toHaveLength(2);
  });

  it('a 429 (too many requests) is retried like an outage', async () => {
    const { actor } = await start({
      sync: async () => Promise.reject(Object.assign(new Error('Slow down'), { refused: false })),
    });
    actor.send({ type: 'favourites.add', favouriteKey: 'towns-cities/a' });
    await waitFor(actor, (s) => s.matches({ sync: 'failed' }));
    expect(actor.getSnapshot().context.syncError).toBe(true);
  });

  it('a whole load failure gives an empty list; a restored list is saved locally', async () => {
    const failed = await start({ load: async () => Promise.reject(new Error('offline')) });
    expect(failed.actor.getSnapshot().context.items).toEqual([]);
    await start({ load: async () => ({ items: [item('a')], topCount: 1, restored: true }) });
    expect(readFavouritesRecord()).toEqual({ items: ['towns-cities/a'], topCount: 1 });
  });
});
