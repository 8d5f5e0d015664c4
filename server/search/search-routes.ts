import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { limitFor } from '#server/rate-limits.ts';
import { parseQueries, parseSingleQuery, runQuery, SearchApiError } from './algolia-api.ts';
import type { SearchIndex } from './search-index.ts';

export type SearchConfig = Pick<
  Config,
  'SEARCH_APP_ID' | 'SEARCH_API_KEY' | 'SEARCH_INDEX' | 'SEARCH_HITS_PER_PAGE' | 'SEARCH_RATE_LIMIT'
>;

export interface SearchRoutesOptions {
  index: SearchIndex;
  config: SearchConfig;
}

const QUERIES_PATH = '/1/indexes/:indexName/queries';
const QUERY_PATH = '/1/indexes/:indexName/query';
const BODY_LIMIT = 64 * 1024;
/** The lite client's own headers, plus the ones a browser may ask to send in a preflight. */
const ALLOWED_HEADERS = [
  'content-type',
  'x-algolia-application-id',
  'x-algolia-api-key',
  'x-algolia-agent',
  'request-id',
  'content-encoding',
];

function credential(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header === 'string') return header;
  const query = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof query === 'string' ? query : undefined;
}

function sendError(reply: FastifyReply, status: number, message: string): void {
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ message, status });
}

/**
 * The hosted search API's multi-query and single-index query endpoints, answered from the
 * in-process index (DESIGN.md, 'Search without a hosted account'). Algolia's clients send the same
 * JSON under several content types: v5 and its lite client text/plain, v4
 * application/x-www-form-urlencoded (both simple CORS requests, so no preflight), others
 * application/json; browsers put the credentials in the query string, Node sends headers, maybe
 * gzip. Like the hosted API, the body is read as JSON whatever its type (issue 27, finding 7).
 * Errors use the hosted API's `{ message, status }` so the client reports them the same way.
 */
export async function searchRoutes(app: FastifyInstance, opts: SearchRoutesOptions): Promise<void> {
  const { index, config } = opts;

  // Scoped to this plugin: every content type carries the same JSON, maybe gzip-compressed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (request, body: Buffer, done) => {
      try {
        const raw =
          request.headers['content-encoding'] === 'gzip'
            ? gunzipSync(body, { maxOutputLength: BODY_LIMIT * 4 })
            : body;
        done(null, JSON.parse(raw.toString('utf8')) as unknown);
      } catch {
        done(new SearchApiError(400, 'The body is not valid JSON'), undefined);
      }
    },
  );

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof SearchApiError) return sendError(reply, error.status, error.message);
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) reply.log.error({ err: error }, 'search failed');
    return sendError(
      reply,
      status,
      status === 500 ? 'Search is not available right now' : error.message,
    );
  });

  app.addHook('onSend', async (_request, reply) => {
    // The key is a public search-only key, as with a hosted index: any origin may query.
    reply.header('access-control-allow-origin', '*');
  });

  const preflight = async (request: FastifyRequest, reply: FastifyReply) => {
    const asked = String(request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== '');
    const headers = [
      ...new Set([...ALLOWED_HEADERS, ...asked.filter((h) => h.startsWith('x-algolia-'))]),
    ];
    reply
      .code(204)
      .header('access-control-allow-methods', 'POST, OPTIONS')
      .header('access-control-allow-headers', headers.join(', '))
      .header('access-control-max-age', '86400')
      .send();
  };
  app.options(QUERIES_PATH, preflight);
  app.options(QUERY_PATH, preflight);

  const allowed = (request: FastifyRequest): boolean =>
    credential(request, 'x-algolia-application-id') === config.SEARCH_APP_ID &&
    credential(request, 'x-algolia-api-key') === config.SEARCH_API_KEY;
  // One budget for all of a visitor's searches (server/rate-limits.ts).
  const routeOptions = { bodyLimit: BODY_LIMIT, ...limitFor(app, 'search') };

  app.post<{ Params: { indexName: string } }>(
    QUERIES_PATH,
    routeOptions,
    async (request, reply) => {
      if (request.params.indexName !== '*')
        return sendError(reply, 404, 'Method not allowed with this API key');
      if (!allowed(request)) return sendError(reply, 403, 'Invalid Application-ID or API key');
      const queries = parseQueries(request.body, config.SEARCH_HITS_PER_PAGE);
      const unknown = queries.find((q) => q.indexName !== config.SEARCH_INDEX);
      if (unknown) return sendError(reply, 404, 'Index does not exist');
      reply.header('cache-control', 'no-store');
      return { results: queries.map((q) => runQuery(index, q)) };
    },
  );

  app.post<{ Params: { indexName: string } }>(QUERY_PATH, routeOptions, async (request, reply) => {
    if (!allowed(request)) return sendError(reply, 403, 'Invalid Application-ID or API key');
    if (request.params.indexName !== config.SEARCH_INDEX)
      return sendError(reply, 404, 'Index does not exist');
    const query = parseSingleQuery(
      request.params.indexName,
      request.body,
      config.SEARCH_HITS_PER_PAGE,
    );
    reply.header('cache-control', 'no-store');
    return runQuery(index, query);
  });
}
