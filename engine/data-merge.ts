import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';
import { configErrors, errorsLine } from './module-check.ts';
import type { ModuleRegistry, ModuleValidators } from './resolve.ts';
import { allModules, mapModules, PRIMARY_ALIASES } from './tree.ts';
import type { EngineLogger, PageTree, ResolvedModule } from './tree.ts';

/** GETs JSON; rejects on a non-OK answer or a network error. Browsers send credentials (spec). */
export type FetchJson = (url: string) => Promise<unknown>;

/** Spec: "Data URL cache 5 minutes". */
export const DATA_CACHE_TTL_MS = 5 * 60 * 1000;

/** Shown in debug/staging instead of a module whose data failed (spec: maintenance notice only in dev or staging). */
export const DATA_FAILED_PROBLEM = 'Data for this module could not be loaded';

export interface DataCache {
  /** The answer for `url`, fetched once per TTL; concurrent callers share one request; failures are not kept. */
  get(url: string, fetchJson: FetchJson): Promise<unknown>;
  clear(): void;
}

/**
 * A URL-keyed cache of dataUrl answers with a time to live. The clock is injected so tests move
 * time without sleeping. Entries beyond `maxEntries` evict the oldest, so a long-running server
 * cannot grow without bound.
 *
 * @example const cache = createDataCache({ now: () => clock.now });
 */
export function createDataCache(
  opts: { now?: () => number; ttlMs?: number; maxEntries?: number } = {},
): DataCache {
  const now = opts.now ?? Date.now;
  const ttl = opts.ttlMs ?? DATA_CACHE_TTL_MS;
  const max = opts.maxEntries ?? 500;
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get(url, fetchJson) {
      const hit = entries.get(url);
      if (hit && now() - hit.at < ttl) return hit.value;
      const value = Promise.resolve()
        .then(() => fetchJson(url))
        .catch((error: unknown) => {
          if (entries.get(url)?.value === value) entries.delete(url);
          throw error;
        });
      entries.delete(url);
      entries.set(url, { at: now(), value });
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear: () => entries.clear(),
  };
}

/** Spec: an empty result or null removes the module. */
export function isEmptyResult(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A module's config with its data merged over it: result fields win, except the name (data must never turn a module into another one). */
export const mergedConfig = (config: ModuleConfig, data: Record<string, unknown>): ModuleConfig =>
  ({ ...config, ...data, name: config.name }) as ModuleConfig;

export interface ApplyDataOptions {
  registry: ModuleRegistry;
  debug: boolean;
  logger: EngineLogger;
  /** Module config validators by name (server only, see ResolveOptions.validators). */
  validators?: ModuleValidators;
  /** The page address's query string that modules may see (entries' `addressParams`). */
  address?: string;
  /**
   * What stands in for a module whose data could not be fetched (the provider or the network is
   * down, a passing state): the browser shows its failure text and retries (src/app/client-tree.ts).
   * Unset: the spec's rule (removed in production, DATA_FAILED_PROBLEM in debug).
   */
  unavailable?: (module: ResolvedModule, url: string) => ResolvedModule;
}

/**
 * The dataUrl with the address's values of `params` in place of its own (the url's values are
 * the defaults). Unchanged when the address has none of them.
 *
 * @example addressedUrl('/api/data/compare?compare=a,b', ['compare'], '?compare=c,d') // '/api/data/compare?compare=c%2Cd'
 */
export function addressedUrl(
  url: string,
  params: readonly string[] | undefined,
  address: string | undefined,
): string {
  const given = new URLSearchParams(address ?? '');
  const wanted = (params ?? []).filter((p) => given.has(p));
  if (wanted.length === 0) return url;
  const target = new URL(url, 'http://local');
  for (const p of wanted) target.searchParams.set(p, given.get(p) ?? '');
  return url.startsWith('/') ? target.pathname + target.search : target.href;
}

async function withData(
  module: ResolvedModule,
  fetchJson: FetchJson,
  cache: DataCache,
  opts: ApplyDataOptions,
): Promise<ResolvedModule | null> {
  const written = module.config.dataUrl;
  if (!written || module.problem) return module;
  const entry = Object.hasOwn(opts.registry, module.name) ? opts.registry[module.name] : undefined;
  const url = addressedUrl(written, entry?.addressParams, opts.address);
  const fail = (why: string): ResolvedModule | null => {
    opts.logger.error(`Module "${module.name}" (${module.key}): data from ${url} ${why}`);
    return opts.debug ? { ...module, problem: DATA_FAILED_PROBLEM } : null;
  };
  let data: unknown;
  try {
    data = await cache.get(url, fetchJson);
  } catch (error) {
    const stayed = fail(
      `could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    );
    return opts.unavailable ? opts.unavailable(module, url) : stayed;
  }
  if (isEmptyResult(data)) return null;
  if (!isRecord(data)) return fail('is not a JSON object');
  const config = mergedConfig(module.config, data);
  const validate =
    opts.validators && Object.hasOwn(opts.validators, module.name)
      ? opts.validators[module.name]
      : undefined;
  const { dataUrl: _done, ...merged } = config;
  const errors = validate ? configErrors(validate, merged) : [];
  if (errors.length) return fail(`does not fit the module: ${errorsLine(errors)}`);
  return { ...module, config };
}

/**
 * Fetches every module's dataUrl (through the cache) and merges the answer over its config
 * (shallow; `name` never changes), then validates the merged config with the module's own
 * validator. Empty answers (null, {}, [] or '') remove the module; a failed, non-object or
 * invalid answer removes it in production and shows DATA_FAILED_PROBLEM in debug.
 *
 * @example const tree2 = await applyModuleData(tree, (u) => fetch(u).then(r => r.json()), cache, { registry, debug, logger });
 */
export async function applyModuleData(
  tree: PageTree,
  fetchJson: FetchJson,
  cache: DataCache,
  opts: ApplyDataOptions,
): Promise<PageTree> {
  // By key (unique within a page): mapModules hands over copies of modules that have panels.
  const results = new Map<string, ResolvedModule | null>();
  await Promise.all(
    allModules(tree).map(async (m) =>
      results.set(m.key, await withData(m, fetchJson, cache, opts)),
    ),
  );
  return mapModules(tree, (m) => {
    const result = results.has(m.key) ? results.get(m.key) : m;
    return result ? { ...result, ...(m.panels ? { panels: m.panels } : {}) } : null;
  });
}

/**
 * Merges the answer of `layout.primary.dataUrl` into the primary slots, before `resolvePage`.
 * Contract: the answer is `{ <primary slot name as in page descriptions>: ModuleConfig[] }`
 * (aliases allowed, e.g. `right`); each list is appended after the slot's own modules, and those
 * modules then pass the same rules as written ones. Anything else in the answer is ignored with a
 * warning. The description is not changed.
 *
 * @example mergePrimaryData(description, { main: [{ name: 'text', text: 'Extra' }] })
 */
export function mergePrimaryData(
  description: PageDescription,
  data: unknown,
  logger: EngineLogger,
): PageDescription {
  if (!isRecord(data)) {
    if (!isEmptyResult(data))
      logger.warn?.(`${description.url}: primary data is not an object of slots; ignored`);
    return description;
  }
  const primary: Record<string, unknown> = { ...description.layout.primary };
  for (const [slot, modules] of Object.entries(data)) {
    if (!Object.hasOwn(PRIMARY_ALIASES, slot) || !Array.isArray(modules)) {
      logger.warn?.(
        `${description.url}: primary data field "${slot}" is not a primary slot with a list of modules; ignored`,
      );
      continue;
    }
    const current = primary[slot];
    primary[slot] = [...(Array.isArray(current) ? current : []), ...modules];
  }
  return { ...description, layout: { ...description.layout, primary } };
}
