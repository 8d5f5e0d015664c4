import fc from 'fast-check';
import {
  addFavourite,
  FAVOURITE_CHANGES_KEY,
  FAVOURITES_KEY,
  mergeFavourites,
  normaliseChanges,
  normaliseRecord,
  readFavouriteChanges,
  readFavouritesRecord,
  parseFavouriteKey,
  placeholderItem,
  unavailableItem,
  removeFavourite,
  reorderFavourites,
  TOP_FAVOURITES,
} from './favourites-list.ts';
import type { FavouriteChanges, FavouritesRecord } from './favourites-list.ts';
import { memoryStorage, storage } from './storage.ts';

const keyArb = fc.constantFrom(
  'towns-cities/a',
  'towns-cities/b',
  'marine/c',
  'ski/d',
  'coastal/e',
  'rural/f',
  'kayak/g',
);
type Op =
  | { op: 'add'; key: string }
  | { op: 'remove'; key: string }
  | { op: 'reorder'; from: number; to: number; top: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  keyArb.map((key) => ({ op: 'add' as const, key })),
  keyArb.map((key) => ({ op: 'remove' as const, key })),
  fc.record({
    op: fc.constant('reorder' as const),
    from: fc.integer({ min: -1, max: 8 }),
    to: fc.integer({ min: -1, max: 8 }),
    top: fc.integer({ min: -2, max: 6 }),
  }),
);

function apply(r: FavouritesRecord, o: Op): FavouritesRecord {
  if (o.op === 'add') return addFavourite(r, o.key);
  if (o.op === 'remove') return removeFavourite(r, o.key);
  return reorderFavourites(r, o.from, o.to, o.top);
}

describe('favourites list operations', () => {
  it('keep the invariants: no duplicates, topCount <= min(3, length)', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let r: FavouritesRecord = { items: [], topCount: 0 };
        for (const o of ops) {
          const before = r;
          r = apply(r, o);
          expect(new Set(r.items).size).toBe(r.items.length);
          expect(r.topCount).toBeGreaterThanOrEqual(0);
          expect(r.topCount).toBeLessThanOrEqual(Math.min(TOP_FAVOURITES, r.items.length));
          if (o.op === 'add') expect(r.items).toContain(o.key);
          if (o.op === 'add' && before.items.includes(o.key)) expect(r).toBe(before);
          if (o.op === 'remove') expect(r.items).not.toContain(o.key);
          if (o.op === 'reorder') expect([...r.items].sort()).toEqual([...before.items].sort());
        }
      }),
    );
  });

  it('add puts a key in the top group while it has fewer than 3', () => {
    fc.assert(
      fc.property(fc.uniqueArray(keyArb, { minLength: 1, maxLength: 7 }), (keys) => {
        let r: FavouritesRecord = { items: [], topCount: 0 };
        for (const k of keys) r = addFavourite(r, k);
        expect(r.items).toEqual(keys);
        expect(r.topCount).toBe(Math.min(3, keys.length));
      }),
    );
  });

  it('normalises stored records from anything without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const r = normaliseRecord(data);
        if (r) {
          expect(r.items.every((k) => parseFavouriteKey(k) !== null)).toBe(true);
          expect(r.topCount).toBeLessThanOrEqual(Math.min(3, r.items.length));
        }
      }),
    );
    expect(
      normaliseRecord({
        items: ['towns-cities/a', 'towns-cities/a', '../etc', 'marine/b'],
        topCount: 9,
      }),
    ).toEqual({ items: ['towns-cities/a', 'marine/b'], topCount: 2 });
  });

  it('builds a placeholder that links each type of place to its own page', () => {
    expect(placeholderItem('surfing/manu-bay')).toEqual({
      key: 'manu-bay',
      type: 'surfing',
      favouriteKey: 'surfing/manu-bay',
      label: 'Manu Bay',
      link: { url: '/marine/surf-breaks/manu-bay' },
    });
    expect(placeholderItem('kayak/mine-bay')?.link.url).toBe('/marine/kayaking/mine-bay');
    expect(placeholderItem('planets/mars')?.link.url).toBe('/national');
    expect(placeholderItem('nope')).toBeNull();
  });

  it('marks a place the site no longer has as unavailable, keeping it', () => {
    expect(unavailableItem('ski/old-field')).toMatchObject({
      favouriteKey: 'ski/old-field',
      label: 'Old Field',
      unavailable: true,
    });
  });
});

const recordArb = fc
  .uniqueArray(keyArb, { maxLength: 7 })
  .chain((items) =>
    fc.record({ items: fc.constant(items), topCount: fc.integer({ min: 0, max: 3 }) }),
  )
  .map((r) => normaliseRecord(r) as FavouritesRecord);

describe('syncing after an outage (decision 010)', () => {
  it('never loses an add, never brings back a remove, keeps what only the server has', () => {
    fc.assert(
      fc.property(
        recordArb,
        recordArb,
        fc.array(opArb, { maxLength: 12 }),
        (start, server, ops) => {
          // Edits made in this browser while the server is down, each recorded as a change.
          let local = start;
          const changes: FavouriteChanges = {};
          ops.forEach((o, at) => {
            local = apply(local, o);
            if (o.op !== 'reorder') changes[o.key] = { op: o.op, at };
          });
          const merged = mergeFavourites(local, server, changes);
          expect(new Set(merged.items).size).toBe(merged.items.length);
          expect(merged.topCount).toBeLessThanOrEqual(Math.min(3, merged.items.length));
          expect(merged.items.slice(0, local.items.length)).toEqual(local.items);
          for (const [key, c] of Object.entries(changes))
            expect(merged.items.includes(key)).toBe(c.op === 'add');
          for (const key of server.items)
            if (changes[key]?.op !== 'remove') expect(merged.items).toContain(key);
        },
      ),
      { seed: 11, numRuns: 300 },
    );
  });

  it("rebuilds a lost or unreadable list from the server's copy and the changes", () => {
    const server = { items: ['towns-cities/a', 'marine/b', 'ski/c'], topCount: 2 };
    const changes: FavouriteChanges = {
      'marine/b': { op: 'remove', at: 2 },
      'rural/f': { op: 'add', at: 3 },
    };
    expect(mergeFavourites(null, server, changes)).toEqual({
      items: ['towns-cities/a', 'ski/c', 'rural/f'],
      topCount: 2,
    });
    expect(mergeFavourites(null, null, changes)).toEqual({ items: ['rural/f'], topCount: 0 });
  });
});

describe('corrupt records in this browser', () => {
  afterEach(() => {
    storage.setAdapter(null);
    vi.restoreAllMocks();
  });

  it('keeps every valid change and drops the rest, from anything', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        for (const [key, c] of Object.entries(normaliseChanges(data))) {
          expect(parseFavouriteKey(key)).not.toBeNull();
          expect(['add', 'remove']).toContain(c.op);
          expect(Number.isFinite(c.at)).toBe(true);
        }
      }),
      { seed: 11, numRuns: 300 },
    );
    storage.setAdapter(
      memoryStorage({
        [FAVOURITE_CHANGES_KEY]: JSON.stringify({
          'towns-cities/a': { op: 'add', at: 5 },
          'towns-cities/b': { op: 'delete', at: 6 },
          '../etc/passwd': { op: 'remove', at: 7 },
          'marine/c': { op: 'remove', at: 'soon' },
          'ski/d': null,
        }),
      }),
    );
    expect(readFavouriteChanges()).toEqual({ 'towns-cities/a': { op: 'add', at: 5 } });
  });

  it('an unreadable list reads as none, with a note; a partly bad one keeps its good keys', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storage.setAdapter(memoryStorage({ [FAVOURITES_KEY]: '{"items":["towns-cities/a",' }));
    expect(readFavouritesRecord()).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Some saved favourites in this browser were unreadable and were left out',
    );
    storage.setAdapter(
      memoryStorage({ [FAVOURITES_KEY]: '{"items":["towns-cities/a",7,"x"],"topCount":2}' }),
    );
    expect(readFavouritesRecord()).toEqual({ items: ['towns-cities/a'], topCount: 1 });
    expect(warn).toHaveBeenCalledTimes(2);
    storage.setAdapter(memoryStorage());
    expect(readFavouritesRecord()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
