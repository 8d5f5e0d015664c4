import { SECTIONS } from '#engine/vocabulary/sections.ts';
import type { LocationType } from '#schemas/generated/types.ts';
import { assign, fromPromise, setup } from 'xstate';
import { addRecentSearch, loadRecentSearches, saveRecentSearches } from './recent-searches.ts';
import type { RecentSearch } from './recent-searches.ts';

/** One search result (spec section 2: title, region, url, type). */
export interface SearchHit {
  objectID: string;
  title: string;
  region: string;
  url: string;
  type: string;
}

/**
 * Spec section 5 keeps the minimum query length unstated; 2 letters is the least that narrows 700
 * places to a useful list (a single letter matches a fifth of them).
 */
export const SEARCH_MIN_LENGTH = 2;
/** Spec section 9: search debounce 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchContext {
  query: string;
  results: SearchHit[];
  /**
   * The last search failed (the service is down or the visitor offline). Shown until the next
   * answer, so the visitor knows why nothing new is listed; the next search tries again.
   */
  failed: boolean;
  recentSearches: readonly RecentSearch[];
}

export type SearchEvent =
  | { type: 'search.input'; query: string }
  | { type: 'search.clear' }
  | { type: 'search.select'; hit: RecentSearch };

export interface SearchInput {
  /** Recent searches to start with; default: read from storage (corrupt data ignored). */
  recentSearches?: readonly RecentSearch[];
}

const isShort = (query: string): boolean => query.trim().length < SEARCH_MIN_LENGTH;

/**
 * Hit types in display order with their group titles (preamble: search hit types); every location
 * type of the index once (search.machine.test.ts checks).
 */
export const SEARCH_GROUPS: readonly { type: LocationType; title: string }[] = [
  { type: 'towns-cities', title: SECTIONS[1].label },
  { type: 'rural', title: SECTIONS[2].label },
  { type: 'marine', title: SECTIONS[3].label },
  { type: 'national-parks', title: 'National Parks' },
  { type: 'ski', title: 'Ski Fields' },
  { type: 'high-seas', title: 'High Seas' },
  { type: 'surfing', title: 'Surf Breaks' },
  { type: 'boating', title: 'Boating' },
  { type: 'kayak', title: 'Kayaking' },
  { type: 'paddleboarding', title: 'Paddleboarding' },
  { type: 'coastal', title: 'Beaches' },
  { type: 'tidal', title: 'Tides' },
];

export interface SearchGroup {
  type: string;
  title: string;
  hits: SearchHit[];
}

/** Results grouped by hit type, 'Towns & Cities' first; unknown types last under their own name. */
export function groupResults(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const g of SEARCH_GROUPS) groups.set(g.type, { type: g.type, title: g.title, hits: [] });
  for (const hit of hits) {
    let group = groups.get(hit.type);
    if (!group) groups.set(hit.type, (group = { type: hit.type, title: hit.type, hits: [] }));
    group.hits.push(hit);
  }
  return [...groups.values()].filter((g) => g.hits.length > 0);
}

const shortInput = {
  guard: 'isShortQuery',
  target: '#search.idle',
  actions: ['setQuery', 'clearResults'],
} as const;
// Handled in every state (not on the root, so the model-based paths, which walk state nodes, reach them).
const anyState = {
  'search.clear': { target: '#search.idle', actions: ['setQuery', 'clearResults'] },
  'search.select': { actions: ['rememberSearch', 'persistRecentSearches'] },
} as const;

/**
 * Location search (spec section 4, Search): idle, searching (debounce, then the request), results.
 * A newer input re-enters `searching`, which stops the running request: a stale answer is never
 * delivered, so it cannot overwrite a newer query.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput | undefined,
  },
  actors: {
    runSearch: fromPromise<SearchHit[], { query: string }>(async () => {
      // Short: this line ships in the first-interaction bundle (createSearchActor provides it).
      throw new Error('No search client');
    }),
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  guards: {
    isShortQuery: ({ event }) => event.type === 'search.input' && isShort(event.query),
    hasResults: ({ context }) => context.results.length > 0,
  },
  actions: {
    setQuery: assign({ query: ({ event }) => (event.type === 'search.input' ? event.query : '') }),
    clearResults: assign({ results: () => [] }),
    logSearchError: (_, params: { error: unknown }) => {
      const text = params.error instanceof Error ? params.error.message : String(params.error);
      console.error(`unable to run search: ${text}`);
    },
    markFailed: assign({ failed: true }),
    rememberSearch: assign({
      recentSearches: ({ context, event }) =>
        event.type === 'search.select'
          ? addRecentSearch(context.recentSearches, event.hit)
          : context.recentSearches,
    }),
    persistRecentSearches: ({ context }) => saveRecentSearches(context.recentSearches),
  },
}).createMachine({
  id: 'search',
  initial: 'idle',
  context: ({ input }) => ({
    query: '',
    results: [],
    failed: false,
    recentSearches: input?.recentSearches ?? loadRecentSearches(),
  }),
  states: {
    idle: {
      on: {
        ...anyState,
        'search.input': [shortInput, { target: 'searching', actions: 'setQuery' }],
      },
    },
    searching: {
      initial: 'waiting',
      on: {
        ...anyState,
        'search.input': [shortInput, { target: 'searching', reenter: true, actions: 'setQuery' }],
      },
      states: {
        waiting: { after: { searchDebounce: 'running' } },
        running: {
          invoke: {
            id: 'runSearch',
            src: 'runSearch',
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: {
              target: '#search.results',
              actions: assign({ results: ({ event }) => event.output, failed: false }),
            },
            // Spec section 8: log and leave the state as it was (earlier results stay on screen);
            // beyond the spec, the overlay says the search failed (issue 11).
            onError: [
              {
                guard: 'hasResults',
                target: '#search.results',
                actions: [
                  { type: 'logSearchError', params: ({ event }) => ({ error: event.error }) },
                  'markFailed',
                ],
              },
              {
                target: '#search.idle',
                actions: [
                  { type: 'logSearchError', params: ({ event }) => ({ error: event.error }) },
                  'markFailed',
                ],
              },
            ],
          },
        },
      },
    },
    results: {
      on: {
        ...anyState,
        'search.input': [shortInput, { target: 'searching', actions: 'setQuery' }],
      },
    },
  },
});
