import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PATH_LENGTH, normalisePath } from '#engine/path.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import type { ContentStore } from './content-store.server.ts';
import { HttpError } from './errors.ts';
import { inSeason } from './seasonal-pages.ts';
import {
  COMPRESS_MIN_BYTES,
  encodedEtag,
  etagMatches,
  preferredEncoding,
  type PageEntry,
} from './page-entry.server.ts';

export const PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';
const JSON_TYPE = 'application/json; charset=utf-8';

export interface PageResult {
  /**
   * 200 page, 500 a broken content file's error description (never cached; decision 006),
   * 404 not-found, 400/414 refused path.
   */
  status: 200 | 400 | 404 | 414 | 500;
  description: PageDescription;
  etag: string;
  json: Buffer;
  entry: PageEntry;
  /** Why the path was refused (400/414 only). */
  refused?: string;
}

function result(status: PageResult['status'], entry: PageEntry, refused?: string): PageResult {
  const base = {
    status,
    description: entry.description,
    etag: entry.etag,
    json: entry.json,
    entry,
  };
  return refused === undefined ? base : { ...base, refused };
}

/**
 * A content file's answer at `at` (ms; the season picks a variant: seasonal-pages.ts): a broken
 * file is a fault on our side (500), with its error page.
 */
const found = (entry: PageEntry, at: number): PageResult =>
  entry.kind === 'invalid' ? result(500, entry) : result(200, inSeason(entry, at));

/**
 * The page description for a requested path, for the pages API and for server rendering: the
 * path is normalised (root -> /national, '@...' and trailing '/' dropped), odd paths are refused
 * with the not-found description, unknown ones get it with 404. `at` is the server's time (ms).
 * @example await getPage(store, '/towns-cities/locations/auckland@foo/', now()) // { status: 200, ... }
 */
export async function getPage(
  store: ContentStore,
  rawPath: string,
  at: number,
): Promise<PageResult> {
  const ready = pageInMemory(store, rawPath, at);
  if (ready) return ready;
  const normalised = normalisePath(rawPath);
  if (!normalised.ok) {
    const status = rawPath.length > MAX_PATH_LENGTH ? 414 : 400;
    return result(status, await store.notFound(), normalised.reason);
  }
  const entry = await store.get(normalised.path);
  return entry ? found(entry, at) : result(404, await store.notFound());
}

/** getPage without a promise, when the page is already in memory (the common case). */
function pageInMemory(store: ContentStore, rawPath: string, at: number): PageResult | undefined {
  // Store keys are normalised paths, so an exact hit needs no normalising.
  const exact = store.peek(rawPath);
  if (exact) return found(exact, at);
  const normalised = normalisePath(rawPath);
  const entry = normalised.ok ? store.peek(normalised.path) : undefined;
  return entry ? found(entry, at) : undefined;
}

export interface PagesRoutesOptions {
  store: ContentStore;
  /** API prefix, e.g. '/api' (not named `prefix`: Fastify would treat it as a route prefix). */
  apiPrefix: string;
  /** The server's clock: seasonal pages follow it. */
  now: () => number;
}

/** `GET <api>/pages/<path>`: page descriptions as pre-serialised JSON with ETag and short caching. */
export async function pagesRoutes(
  app: FastifyInstance,
  options: PagesRoutesOptions,
): Promise<void> {
  const base = `${options.apiPrefix}/pages`;
  // The raw URL, not Fastify's decoded parameter: '%2e%2e' must reach normalisePath as it was sent.
  const rawPath = (request: FastifyRequest): string => {
    // The query string is not part of the path (nor of its length limit).
    const query = request.url.indexOf('?');
    const url = query === -1 ? request.url : request.url.slice(0, query);
    if (url.startsWith(base)) return url.slice(base.length);
    return '/' + ((request.params as Record<string, string | undefined>)['*'] ?? '');
  };
  const respond = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageResult,
  ): FastifyReply | Promise<FastifyReply> => {
    if (page.refused !== undefined) {
      throw new HttpError(
        page.status,
        page.status === 414
          ? 'This page path is too long.'
          : `This page path is not valid. ${page.refused}`,
      );
    }
    return sendPage(request, reply, page.status, page.entry);
  };
  // Not async: a page in memory is answered without creating a promise (the benchmarked path).
  const handler = (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> | undefined => {
    const path = rawPath(request);
    const at = options.now();
    const ready = pageInMemory(options.store, path, at);
    if (ready) {
      const sent = respond(request, reply, ready);
      return sent instanceof Promise ? sent : undefined;
    }
    return getPage(options.store, path, at).then((page) => respond(request, reply, page));
  };
  // Bodies are compressed once per page and cached, not per request; GETs have no body to inflate.
  const routeOptions = { compress: false, decompress: false } as const;
  app.get(base, routeOptions, handler);
  app.get(`${base}/*`, routeOptions, handler);
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  entry: PageEntry,
): FastifyReply | Promise<FastifyReply> {
  const encoding =
    entry.json.length >= COMPRESS_MIN_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  reply
    .code(status)
    .header('content-type', JSON_TYPE)
    .header('vary', 'accept-encoding')
    .header('etag', encodedEtag(entry.etag, encoding))
    // A broken page must not be kept by caches once the editor has fixed it.
    .header('cache-control', entry.kind === 'invalid' ? 'no-store' : PAGE_CACHE_CONTROL);
  if (
    status === 200 &&
    entry.kind === 'page' &&
    etagMatches(request.headers['if-none-match'], entry.etag)
  ) {
    return reply.code(304).send();
  }
  if (!encoding) return reply.send(entry.json);
  return entry
    .encoded(encoding)
    .then((body) => reply.header('content-encoding', encoding).send(body));
}
