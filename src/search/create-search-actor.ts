import { createActor, fromPromise } from 'xstate';
import { searchMachine } from '#machines/search.machine.ts';
import type { SearchHit } from '#machines/search.machine.ts';
import { createSearchRunner } from './search-client.ts';
import type { SearchRunner, SearchRunnerDeps, SearchSettings } from './search-client.ts';

/** The page's search actor (started), asking `runner` for its results. */
export function searchActorFor(runner: SearchRunner) {
  const machine = searchMachine.provide({
    actors: {
      runSearch: fromPromise<SearchHit[], { query: string }>(({ input }) =>
        runner.search(input.query),
      ),
    },
  });
  return createActor(machine, { input: {} }).start();
}

/**
 * The page's search actor and its runner: pass `runner.preload` to SearchBar's `preloadSearch`
 * so the client module loads on first focus, not with the first paint.
 */
export function createSearchActor(settings: SearchSettings, deps: SearchRunnerDeps = {}) {
  const runner = createSearchRunner(settings, deps);
  return { actor: searchActorFor(runner), runner };
}
