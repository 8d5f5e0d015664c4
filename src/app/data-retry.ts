import { createElement as h, useEffect, useId, useState } from 'react';
import type { Contracts } from '#engine/contracts.ts';
import type { DataCache, FetchJson } from '#engine/data-merge.ts';
import { moduleWithData } from '#engine/data-door.ts';
import type { ApplyDataOptions } from '#engine/data-door.ts';
import type { ModuleComponent } from '#engine/module-entry.ts';
import type { ResolvedModule } from '#engine/tree.ts';
import type { ModuleConfig } from '#schemas/generated/types.ts';

/** The stand-in's name in the tree: not a module of the catalogue, so no page can name it. */
export const DATA_RETRY_MODULE = '#data-retry';
/**
 * How long a module whose data failed waits before asking again. The spec has no figure for
 * module data; 30 s is between the warnings' retry (20 s) and the favourites' (20 s) and the
 * data cache (5 min): an outage of a minute costs a visitor two retries, not a reload.
 */
export const DATA_RETRY_MS = 30_000;
export const DATA_UNAVAILABLE_TEXT =
  'Not available right now. This will fill in by itself when the weather service is back.';

export interface DataRetryConfig {
  name: typeof DATA_RETRY_MODULE;
  /** The module as the page describes it, and the data address that failed. */
  original: ResolvedModule;
  url: string;
  urlSlug?: string;
}

/**
 * What stands in for a module whose data could not be fetched: its title and one sentence, then
 * the module itself once a retry (every DATA_RETRY_MS) gets its data. The rest of the page is
 * untouched; an empty answer removes the part, as it would have at first (spec).
 */
/** What the stand-in needs from the page: passed in, since importing components.ts here would split the boot chunk. */
export interface DataRetryDeps {
  cache: DataCache;
  contracts: Contracts;
  fetchJson: FetchJson;
  loadModules: (names: string[]) => Promise<void>;
  provideComponent: (name: string, component: ModuleComponent) => void;
}

export function dataRetryComponent({
  cache,
  contracts,
  fetchJson,
  loadModules,
}: DataRetryDeps): ModuleComponent {
  return function DataRetry({ config, context, panels }) {
    const { original, url } = config as unknown as DataRetryConfig;
    const [merged, setMerged] = useState<ModuleConfig | 'empty' | null>(null);
    const id = useId();
    useEffect(() => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const attempt = async (): Promise<void> => {
        // Through the data door, checked like any module's data (its URL is the address's own).
        const outcome = await moduleWithData(original, {
          contracts,
          fetchJson,
          cache,
          address: location.search,
        });
        if (stopped) return;
        if (outcome.kind === 'unreachable') {
          timer = setTimeout(() => void attempt(), DATA_RETRY_MS);
          return;
        }
        if (outcome.kind !== 'ready') return setMerged('empty');
        await loadModules([original.name]).catch(() => undefined);
        if (!stopped) setMerged(outcome.module.config);
      };
      timer = setTimeout(() => void attempt(), DATA_RETRY_MS);
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    }, [original, url]);

    if (merged === 'empty') return null;
    if (merged) {
      const Module = context.componentOf(original.name);
      return Module ? h(Module, { config: merged, context, panels }) : null;
    }
    const title = (original.config as { title?: unknown }).title;
    const titled = typeof title === 'string';
    // ModuleSection's markup through createElement, not JSX: JSX here would split React's JSX
    // runtime out of the boot chunk into a chunk of its own, which every page then loads before
    // it is interactive (measured: about 190 B gzip more).
    return h(
      'section',
      titled ? { 'aria-labelledby': id } : { 'aria-label': 'Weather data not available' },
      titled ? h('h2', { className: 'wx-module-title', id }, title) : null,
      h('p', { role: 'status' }, DATA_UNAVAILABLE_TEXT),
    );
  };
}

let provided = false;

/**
 * The tree loader's `unavailable` option in the browser: a module whose data could not be
 * fetched becomes a DataRetry stand-in (its component registered once for the visit).
 */
export function dataRetry(deps: DataRetryDeps): NonNullable<ApplyDataOptions['unavailable']> {
  if (!provided) deps.provideComponent(DATA_RETRY_MODULE, dataRetryComponent(deps));
  provided = true;
  return (module, url) => {
    const config: DataRetryConfig = {
      name: DATA_RETRY_MODULE,
      original: module,
      url,
      ...(module.config.urlSlug ? { urlSlug: module.config.urlSlug } : {}),
    };
    return { ...module, name: DATA_RETRY_MODULE, config: config as unknown as ModuleConfig };
  };
}
