import type { FastifyInstance } from 'fastify';
import { createDataCache } from '#engine/data-merge.ts';
import type { SearchHit } from '#machines/search.machine.ts';
import type { Config } from '../config.ts';
import { limitFor } from '../rate-limits.ts';
import { renderPage } from '../render/render-page.ts';
import type { RenderSite } from '../render/render-page.ts';
import type { SearchIndex } from '../search/search-index.ts';
import { HTML_CACHE } from './page-route.ts';
import {
  SEARCH_PAGE_PATH,
  searchable,
  searchPageDescription,
  searchPageQuery,
} from './search-page.ts';

export interface SearchPageOptions {
  config: Config;
  site: RenderSite;
  csp: string;
  now: () => number;
  index: SearchIndex;
}

/**
 * How the search page finds places: with a hosted index (SEARCH_HOSTS), the overlay's own client
 * asks it; otherwise this server's index answers directly, in-process, with the same code as the
 * search API (no request to itself, so visitors never share one rate-limit bucket, issue 27).
 */
function searchFor(opts: SearchPageOptions): (query: string) => Promise<SearchHit[]> {
  const { config, site, index } = opts;
  if (config.SEARCH_HOSTS) {
    const runner = site.renderer.createSearchRunner(site.settings.search);
    return (query) => runner.search(query);
  }
  return async (query) =>
    index.search(query, { hitsPerPage: config.SEARCH_HITS_PER_PAGE }).hits.map(({ record }) => ({
      objectID: record.objectID,
      title: record.title,
      region: record.region ?? '',
      url: record.url,
      type: record.type,
    }));
}

/** `/search?q=…`: search without JavaScript (the header's search control submits here). */
export function searchPageRoute(app: FastifyInstance, opts: SearchPageOptions): void {
  const { config, site, csp, now } = opts;
  const search = searchFor(opts);
  // Results are rendered into the page itself; module data (none here) needs no shared cache.
  const cache = createDataCache({ now });
  app.get(
    SEARCH_PAGE_PATH,
    // One budget with the visitor's rendered pages (server/rate-limits.ts).
    limitFor(app, 'pages'),
    async (request, reply) => {
      const query = searchPageQuery(request.query);
      let hits: SearchHit[] | 'failed' = [];
      if (searchable(query)) {
        try {
          hits = await search(query);
        } catch (error) {
          request.log.error(`unable to run search: ${(error as Error).message}`);
          hits = 'failed';
        }
      }
      const page = await renderPage(
        {
          url: new URL(request.url, 'http://local'),
          page: { status: 200, description: searchPageDescription(query, hits) },
          now: now(),
          cache,
          notes: config.DEBUG,
          // The plain-HTML fallback: no client script, and the pages API does not know it.
          script: false,
          logger: { error: (m) => request.log.error(m), warn: (m) => request.log.warn(m) },
        },
        site,
      );
      return reply
        .code(hits === 'failed' ? 503 : page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', csp)
        .header(
          'cache-control',
          hits === 'failed' || !page.complete || app.stopping() ? 'no-store' : HTML_CACHE,
        )
        .send(page.html);
    },
  );
}
