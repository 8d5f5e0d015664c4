import { createActor } from 'xstate';
import { warningsMachineWith } from '#machines/warnings.machine.ts';
import type { ClientSettings } from './client-state.ts';
import { createFavouritesActor } from './favourites/create-favourites-actor.ts';
import { searchActorFor } from './search/create-search-actor.ts';
import type { SearchRunner } from './search/search-client.ts';
import { fetchWarningsJson } from './warnings/fetch-warnings.ts';

/**
 * The shell's statecharts and xstate, one chunk loaded once the page is interactive (decision
 * 027): the header and the warnings bar hydrate with their stand-ins (boot.tsx), which these
 * actors then replace.
 */
export function createShellActors(
  settings: Pick<ClientSettings, 'apiPrefix'>,
  runner: SearchRunner,
  pageLoadedAt: number,
) {
  return {
    search: searchActorFor(runner),
    favourites: createFavouritesActor({ apiPrefix: settings.apiPrefix }),
    warnings: createActor(
      warningsMachineWith({
        fetchWarnings: (location, signal) =>
          fetchWarningsJson(location, signal, settings.apiPrefix),
      }),
      { input: { pageLoadedAt } },
    ).start(),
  };
}

export type ShellActors = ReturnType<typeof createShellActors>;
