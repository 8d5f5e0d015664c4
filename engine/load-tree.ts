import type { PageDescription } from '#schemas/generated/types.ts';
import type { Contracts } from './contracts.ts';
import { applyModuleData } from './data-door.ts';
import type { ApplyDataOptions } from './data-door.ts';
import { mergePrimaryData } from './data-merge.ts';
import type { DataCache, FetchJson } from './data-merge.ts';
import { insertMessages, mcpUrl, parseMcpAnswer } from './mcp.ts';
import { resolvePage } from './resolve.ts';
import type { ModuleRegistry } from './resolve.ts';
import { writtenModules } from './page-modules.ts';
import { allModules } from './tree.ts';
import type { EngineLogger, PageTree } from './tree.ts';

export interface TreeLoaderDeps {
  registry: ModuleRegistry;
  /** Every module's contract (config and payload schemas, declared data): checked on every path. */
  contracts: Contracts;
  /** GET JSON for module data, primary data and MCP messages; rejects when not OK. */
  fetchJson: FetchJson;
  cache: DataCache;
  logger: EngineLogger;
  debug: boolean;
  /** '/api' (the prefix of the MCP messages call). */
  apiPrefix: string;
  /** The drawer the address names (hash without '#'), when known. */
  slug?: string;
  /** The forecast day the address names (`?day=`), when known. */
  day?: string | null;
  /** The address's query string that modules may see (ModuleEntry.addressParams), when known. */
  address?: string;
  /** Loads the description of an overlay's parent page; without it overlays render alone. */
  fetchParent?: (path: string) => Promise<PageDescription>;
  /** Loads the component chunks of these module names before the page renders (SSR and hydration). */
  loadModules?: (names: string[]) => Promise<void>;
  /** Ask for MCP messages (default true). */
  mcp?: boolean;
  /** Stands in for a module whose data could not be fetched (ApplyDataOptions.unavailable). */
  unavailable?: ApplyDataOptions['unavailable'];
}

async function primaryDescription(
  description: PageDescription,
  deps: TreeLoaderDeps,
): Promise<PageDescription> {
  const url = description.layout.primary?.dataUrl;
  if (!url) return description;
  try {
    return mergePrimaryData(description, await deps.cache.get(url, deps.fetchJson), deps.logger);
  } catch (error) {
    // Spec pages doc section 7: on failure the page carries on without it.
    deps.logger.warn?.(
      `${description.url}: primary data ${url} failed (${error instanceof Error ? error.message : String(error)}); carrying on`,
    );
    return description;
  }
}

const moduleName = (config: unknown): string =>
  typeof config === 'object' &&
  config !== null &&
  typeof (config as { name?: unknown }).name === 'string'
    ? (config as { name: string }).name
    : '';

async function messages(description: PageDescription, deps: TreeLoaderDeps) {
  if (deps.mcp === false) return [];
  try {
    return parseMcpAnswer(await deps.fetchJson(mcpUrl(description, deps.apiPrefix)));
  } catch {
    return []; // Spec: MCP failure is ignored.
  }
}

async function treeOnly(description: PageDescription, deps: TreeLoaderDeps): Promise<PageTree> {
  const [withPrimary, mcp] = await Promise.all([
    primaryDescription(description, deps),
    messages(description, deps),
  ]);
  // Every module the page will hold, nested ones and MCP messages' included, checked alike.
  await deps.contracts.prepare?.([
    ...writtenModules(withPrimary).map(({ config }) => moduleName(config)),
    ...mcp.map((m) => moduleName(m.module)),
  ]);
  const options = {
    debug: deps.debug,
    logger: deps.logger,
    slug: deps.slug,
    contracts: deps.contracts,
    day: deps.day ?? null,
  };
  let tree = resolvePage(withPrimary, deps.registry, options);
  tree = insertMessages(tree, mcp, withPrimary, deps.registry, options);
  return applyModuleData(tree, deps.fetchJson, deps.cache, {
    registry: deps.registry,
    debug: deps.debug,
    logger: deps.logger,
    contracts: deps.contracts,
    address: deps.address,
    ...(deps.unavailable ? { unavailable: deps.unavailable } : {}),
  });
}

/**
 * Everything between a page description and a renderable tree, in the order the spec implies:
 * primary dataUrl merged (failure: carry on) and MCP messages fetched (failure: ignored) in
 * parallel, slots resolved, messages inserted, module data merged, an overlay's parent page
 * loaded (failure: the overlay shows alone), module chunks loaded. This is what the page
 * machine's `resolveTree` actor runs on the server and on the client. Rejects only when module
 * chunks cannot be loaded.
 *
 * @example
 * const tree = await loadPageTree(description, { registry, fetchJson, cache, logger, debug: false, apiPrefix: '/api', loadModules });
 */
export async function loadPageTree(
  description: PageDescription,
  deps: TreeLoaderDeps,
): Promise<PageTree> {
  const tree = await treeOnly(description, deps);
  if (description.layout.name === 'overlay' && description.overlay?.parentUrl && deps.fetchParent) {
    try {
      const parent = await deps.fetchParent(description.overlay.parentUrl);
      // A parent that is itself an overlay is shown without its own parent: no chains, no loops.
      tree.parent = { description: parent, tree: await treeOnly(parent, deps) };
    } catch (error) {
      deps.logger.error(
        `${description.url}: parent page ${description.overlay.parentUrl} failed (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  if (deps.loadModules) {
    const names = allModules(tree)
      .filter((m) => !m.problem)
      .map((m) => m.name);
    await deps.loadModules([...new Set(names)]);
  }
  return tree;
}
