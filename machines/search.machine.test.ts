import { SEARCH_GROUPS } from './search.machine.ts';
import { LOCATION_TYPE_VALUES } from '#schemas/generated/enums.ts';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { SEARCH_HIT, SEARCH_SELECTED, searchModel } from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';
import type { CheckContext } from './testing/state-checks.ts';
import { groupResults, searchMachine, SEARCH_DEBOUNCE_MS } from './search.machine.ts';
import type { SearchHit } from './search.machine.ts';
import { loadRecentSearches, RECENT_SEARCHES_KEY } from './recent-searches.ts';
import { memoryStorage, storage } from './storage.ts';

const hit = (title: string, type = 'towns-cities'): SearchHit => ({
  objectID: `${type}/${title.toLowerCase()}`,
  title,
  region: 'Wellington',
  url: `/x/${title.toLowerCase()}`,
  type,
});
const WELLINGTON = SEARCH_HIT;

beforeEach(() => {
  storage.setAdapter(memoryStorage());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  storage.setAdapter(null);
  vi.restoreAllMocks();
});

const SELECTED = SEARCH_SELECTED;
type Snap = SnapshotFrom<typeof searchMachine>;
type At = CheckContext<typeof searchMachine>;

/** What every state shows of recent searches: a selection goes first and is saved. */
function recentSearchesShown({ context }: Snap, { event, previous }: At) {
  expect(context.recentSearches.length).toBeLessThanOrEqual(5);
  if (event?.type === 'search.select') {
    expect(event.hit).toEqual(SELECTED);
    expect(context.recentSearches[0]).toEqual(SELECTED);
    expect(loadRecentSearches()).toEqual(context.recentSearches);
  } else expect(context.recentSearches).toEqual(previous?.context.recentSearches ?? []);
}
/** The query a step typed, or '' for a clear; undefined for other steps. */
const typed = ({ event }: At): string | undefined =>
  event?.type === 'search.clear' ? '' : event?.type === 'search.input' ? event.query : undefined;

describeModel('search machine', searchModel, {
  states: {
    // Nothing listed: a short query, a cleared box, or a failed first search.
    idle: (snapshot, at) => {
      recentSearchesShown(snapshot, at);
      expect(snapshot.context.results).toEqual([]);
      expect(snapshot.context.query).toBe(typed(at) ?? at.previous?.context.query ?? '');
      const failedNow = at.step?.event.type === 'xstate.error.actor.runSearch';
      if (failedNow)
        expect(console.error).toHaveBeenLastCalledWith('unable to run search: network down');
      expect(snapshot.context.failed).toBe(failedNow || (at.previous?.context.failed ?? false));
    },
    searching: ({ context }) => expect(context.query.trim().length).toBeGreaterThanOrEqual(2),
    // Typing: earlier results stay listed until the new ones arrive.
    'searching.waiting': (snapshot, at) => {
      recentSearchesShown(snapshot, at);
      expect(snapshot.context.query).toBe(typed(at) ?? at.previous?.context.query);
      expect(snapshot.context.results).toEqual(at.previous?.context.results);
    },
    'searching.running': (snapshot, at) => {
      recentSearchesShown(snapshot, at);
      expect(snapshot.context.query).toBe(at.previous?.context.query);
      expect(snapshot.context.results).toEqual(at.previous?.context.results);
    },
    // The answer is listed; a failed newer search leaves the earlier answer (and logs).
    results: (snapshot, at) => {
      recentSearchesShown(snapshot, at);
      expect(snapshot.context.results).toEqual([WELLINGTON]);
      expect(snapshot.context.query).toBe(at.previous?.context.query);
      const failedNow = at.step?.event.type === 'xstate.error.actor.runSearch';
      if (failedNow)
        expect(console.error).toHaveBeenLastCalledWith('unable to run search: network down');
      // Failed until an answer arrives; an answer clears it.
      if (failedNow) expect(snapshot.context.failed).toBe(true);
      else if (at.step?.event.type === 'xstate.done.actor.runSearch')
        expect(snapshot.context.failed).toBe(false);
    },
  },
});

function start(runSearch: (query: string) => Promise<SearchHit[]>) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const machine = searchMachine.provide({
    actors: {
      runSearch: fromPromise<SearchHit[], { query: string }>(
        ({ input }) => (calls.push(input.query), runSearch(input.query)),
      ),
    },
  });
  const actor = createActor(machine, { clock, input: { recentSearches: [] } }).start();
  return { actor, clock, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('search machine', () => {
  it('waits for the debounce and sends only the last query', async () => {
    const { actor, clock, calls } = start(async () => [WELLINGTON]);
    actor.send({ type: 'search.input', query: 'we' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'search.input', query: 'wel' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    clock.increment(1);
    await flush();
    expect(calls).toEqual(['wel']);
    expect(actor.getSnapshot().value).toBe('results');
  });

  it('clears results and sends nothing for a short query', async () => {
    const { actor, clock, calls } = start(async () => [WELLINGTON]);
    actor.send({ type: 'search.input', query: 'wel' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    actor.send({ type: 'search.input', query: 'w' });
    clock.increment(SEARCH_DEBOUNCE_MS * 2);
    await flush();
    expect(calls).toEqual(['wel']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.results).toEqual([]);
  });

  it('never lets a stale answer overwrite a newer query', async () => {
    const resolvers: ((hits: SearchHit[]) => void)[] = [];
    const { actor, clock } = start(() => new Promise((r) => resolvers.push(r)));
    actor.send({ type: 'search.input', query: 'wel' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'search.input', query: 'auck' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    resolvers[1]?.([hit('Auckland')]);
    await flush();
    resolvers[0]?.([WELLINGTON]);
    await flush();
    expect(actor.getSnapshot().context.results.map((h) => h.title)).toEqual(['Auckland']);
  });

  it("logs 'unable to run search' with the error and keeps earlier results", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    const { actor, clock } = start(async () => {
      if (fail) throw new Error('HTTP 500');
      return [WELLINGTON];
    });
    actor.send({ type: 'search.input', query: 'wel' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    fail = true;
    actor.send({ type: 'search.input', query: 'well' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(error).toHaveBeenCalledWith('unable to run search: HTTP 500');
    expect(actor.getSnapshot().value).toBe('results');
    expect(actor.getSnapshot().context.results).toEqual([WELLINGTON]);
    expect(actor.getSnapshot().context.failed).toBe(true);

    // The service is back: the next search answers and the failure is forgotten.
    fail = false;
    actor.send({ type: 'search.input', query: 'welli' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(actor.getSnapshot().context.failed).toBe(false);
  });

  it('saves recent searches newest first, once per title, at most 5', () => {
    const { actor } = start(async () => []);
    for (const t of ['A', 'B', 'C', 'A', 'D', 'E', 'F'])
      actor.send({ type: 'search.select', hit: { title: t, type: 'towns-cities', url: `/${t}` } });
    expect(actor.getSnapshot().context.recentSearches.map((r) => r.title)).toEqual([
      'F',
      'E',
      'D',
      'C',
      'B',
    ]);
    expect(loadRecentSearches().map((r) => r.title)).toEqual(['F', 'E', 'D', 'C', 'B']);
  });

  it('ignores corrupt stored recent searches', () => {
    storage.setAdapter(memoryStorage({ [RECENT_SEARCHES_KEY]: '{not json' }));
    expect(
      createActor(searchMachine, { input: {} }).start().getSnapshot().context.recentSearches,
    ).toEqual([]);
    storage.setAdapter(
      memoryStorage({
        [RECENT_SEARCHES_KEY]: JSON.stringify([
          { title: 'Nelson', type: 'towns-cities', url: '/n' },
          42,
          { title: 'Bad', url: 'javascript:x' },
        ]),
      }),
    );
    expect(
      createActor(searchMachine, { input: {} })
        .start()
        .getSnapshot()
        .context.recentSearches.map((r) => r.title),
    ).toEqual(['Nelson']);
  });

  it('groups results by type with Towns & Cities first', () => {
    const groups = groupResults([
      hit('Wellington Harbour', 'marine'),
      WELLINGTON,
      hit('Wellington', 'rural'),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Towns & Cities', 'Rural', 'Marine']);
  });
});

describe('search groups', () => {
  it('list every location type of the index once', () => {
    expect(SEARCH_GROUPS.map((g) => g.type).sort()).toEqual([...LOCATION_TYPE_VALUES].sort());
  });
});
