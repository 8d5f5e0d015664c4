import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';
import { PRIMARY_ALIASES } from './tree.ts';
import type { EngineLogger } from './tree.ts';

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
