import { SCHEMA_VERSION } from '#schemas/generated/enums.ts';
import { groupResults, SEARCH_MIN_LENGTH } from '#machines/search.machine.ts';
import type { SearchHit } from '#machines/search.machine.ts';
import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';

/** The address of the search page that works without JavaScript (the header's form submits here). */
export const SEARCH_PAGE_PATH = '/search';
/** Longer queries are cut: no place name comes near it, and it bounds the work of one request. */
export const SEARCH_PAGE_MAX_QUERY = 100;

/** The `q` of `/search?q=…`, trimmed and bounded; anything else (a list, nothing) is no query. */
export function searchPageQuery(query: unknown): string {
  const q = (query as Record<string, unknown> | null)?.q;
  return typeof q === 'string' ? q.trim().slice(0, SEARCH_PAGE_MAX_QUERY) : '';
}

/** Whether the query is long enough to search (the overlay's rule, spec section 5). */
export const searchable = (query: string): boolean => query.length >= SEARCH_MIN_LENGTH;

/**
 * The search page as a page description, so it is rendered like every other page (header, footer,
 * the `search-results` module): the form, and the hits grouped as the overlay groups them. A search
 * that failed says so instead of pretending nothing matched.
 */
export function searchPageDescription(
  query: string,
  hits: readonly SearchHit[] | 'failed',
): PageDescription {
  const failed = hits === 'failed';
  const groups = failed
    ? []
    : groupResults(hits).map((g) => ({
        title: g.title,
        hits: g.hits.map((h) => ({
          title: h.title,
          url: h.url,
          ...(h.region ? { region: h.region } : {}),
        })),
      }));
  const main: ModuleConfig[] = [
    {
      name: 'search-results',
      key: 'results',
      ...(query ? { query } : {}),
      ...(failed ? { failed } : {}),
      groups,
    },
  ];
  const title = query ? `Search results for ${query}` : 'Search';
  return {
    schemaVersion: SCHEMA_VERSION,
    url: SEARCH_PAGE_PATH,
    type: 'search',
    name: 'search',
    title,
    layout: { name: 'not-found', hideWarningsBar: true, primary: { main } },
    metadata: { title, noIndex: true },
  };
}
