import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createDataCache } from '#engine/data-merge.ts';
import { dayParam } from '#engine/day-param.ts';
import type { Config } from '../config.ts';
import { encodeOnce } from '../encode-once.ts';
import type { ContentEncoding } from '../encode-once.ts';
import { COMPRESS_MIN_BYTES, etagMatches, preferredEncoding } from '../page-entry.server.ts';
import { limitFor } from '../rate-limits.ts';
import { moduleAddress } from '../render/address.ts';
import { renderPage } from '../render/render-page.ts';
import type { RenderSite } from '../render/render-page.ts';
import { RenderCache } from './render-cache.ts';
import { duringWarningsOutage, WARNINGS_RETRY_AFTER_S } from '../warnings/page-warnings.ts';

/** Browsers and CDNs alike (s-maxage): the HTML holds nothing per visitor (finding 6). */
export const HTML_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';
/** A rendered page is reused this long on this server (a storm of one URL costs one render). */
const RENDER_CACHE_MS = 30_000;
const RENDER_CACHE_ENTRIES = 500;

export interface PageRouteOptions {
  config: Config;
  site: RenderSite;
  csp: string;
  now: () => number;
  /** False while the warnings feed has not answered since the start (server/warnings). */
  warningsKnown: () => boolean;
}

/**
 * A rendered page as the render cache keeps it: UTF-8 bytes, not the HTML string (two bytes a
 * character in V8: 500 entries held about 44 MB), and its compressed forms, each made once per
 * render on first use, so a cached page costs a browser no compression (issue 26).
 */
interface ServedPage {
  status: number;
  etag: string;
  body: Buffer;
  encoded: (encoding: ContentEncoding) => Promise<Buffer>;
  /** False when rendered while stopping or without its warnings: never kept, never cached. */
  cacheable: boolean;
}

/**
 * The key of an address in the render cache: its path, the forecast day it opens and the query
 * its modules read (declared in their schemas: render/address.ts). Other query strings share the
 * entry.
 */
export function renderKey(url: URL): string {
  const day = dayParam(url.search);
  const address = moduleAddress(url.search);
  const query = [day ? `day=${day}` : '', address.slice(1)].filter(Boolean).join('&');
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Every page GET: rendered by the one pipeline, kept in the render cache when it is a 200. */
export function pageRoute(app: FastifyInstance, opts: PageRouteOptions): void {
  const { config, site, csp, now } = opts;
  const cache = createDataCache({ now });
  const pages = new RenderCache<ServedPage>({
    ttlMs: RENDER_CACHE_MS,
    maxEntries: RENDER_CACHE_ENTRIES,
    now,
  });

  const render = async (url: URL, request: FastifyRequest): Promise<ServedPage> => {
    const found = await app.getPage(url.pathname);
    // While the warnings are unknown, pages say so where they would show them (issue 28).
    const outage = opts.warningsKnown() ? null : duringWarningsOutage(found.description);
    const page = await renderPage(
      {
        url,
        page: {
          status: outage?.status ?? found.status,
          description: outage?.description ?? found.description,
        },
        now: now(),
        cache,
        notes: config.DEBUG,
        logger: { error: (m) => request.log.error(m), warn: (m) => request.log.warn(m) },
      },
      site,
    );
    const body = Buffer.from(page.html, 'utf8');
    return {
      status: page.status,
      etag: page.etag,
      body,
      encoded: encodeOnce(body, 'render'),
      cacheable: !outage && page.complete && !app.stopping(),
    };
  };

  // Returns the reply: an async handler that sent its answer must say so, or Fastify sends again.
  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = new URL(request.url, 'http://local');
    const page = await pages.get(
      renderKey(url),
      () => render(url, request),
      (p) => p.status === 200 && p.cacheable,
    );
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', page.status === 200 && page.cacheable ? HTML_CACHE : 'no-store');
    if (page.status === 503) reply.header('retry-after', String(WARNINGS_RETRY_AFTER_S));
    if (page.status === 200) {
      reply.header('etag', page.etag);
      if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    }
    const encoding =
      page.body.length >= COMPRESS_MIN_BYTES
        ? preferredEncoding(request.headers['accept-encoding'])
        : undefined;
    if (!encoding) return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
  }

  // The route compresses its own bodies (once per render, above); Vary and the weak ETag are
  // added by cdnHeaders as for every compressible answer (decision 018).
  const routeOptions = { ...limitFor(app, 'pages'), compress: false, decompress: false } as const;
  app.get('/*', routeOptions, async (request, reply) => {
    if (request.url.startsWith(`${config.API_PREFIX}/`)) return reply.callNotFound();
    return answer(request, reply);
  });
}
