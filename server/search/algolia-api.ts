import { highlightTitle } from './search-index.ts';
import type { SearchIndex, SearchRecord } from './search-index.ts';

/**
 * The request and response shapes of the hosted search API's multi-query endpoint
 * (`POST /1/indexes/*\/queries`, the one call the lite client makes) and its single-index query
 * (`POST /1/indexes/{index}/query`: v4's `index.search`, v5's `searchSingleIndex`). Only what a
 * location search needs is honoured: query, page, hitsPerPage, highlight tags (as fields or in a
 * legacy `params` string); other parameters are accepted and ignored, as a hosted index ignores
 * unknown settings.
 */

export interface QueryRequest {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  highlightPreTag: string;
  highlightPostTag: string;
}

export type Hit = SearchRecord & {
  _highlightResult: {
    title: {
      value: string;
      matchLevel: 'full' | 'partial' | 'none';
      matchedWords: string[];
      fullyHighlighted: boolean;
    };
  };
};

export interface QueryResult {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
}

/** A refusal in the hosted API's words and shape: `{ message, status }`. */
export class SearchApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SearchApiError';
  }
}

/**
 * Caps (issue 11, finding 3), after the hosted API's own: a query of at most 512 characters,
 * hitsPerPage at most 1,000 (the index holds fewer places than its 1,000-hit pagination limit).
 * Across one request at most 1,000 hits may be asked for in all, and at most 10 queries (the
 * site's client sends one): a single body costs at most what one large query does.
 */
export const MAX_QUERIES = 10;
const MAX_QUERY_LENGTH = 512;
const MAX_HITS_PER_PAGE = 1000;
export const MAX_HITS_PER_REQUEST = 1000;

function intParam(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max) {
    throw new SearchApiError(400, `${name} must be an integer from 0 to ${max}`);
  }
  return n;
}

function stringParam(value: unknown, name: string, fallback: string, max: number): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new SearchApiError(400, `${name} must be a string`);
  if (value.length > max)
    throw new SearchApiError(400, `${name} is too long (at most ${max} characters)`);
  return value;
}

/** Reads one request of the `requests` array; the legacy `params` query string fills gaps. */
function parseOne(raw: unknown, defaultHitsPerPage: number): QueryRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new SearchApiError(400, 'Each request must be an object');
  const r = raw as Record<string, unknown>;
  const legacy: Record<string, string> = {};
  if (typeof r.params === 'string')
    new URLSearchParams(r.params).forEach((v, k) => (legacy[k] = v));
  const pick = (k: string): unknown => (r[k] !== undefined ? r[k] : legacy[k]);
  if (typeof r.indexName !== 'string' || r.indexName === '')
    throw new SearchApiError(400, 'indexName is required');
  return {
    indexName: r.indexName,
    query: stringParam(pick('query'), 'query', '', MAX_QUERY_LENGTH),
    page: intParam(pick('page'), 'page', 0, 1000),
    hitsPerPage: intParam(
      pick('hitsPerPage'),
      'hitsPerPage',
      defaultHitsPerPage,
      MAX_HITS_PER_PAGE,
    ),
    highlightPreTag: stringParam(pick('highlightPreTag'), 'highlightPreTag', '<em>', 100),
    highlightPostTag: stringParam(pick('highlightPostTag'), 'highlightPostTag', '</em>', 100),
  };
}

export function parseQueries(body: unknown, defaultHitsPerPage: number): QueryRequest[] {
  if (
    typeof body !== 'object' ||
    body === null ||
    !Array.isArray((body as { requests?: unknown }).requests)
  ) {
    throw new SearchApiError(400, 'The body must be a JSON object with a requests array');
  }
  const requests = (body as { requests: unknown[] }).requests;
  if (requests.length === 0 || requests.length > MAX_QUERIES)
    throw new SearchApiError(400, `requests must hold 1 to ${MAX_QUERIES} queries`);
  const queries = requests.map((r) => parseOne(r, defaultHitsPerPage));
  const asked = queries.reduce((sum, q) => sum + q.hitsPerPage, 0);
  if (asked > MAX_HITS_PER_REQUEST)
    throw new SearchApiError(
      400,
      `The queries ask for ${asked} hits in all; at most ${MAX_HITS_PER_REQUEST} per request`,
    );
  return queries;
}

/**
 * The body of the single-index query: one query's parameters, as fields or a `params` string (an
 * empty body asks for everything, as the hosted API does).
 */
export function parseSingleQuery(
  indexName: string,
  body: unknown,
  defaultHitsPerPage: number,
): QueryRequest {
  const params = body ?? {};
  if (typeof params !== 'object' || Array.isArray(params))
    throw new SearchApiError(400, 'The body must be a JSON object of search parameters');
  return parseOne({ ...params, indexName }, defaultHitsPerPage);
}

/** Runs one query; `now` is injected so the reported time is measurable in tests. */
export function runQuery(
  index: SearchIndex,
  q: QueryRequest,
  now: () => number = performance.now.bind(performance),
): QueryResult {
  const started = now();
  const { hits, nbHits } = index.search(q.query, { page: q.page, hitsPerPage: q.hitsPerPage });
  const matchedWords = q.query.trim() === '' ? [] : q.query.trim().split(/\s+/);
  const out: Hit[] = hits.map((h) => {
    const value = highlightTitle(h, q.highlightPreTag, q.highlightPostTag);
    const matched = matchedWords.length > 0;
    return {
      ...h.record,
      _highlightResult: {
        title: {
          value,
          matchLevel: matched ? 'full' : 'none',
          matchedWords,
          fullyHighlighted:
            matched && value.startsWith(q.highlightPreTag) && value.endsWith(q.highlightPostTag),
        },
      },
    };
  });
  const params = new URLSearchParams({
    query: q.query,
    hitsPerPage: String(q.hitsPerPage),
    page: String(q.page),
  }).toString();
  return {
    hits: out,
    nbHits,
    page: q.page,
    nbPages: q.hitsPerPage === 0 ? 0 : Math.ceil(nbHits / q.hitsPerPage),
    hitsPerPage: q.hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(now() - started),
    query: q.query,
    params,
    index: q.indexName,
  };
}
