import fc from 'fast-check';
import {
  addFavourite,
  normaliseRecord,
  parseFavouriteKey,
  placeholderItem,
  removeFavourite,
  reorderFavourites,
  TOP_FAVOURITES,
} from './favourites-list.ts';
import type { FavouritesRecord } from './favourites-list.ts';

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

  it('builds a placeholder that links activity types to their marine area', () => {
    expect(placeholderItem('surfing/hauraki-gulf')).toEqual({
      key: 'hauraki-gulf',
      type: 'surfing',
      favouriteKey: 'surfing/hauraki-gulf',
      label: 'Hauraki Gulf',
      link: { url: '/marine/areas/hauraki-gulf' },
    });
    expect(placeholderItem('nope')).toBeNull();
  });
});
