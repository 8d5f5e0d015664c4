import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describeModel } from './testing/describe-model.ts';
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
const WELLINGTON = hit('Wellington');

beforeEach(() => storage.setAdapter(memoryStorage()));
afterEach(() => {
  storage.setAdapter(null);
  vi.restoreAllMocks();
});

describeModel(
  'search machine',
  {
    machine: searchMachine,
    input: { recentSearches: [] },
    events: [
      { type: 'search.input', query: 'wel' },
      { type: 'search.input', query: 'w' },
      { type: 'search.clear' },
      {
        type: 'search.select',
        hit: {
          title: 'Wellington',
          type: 'towns-cities',
          url: '/towns-cities/locations/wellington',
        },
      },
    ],
    outputs: { runSearch: [[WELLINGTON]] },
    errors: { runSearch: new Error('network down') },
    // Whether results are on screen decides where a failed search returns to.
    contextKey: (c: { results: unknown[] }) => c.results.length > 0,
  } as never,
  {
    check: (s) => {
      const snap = s as ReturnType<
        ReturnType<typeof createActor<typeof searchMachine>>['getSnapshot']
      >;
      if (snap.matches('results')) expect(snap.context.results).toEqual([WELLINGTON]);
      if (snap.matches('idle') && snap.context.query.trim().length < 2)
        expect(snap.context.results).toEqual([]);
      if (snap.matches('searching'))
        expect(snap.context.query.trim().length).toBeGreaterThanOrEqual(2);
      expect(snap.context.recentSearches.length).toBeLessThanOrEqual(5);
    },
  },
);

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
