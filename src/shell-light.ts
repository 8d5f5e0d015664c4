import { initialFavourites } from '#machines/favourites-list.ts';
import { matchesValue } from '#machines/deferred-actor.ts';
import type { ShellActors } from './shell-actors.ts';

/**
 * The first snapshots of the shell's actors, without their statecharts (decision 027): what the
 * server rendered the header and the warnings bar with, so hydration agrees with its HTML. The
 * header's parts read only what is here until the real actors arrive (shell-light.test.ts pins
 * each to its machine's first snapshot).
 */
type SnapshotOf<K extends keyof ShellActors> = ReturnType<ShellActors[K]['getSnapshot']>;

const snapshot = <T>(value: unknown, context: object, extra: object = {}): T =>
  ({ value, context, matches: (test: unknown) => matchesValue(value, test), ...extra }) as T;

/** The favourites machine before it has read this browser's list: loading, nothing shown. */
export const lightFavourites = (): SnapshotOf<'favourites'> =>
  snapshot(
    { list: 'loading', popover: 'hidden', values: 'current', sync: 'idle' },
    initialFavourites(),
  );

/** The warnings machine before any request: no entries, the banner closed. */
export const lightWarnings = (pageLoadedAt: number): SnapshotOf<'warnings'> =>
  snapshot(
    { active: 'idle' },
    {
      entryIds: [],
      queue: [],
      pageLoadedAt,
      bannerOpen: false,
      target: null,
      lastInit: 'none',
    },
    { children: {} },
  );

/** The search machine idle. Nothing reads it: the overlay waits for the real actor. */
export const lightSearch = (): SnapshotOf<'search'> =>
  snapshot('idle', { query: '', results: [], failed: false, recentSearches: [] });
