import fc from 'fast-check';
import { createActor } from 'xstate';
import {
  FAVOURITE_CHANGES_KEY,
  FAVOURITES_KEY,
  readFavouriteChanges,
  readFavouritesRecord,
} from '#machines/favourites-list.ts';
import { loadRecentSearches, RECENT_SEARCHES_KEY } from '#machines/recent-searches.ts';
import { searchMachine } from '#machines/search.machine.ts';
import { memoryStorage, storage } from '#machines/storage.ts';
import { readRecord } from '#src/version/version-check.ts';
import { FUZZ_OPTIONS as options } from './support/fuzz-inputs.ts';

/**
 * Fuzzing what this browser stored (issue 11): every record the client reads (favourites, the
 * unsynced changes of decision 010, recent searches, the reload guard) may hold anything a
 * visitor, an extension or an older release left there. Reading never throws, falls back to
 * empty, and keeps every valid entry found among the junk.
 */
afterEach(() => {
  storage.setAdapter(null);
  vi.restoreAllMocks();
});

/** Spec section 3: 'type/key', both lowercase slugs (written here independently of the reader). */
const FAVOURITE_KEY_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,6})?$/);
const favouriteKey = fc.tuple(slug, slug).map(([t, k]) => `${t}/${k}`);
const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string(),
  fc.constantFrom('__proto__', 'constructor', 'Towns/Auckland', '/x', ' a/b', 'a/b ', 'a//b'),
);
/** A stored text: any string, any JSON, or JSON cut short. */
const storedText = fc.oneof(
  fc.string(),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v).slice(0, -1)),
);
/** `valid` with junk slipped in between. */
const interleave = <T>(valid: fc.Arbitrary<T[]>) =>
  fc.tuple(valid, fc.array(fc.tuple(fc.nat(), junk), { maxLength: 6 })).map(([good, bad]) => {
    const out: unknown[] = [...good];
    for (const [at, b] of bad) out.splice(at % (out.length + 1), 0, b);
    return { good, mixed: out };
  });

function withStored(records: Record<string, string>) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  storage.setAdapter(memoryStorage(records));
}

describe('localStorage records', () => {
  it('any text in any key: every reader answers, with empty defaults', () => {
    fc.assert(
      fc.property(storedText, storedText, storedText, (a, b, c) => {
        withStored({ [FAVOURITES_KEY]: a, [FAVOURITE_CHANGES_KEY]: b, [RECENT_SEARCHES_KEY]: c });
        const record = readFavouritesRecord();
        expect(record === null || Array.isArray(record.items)).toBe(true);
        expect(typeof readFavouriteChanges()).toBe('object');
        expect(Array.isArray(loadRecentSearches())).toBe(true);
        const search = createActor(searchMachine, { input: {} }).start();
        expect(Array.isArray(search.getSnapshot().context.recentSearches)).toBe(true);
        search.stop();
        expect(readRecord({ getItem: () => a })).toSatisfy(
          (r) => r === null || (typeof r.version === 'string' && typeof r.at === 'number'),
        );
      }),
      options,
    );
  });

  it('favourites among junk: every valid key kept, in order, once', () => {
    fc.assert(
      fc.property(interleave(fc.array(favouriteKey, { maxLength: 8 })), junk, (items, top) => {
        withStored({ [FAVOURITES_KEY]: JSON.stringify({ items: items.mixed, topCount: top }) });
        const record = readFavouritesRecord();
        // Junk can be a well-formed key by chance ('u/w'): such an entry is kept too.
        const wellFormed = items.mixed.filter(
          (k): k is string => typeof k === 'string' && FAVOURITE_KEY_SHAPE.test(k),
        );
        expect(record?.items).toEqual([...new Set(wellFormed)]);
        for (const key of items.good) expect(record?.items).toContain(key);
        expect(record!.topCount).toBeGreaterThanOrEqual(0);
        expect(record!.topCount).toBeLessThanOrEqual(Math.min(3, record!.items.length));
      }),
      options,
    );
  });

  it('unsynced changes among junk: every valid change kept', () => {
    const change = fc.record({
      op: fc.constantFrom('add', 'remove', 'move'),
      at: fc.integer({ min: 0, max: 2 ** 45 }),
    });
    fc.assert(
      fc.property(
        fc.dictionary(favouriteKey, change, { maxKeys: 6 }),
        fc.dictionary(fc.string(), junk, { maxKeys: 6 }),
        (good, bad) => {
          withStored({ [FAVOURITE_CHANGES_KEY]: JSON.stringify({ ...bad, ...good }) });
          const changes = readFavouriteChanges();
          for (const [key, c] of Object.entries(good)) expect(changes[key]).toEqual(c);
        },
      ),
      options,
    );
  });

  it('recent searches among junk: valid ones kept, at most 5, no script or protocol-relative URL', () => {
    const recent = fc.record({
      title: fc.string({ minLength: 1, maxLength: 20 }),
      type: fc.constantFrom('towns-cities', 'marine'),
      url: slug.map((s) => `/towns-cities/locations/${s}`),
    });
    fc.assert(
      fc.property(
        interleave(fc.uniqueArray(recent, { selector: (r) => r.title, maxLength: 7 })),
        (list) => {
          withStored({ [RECENT_SEARCHES_KEY]: JSON.stringify(list.mixed) });
          const loaded = loadRecentSearches();
          expect(loaded).toEqual(list.good.slice(0, 5));
        },
      ),
      options,
    );
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:,x']) {
      withStored({ [RECENT_SEARCHES_KEY]: JSON.stringify([{ title: 'x', type: 't', url }]) });
      expect([url, loadRecentSearches()]).toEqual([url, []]);
    }
  });
});
