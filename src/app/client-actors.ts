import { fromPromise } from 'xstate';
import type { PageTree } from '#engine/tree.ts';
import type { PageFetchError, PageFetchOutput } from '#machines/page.machine.ts';
import { appChunkRegistry } from '#modules/registry.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import type { ClientSettings } from '#src/client-state.ts';
import { loadModules, provideComponent } from './components.ts';
import { fetchJson } from './fetch-json.ts';

const logger = { error: (m: string) => console.error(m), warn: (m: string) => console.warn(m) };

async function fetchDescription(apiPrefix: string, path: string): Promise<PageFetchOutput> {
  let res: Response;
  try {
    res = await fetch(`${apiPrefix}/pages${path}`, { headers: { accept: 'application/json' } });
  } catch (e) {
    throw {
      kind: 'network',
      message: e instanceof Error ? e.message : String(e),
    } satisfies PageFetchError;
  }
  // A 404 answers the not-found page description, which is a page like any other; a 500 may be
  // a broken content file's error description (decision 006), shown like one too.
  if (!res.ok && res.status !== 404 && res.status !== 500)
    throw { kind: 'server-response', status: res.status } satisfies PageFetchError;
  try {
    const description = (await res.json()) as PageDescription;
    if (res.status === 500 && description.type !== 'error') throw new Error('a server fault');
    return { status: res.status, description };
  } catch {
    throw {
      kind: 'server-response',
      status: res.status,
      message: 'not JSON',
    } satisfies PageFetchError;
  }
}

/** The page machine's actors in the browser: the pages API and the same tree loader as the server. */
export function clientPageActors(settings: ClientSettings) {
  return {
    fetchPage: fromPromise<PageFetchOutput, { path: string }>(({ input }) =>
      fetchDescription(settings.apiPrefix, input.path),
    ),
    // The tree loader arrives with the first in-app navigation: hydration uses the server's tree.
    // What the page has loaded already is handed over, not imported (that would split the boot chunk).
    resolveTree: fromPromise<PageTree, { description: PageDescription }>(async ({ input }) =>
      (await import('./client-tree.ts')).loadClientTree(input.description, {
        settings,
        registry: appChunkRegistry,
        fetchJson,
        logger,
        fetchParent: async (path) => (await fetchDescription(settings.apiPrefix, path)).description,
        loadModules,
        provideComponent,
      }),
    ),
  };
}
