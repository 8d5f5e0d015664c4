import type { LiteClient } from 'algoliasearch/lite';
import type { SearchHit } from '#machines/search.machine.ts';

/**
 * The one way the app queries search: the algoliasearch lite client, against our own server by
 * default or a hosted index when configured (DESIGN.md, 'Search without a hosted account').
 * The client module is imported on first use (first focus of the search input), never in the
 * first-paint bundle.
 */
export interface SearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  hitsPerPage: number;
  /** Host names (with optional port); unset: the page's own origin. */
  hosts?: readonly string[];
}

export interface SearchHost {
  url: string;
  protocol: 'http' | 'https';
  accept: 'readWrite';
}

type ClientFactory = (
  appId: string,
  apiKey: string,
  options: { hosts: SearchHost[] },
) => Pick<LiteClient, 'searchForHits'>;

export interface SearchRunnerDeps {
  /** Loads the client factory; default a dynamic import of algoliasearch/lite. */
  loadClient?: () => Promise<ClientFactory>;
  /** The page origin the default host points at; default `window.location`. */
  origin?: { host: string; protocol: string };
}

export interface SearchRunner {
  /** Starts loading the client (call on first focus); safe to call many times. */
  preload(): Promise<void>;
  search(query: string): Promise<SearchHit[]>;
}

/** Configured hosts are hosted-service hosts (https); the default is this page's origin. */
export function searchHosts(
  settings: SearchSettings,
  origin?: { host: string; protocol: string },
): SearchHost[] {
  if (settings.hosts && settings.hosts.length > 0)
    return settings.hosts.map((url) => ({ url, protocol: 'https', accept: 'readWrite' }));
  if (!origin) throw new Error('No search host: configure SEARCH_HOSTS or run in a browser');
  return [
    {
      url: origin.host,
      protocol: origin.protocol === 'http:' ? 'http' : 'https',
      accept: 'readWrite',
    },
  ];
}

const SAFE_URL = /^(\/(?!\/)|https?:\/\/)/;

/** A hit we can show and link to, or null (a hosted index may hold records of other shapes). */
export function toSearchHit(raw: unknown): SearchHit | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const h = raw as Record<string, unknown>;
  const { objectID, title, region, url, type } = h;
  if (
    typeof objectID !== 'string' ||
    typeof title !== 'string' ||
    typeof url !== 'string' ||
    typeof type !== 'string'
  )
    return null;
  if (!SAFE_URL.test(url)) return null;
  return { objectID, title, region: typeof region === 'string' ? region : '', url, type };
}

const defaultLoad = async (): Promise<ClientFactory> =>
  (await import('algoliasearch/lite')).liteClient as unknown as ClientFactory;

export function createSearchRunner(
  settings: SearchSettings,
  deps: SearchRunnerDeps = {},
): SearchRunner {
  let client: Promise<Pick<LiteClient, 'searchForHits'>> | undefined;
  const getClient = (): Promise<Pick<LiteClient, 'searchForHits'>> => {
    client ??= (deps.loadClient ?? defaultLoad)().then((factory) =>
      factory(settings.appId, settings.apiKey, {
        hosts: searchHosts(
          settings,
          deps.origin ?? (typeof window === 'undefined' ? undefined : window.location),
        ),
      }),
    );
    // A failed import (offline, chunk gone) is retried on the next query rather than cached.
    client.catch(() => (client = undefined));
    return client;
  };
  return {
    async preload() {
      await getClient().catch(() => undefined);
    },
    async search(query) {
      const c = await getClient();
      const { results } = await c.searchForHits({
        requests: [{ indexName: settings.indexName, query, hitsPerPage: settings.hitsPerPage }],
      });
      const hits = results[0]?.hits ?? [];
      return hits.map(toSearchHit).filter((h): h is SearchHit => h !== null);
    },
  };
}
