import type { FetchJson } from '#engine/data-merge.ts';
import { dayParam } from '#engine/day-param.ts';
import { loadPageTree } from '#engine/load-tree.ts';
import type { ModuleComponent } from '#engine/module-entry.ts';
import type { ModuleRegistry } from '#engine/resolve.ts';
import type { EngineLogger, PageTree } from '#engine/tree.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import type { ClientSettings } from '#src/client-state.ts';
import { laterRegistry } from '#modules/later-catalogue.ts';
import { clientContracts } from './client-contracts.ts';
import { clientDataCache as cache } from './client-data.ts';
import { dataRetry } from './data-retry.ts';

/**
 * The browser's tree loader, loaded with the first in-app navigation (hydration uses the
 * server's tree): the engine's loadPageTree with the browser's fetches, one data cache for the
 * visit, and a stand-in for each module whose data could not be fetched (data-retry.ts). What
 * the page has loaded already (registry, component loader) comes in `deps`: a static import of
 * it here would split the boot chunk and cost every page's first-interaction bytes.
 */
export interface ClientTreeDeps {
  settings: ClientSettings;
  registry: ModuleRegistry;
  fetchJson: FetchJson;
  logger: EngineLogger;
  fetchParent: (path: string) => Promise<PageDescription>;
  loadModules: (names: string[]) => Promise<void>;
  provideComponent: (name: string, component: ModuleComponent) => void;
}

export function loadClientTree(
  description: PageDescription,
  deps: ClientTreeDeps,
): Promise<PageTree> {
  const { settings, loadModules } = deps;
  return loadPageTree(description, {
    // Every module: the app chunk's and those of later-catalogue.ts (a chunk of this loader's).
    registry: { ...deps.registry, ...laterRegistry },
    contracts: clientContracts,
    fetchJson: deps.fetchJson,
    cache,
    logger: deps.logger,
    debug: settings.debug,
    apiPrefix: settings.apiPrefix,
    slug: location.hash.slice(1) || undefined,
    // The query modules read (compare's ?compare=), as the server gives it on a first load: back
    // to /towns-cities/compare?compare=a,b in the app shows a and b, not the default towns.
    address: location.search,
    // A link in the app that names a day opens it, as on a first load (spec: the day parameter).
    day: dayParam(location.search),
    fetchParent: deps.fetchParent,
    loadModules,
    unavailable: dataRetry({ ...deps, cache, contracts: clientContracts }),
  });
}
