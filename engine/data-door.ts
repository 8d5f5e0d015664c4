import type { ModulePartDecl } from '#schemas/generated/module-data.ts';
import type { ModuleConfig } from '#schemas/generated/types.ts';
import { configProblem, dataOf, partsOf, payloadProblem } from './contracts.ts';
import type { Contracts } from './contracts.ts';
import type { DataCache, FetchJson } from './data-merge.ts';
import { DATA_FAILED_PROBLEM, isEmptyResult, isRecord, mergedConfig } from './data-merge.ts';
import type { ModuleRegistry } from './resolve.ts';
import { allModules, mapModules } from './tree.ts';
import type { EngineLogger, PageTree, ResolvedModule } from './tree.ts';

/**
 * The one way data reaches a module (issue 20, "one data door"): a module declares its data in its
 * schema (x-data: the dataUrl answer merged over its config; x-parts: data it asks for by name),
 * and the engine fetches it through the data cache and checks it against the declared payload
 * schema, then the merged config against the module's own schema, on the server and in the
 * browser alike. A module never fetches for itself.
 */
export interface DoorDeps {
  contracts: Contracts;
  fetchJson: FetchJson;
  cache: DataCache;
  /** The page address's query string: the declared address parameters are copied into the URL. */
  address?: string;
  /** When the render's data must be in (performance.now() time): later answers count as failed. */
  deadline?: number;
}

/**
 * What one render may ask for its modules' data (issue 27, finding 1): distinct data addresses,
 * how many at once, and how long. A page needs a handful; a description with hundreds would block
 * the server, so beyond these the modules are left without data and the page is served with what
 * it has.
 */
export interface RenderBudget {
  dataUrls: number;
  concurrency: number;
  ms: number;
}
export const RENDER_BUDGET: RenderBudget = { dataUrls: 40, concurrency: 6, ms: 8_000 };

/** Shown in debug and the preview instead of a module past the budget. */
export const TOO_MANY_DATA_URLS =
  'Too many data addresses on one page: this module was left without data';

/** A monotonic clock for budgets (the site's clock may be frozen: WX_NOW). */
const now = (): number => performance.now();

/** Hands the event loop back between steps: a long list of work never blocks it. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `work` for every item, at most `concurrency` at a time, each started in a task of its own so
 * other requests are served between them.
 */
async function eachInTurn<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < items.length; i = next++) {
      await nextTask();
      await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** The promise, or a rejection once the deadline has passed. */
function beforeDeadline<T>(promise: Promise<T>, deadline: number | undefined): Promise<T> {
  if (deadline === undefined) return promise;
  const left = deadline - now();
  if (left <= 0) return Promise.reject(new Error('the render ran out of time'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the render ran out of time')), left);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What came of a module's data: merged, empty (the spec removes the module), or a failure. */
export type DataOutcome =
  | { kind: 'ready'; module: ResolvedModule }
  | { kind: 'empty' }
  | { kind: 'unreachable'; url: string; why: string }
  | { kind: 'invalid'; url: string; why: string };

/**
 * The dataUrl with the address's values of `params` in place of its own (every value of a
 * repeated one; the url's values are the defaults). Unchanged when the address has none of them.
 *
 * @example addressedUrl('/api/data/compare?compare=a,b', ['compare'], '?compare=c&compare=d') // '/api/data/compare?compare=c&compare=d'
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
  for (const p of wanted) {
    target.searchParams.delete(p);
    for (const value of given.getAll(p)) target.searchParams.append(p, value);
  }
  return url.startsWith('/') ? target.pathname + target.search : target.href;
}

const message = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** A checked payload from `url`, or why not: fetched once per cache period, shared by callers. */
export async function loadPayload(
  url: string,
  payload: string,
  deps: DoorDeps,
): Promise<{ ok: true; value: unknown } | { ok: false; unreachable: boolean; why: string }> {
  let value: unknown;
  try {
    value = await beforeDeadline(deps.cache.get(url, deps.fetchJson), deps.deadline);
  } catch (error) {
    return { ok: false, unreachable: true, why: `could not be loaded: ${message(error)}` };
  }
  const problem = isEmptyResult(value) ? undefined : payloadProblem(deps.contracts, payload, value);
  return problem ? { ok: false, unreachable: false, why: problem } : { ok: true, value };
}

/** The URL of a module's named part: the config's own field, else the declared default. */
export function partUrl(decl: ModulePartDecl, config: ModuleConfig): string | undefined {
  const written = decl.urlField ? config[decl.urlField] : undefined;
  return typeof written === 'string' && written !== '' ? written : decl.url;
}

/**
 * A module with its dataUrl answer merged (x-data) and its render-time parts in place (x-parts
 * with when 'render': the answer's field of the part's name replaces the config field that held
 * its URL; a part that fails keeps the URL, and the module says its data is unavailable).
 */
export async function moduleWithData(module: ResolvedModule, deps: DoorDeps): Promise<DataOutcome> {
  let config = module.config;
  const written = config.dataUrl;
  if (written) {
    const url = addressedUrl(
      written,
      dataOf(deps.contracts, module.name)?.addressParams,
      deps.address,
    );
    const decl = dataOf(deps.contracts, module.name);
    if (!decl) return { kind: 'invalid', url, why: `Module "${module.name}" takes no dataUrl` };
    const answer = await loadPayload(url, decl.payload, deps);
    if (!answer.ok)
      return { kind: answer.unreachable ? 'unreachable' : 'invalid', url, why: answer.why };
    if (isEmptyResult(answer.value)) return { kind: 'empty' };
    if (!isRecord(answer.value)) return { kind: 'invalid', url, why: 'is not a JSON object' };
    // Only the fields the module's schema names (an answer may serve several modules).
    const value = answer.value;
    config = mergedConfig(
      config,
      Object.fromEntries(
        decl.fields.filter((f) => Object.hasOwn(value, f)).map((f) => [f, value[f]]),
      ),
    );
  }
  for (const [name, decl] of Object.entries(partsOf(deps.contracts, module.name))) {
    const url = decl.when === 'render' ? partUrl(decl, config) : undefined;
    if (!url || !decl.urlField) continue;
    const answer = await loadPayload(url, decl.payload, deps);
    if (answer.ok && isRecord(answer.value) && Object.hasOwn(answer.value, name))
      config = { ...config, [decl.urlField]: answer.value[name] } as ModuleConfig;
  }
  if (config === module.config) return { kind: 'ready', module };
  const { dataUrl: _done, ...merged } = config;
  const problem = configProblem(deps.contracts, module.name, merged, true);
  return problem
    ? { kind: 'invalid', url: written ?? '', why: `does not fit the module: ${problem}` }
    : { kind: 'ready', module: { ...module, config } };
}

/**
 * Whether a module of the page still holds the address of a render-time part in its place: the
 * part could not be had (a feed list's items, spec section 7), so the module shows its
 * unavailable state and the page must not be cached: asking for it again tries again.
 */
export function renderPartsMissing(tree: PageTree, contracts: Contracts): boolean {
  return allModules(tree).some((m) =>
    Object.values(partsOf(contracts, m.name)).some(
      (decl) =>
        decl.when === 'render' &&
        decl.urlField !== undefined &&
        typeof m.config[decl.urlField] === 'string',
    ),
  );
}

export interface ApplyDataOptions {
  registry: ModuleRegistry;
  debug: boolean;
  logger: EngineLogger;
  /** Every module's contract: its data declarations and the schemas that check them. */
  contracts: Contracts;
  /** The page address's query string (the declared address parameters of each module's data). */
  address?: string;
  /**
   * What stands in for a module whose data could not be fetched (the provider or the network is
   * down, a passing state): the browser shows its failure text and retries (src/app/client-tree.ts).
   * Unset: the spec's rule (removed in production, DATA_FAILED_PROBLEM in debug).
   */
  unavailable?: (module: ResolvedModule, url: string) => ResolvedModule;
  /** What the render may ask for (default RENDER_BUDGET). */
  budget?: RenderBudget;
  /** Set by applyModuleData from the budget: when the data must be in. */
  deadline?: number;
}

async function withData(
  module: ResolvedModule,
  fetchJson: FetchJson,
  cache: DataCache,
  opts: ApplyDataOptions,
): Promise<ResolvedModule | null> {
  if (module.problem) return module;
  const outcome = await moduleWithData(module, {
    contracts: opts.contracts,
    fetchJson,
    cache,
    address: opts.address,
    ...(opts.deadline === undefined ? {} : { deadline: opts.deadline }),
  });
  if (outcome.kind === 'ready') return outcome.module;
  if (outcome.kind === 'empty') return null;
  opts.logger.error(
    `Module "${module.name}" (${module.key}): data from ${outcome.url} ${outcome.why}`,
  );
  if (outcome.kind === 'unreachable' && opts.unavailable)
    return opts.unavailable(module, outcome.url);
  return opts.debug ? { ...module, problem: DATA_FAILED_PROBLEM } : null;
}

/**
 * Gives every module its data through the data door (data-door.ts): the dataUrl answer checked
 * against its payload schema and merged over the config (shallow; `name` never changes), the
 * render-time parts in place, the result checked against the module's own schema. Empty answers
 * (null, {}, [] or '') remove the module; a failed or invalid answer removes it in production and
 * shows DATA_FAILED_PROBLEM in debug.
 *
 * @example const tree2 = await applyModuleData(tree, (u) => fetch(u).then(r => r.json()), cache, { registry, debug, logger, contracts });
 */
export async function applyModuleData(
  tree: PageTree,
  fetchJson: FetchJson,
  cache: DataCache,
  opts: ApplyDataOptions,
): Promise<PageTree> {
  // By key (unique within a page): mapModules hands over copies of modules that have panels.
  const results = new Map<string, ResolvedModule | null>();
  const modules = allModules(tree);
  const urls = new Set<string>();
  const budget = opts.budget ?? RENDER_BUDGET;
  const deadline = now() + budget.ms;
  await eachInTurn(modules, budget.concurrency, async (m) => {
    const url = m.config.dataUrl;
    if (url && !m.problem && !urls.has(url) && urls.size >= budget.dataUrls) {
      opts.logger.error(
        `Module "${m.name}" (${m.key}): left without data: a page asks at most ${budget.dataUrls} data addresses`,
      );
      results.set(m.key, opts.debug ? { ...m, problem: TOO_MANY_DATA_URLS } : null);
      return;
    }
    if (url) urls.add(url);
    results.set(m.key, await withData(m, fetchJson, cache, { ...opts, deadline }));
  });
  return mapModules(tree, (m) => {
    const result = results.has(m.key) ? results.get(m.key) : m;
    return result ? { ...result, ...(m.panels ? { panels: m.panels } : {}) } : null;
  });
}
