import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { liteClient } from 'algoliasearch/lite';
import { algoliasearch } from 'algoliasearch';
import algoliasearchV4 from 'algoliasearch-v4';
import { createSearchRunner } from '#src/search/search-client.ts';
import { visitorBudgets } from '#server/rate-limits.ts';
import { MAX_HITS_PER_REQUEST, MAX_QUERIES } from './algolia-api.ts';
import { searchRoutes } from './search-routes.ts';
import { SearchIndex } from './search-index.ts';
import { SEARCH_FIXTURE } from '#tests/support/search-fixtures.ts';

const config = {
  SEARCH_APP_ID: 'local',
  SEARCH_API_KEY: 'public-search-key',
  SEARCH_INDEX: 'prod_index',
  SEARCH_HITS_PER_PAGE: 10,
  SEARCH_RATE_LIMIT: 0,
};
const settings = {
  appId: config.SEARCH_APP_ID,
  apiKey: config.SEARCH_API_KEY,
  indexName: config.SEARCH_INDEX,
  hitsPerPage: 10,
};
const QS =
  'x-algolia-application-id=local&x-algolia-api-key=public-search-key&x-algolia-agent=Algolia%20for%20JavaScript';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(searchRoutes, { index: new SearchIndex(SEARCH_FIXTURE), config });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const host = () => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `127.0.0.1:${address.port}`;
};

describe('search API (as a browser lite client calls it)', () => {
  it('answers a text/plain body with credentials in the query string', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/1/indexes/*/queries?${QS}`,
      headers: { 'content-type': 'text/plain', origin: 'http://elsewhere.example' },
      payload: JSON.stringify({
        requests: [{ indexName: 'prod_index', query: 'wel', hitsPerPage: 2 }],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { results } = res.json();
    expect(results[0]).toMatchObject({
      nbHits: 4,
      page: 0,
      nbPages: 2,
      hitsPerPage: 2,
      query: 'wel',
      index: 'prod_index',
    });
    expect(results[0].hits[0]).toMatchObject({
      objectID: 'towns-cities/wellington',
      title: 'Wellington',
      region: 'Wellington',
      url: '/towns-cities/locations/wellington',
      type: 'towns-cities',
    });
    expect(results[0].hits[0]._highlightResult.title.value).toBe('<em>Wel</em>lington');
    expect(typeof results[0].processingTimeMS).toBe('number');
  });

  it('reads the legacy params string and gzip bodies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'x-algolia-application-id': 'local',
        'x-algolia-api-key': 'public-search-key',
      },
      payload: gzipSync(
        JSON.stringify({
          requests: [{ indexName: 'prod_index', params: 'query=whangarei&hitsPerPage=1' }],
        }),
      ),
    });
    expect(res.json().results[0].hits.map((h: { title: string }) => h.title)).toEqual([
      'Whangārei',
    ]);
  });

  it('refuses wrong credentials, unknown indexes and bad bodies like the hosted API', async () => {
    const post = (url: string, payload: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload });
    const body = JSON.stringify({ requests: [{ indexName: 'prod_index', query: 'a' }] });
    const wrongKey = await post(
      '/1/indexes/*/queries?x-algolia-application-id=local&x-algolia-api-key=nope',
      body,
    );
    expect([wrongKey.statusCode, wrongKey.json()]).toEqual([
      403,
      { message: 'Invalid Application-ID or API key', status: 403 },
    ]);
    const noIndex = await post(
      `/1/indexes/*/queries?${QS}`,
      JSON.stringify({ requests: [{ indexName: 'other', query: 'a' }] }),
    );
    expect([noIndex.statusCode, noIndex.json()]).toEqual([
      404,
      { message: 'Index does not exist', status: 404 },
    ]);
    const notJson = await post(`/1/indexes/*/queries?${QS}`, '{nope');
    expect([notJson.statusCode, notJson.json().message]).toEqual([
      400,
      'The body is not valid JSON',
    ]);
    const noRequests = await post(`/1/indexes/*/queries?${QS}`, '{}');
    expect(noRequests.statusCode).toBe(400);
    const badPage = await post(
      `/1/indexes/*/queries?${QS}`,
      JSON.stringify({ requests: [{ indexName: 'prod_index', page: -1 }] }),
    );
    expect([badPage.statusCode, badPage.json().message]).toEqual([
      400,
      'page must be an integer from 0 to 1000',
    ]);
  });

  it('answers a CORS preflight', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/1/indexes/*/queries',
      headers: {
        origin: 'http://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-algolia-api-key, x-evil',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-algolia-api-key');
    expect(String(res.headers['access-control-allow-headers'])).not.toContain('x-evil');
  });
});

describe('the real algoliasearch lite client', () => {
  it('queries this server over HTTP', async () => {
    const client = liteClient('local', 'public-search-key', {
      hosts: [{ url: host(), protocol: 'http', accept: 'readWrite' }],
    });
    const { results } = await client.searchForHits<{ title: string; type: string }>({
      requests: [{ indexName: 'prod_index', query: 'wel' }],
    });
    expect(results[0]?.hits.map((h) => h.title)).toEqual([
      'Wellington',
      'Wellsford',
      'Welcome Bay',
      'Wellington',
    ]);
    expect(results[0]?.hits.map((h) => h.type)).toEqual([
      'towns-cities',
      'towns-cities',
      'towns-cities',
      'rural',
    ]);
  });

  it('reports a refused key as an error', async () => {
    const client = liteClient('local', 'wrong', {
      hosts: [{ url: host(), protocol: 'http', accept: 'readWrite' }],
    });
    await expect(
      client.search({ requests: [{ indexName: 'prod_index', query: 'wel' }] }),
    ).rejects.toThrow('Invalid Application-ID or API key');
  });

  it("runs the app's search runner against this server", async () => {
    const [hostname, port] = host().split(':');
    const runner = createSearchRunner(settings, {
      origin: { host: `${hostname}:${port}`, protocol: 'http:' },
    });
    expect((await runner.search('aukland')).map((h) => h.objectID)).toEqual([
      'towns-cities/auckland',
    ]);
  });

  it('runs the same runner against a recorded hosted response', async () => {
    const recorded = readFileSync(
      new URL('./fixtures/hosted-response.json', import.meta.url),
      'utf8',
    );
    const sent: { url: string; data?: string; method: string }[] = [];
    const requester = {
      send: async (request: { url: string; data?: string; method: string }) => {
        sent.push(request);
        return { status: 200, content: recorded, isTimedOut: false };
      },
    };
    const runner = createSearchRunner(
      { ...settings, appId: 'ABCDEF1234', hosts: ['abcdef1234-dsn.algolia.net'] },
      {
        loadClient: async () => (appId, apiKey, options) =>
          liteClient(appId, apiKey, { ...options, requester: requester as never }),
      },
    );
    const hits = await runner.search('wel');
    expect(hits).toEqual([
      {
        objectID: 'towns-cities/wellington',
        title: 'Wellington',
        region: 'Wellington',
        url: '/towns-cities/locations/wellington',
        type: 'towns-cities',
      },
      {
        objectID: 'towns-cities/wellsford',
        title: 'Wellsford',
        region: 'Auckland',
        url: '/towns-cities/locations/wellsford',
        type: 'towns-cities',
      },
    ]);
    expect(sent[0]?.url).toMatch(
      /^https:\/\/abcdef1234-dsn\.algolia\.net\/1\/indexes\/\*\/queries\?/,
    );
    expect(JSON.parse(sent[0]?.data ?? '{}')).toEqual({
      requests: [{ indexName: 'prod_index', query: 'wel', hitsPerPage: 10 }],
    });
  });
});

// Issue 11, finding 3: one body of 50 queries x 1,000 hits cost as much as 50 normal queries.
describe('search API limits', () => {
  const post = (target: FastifyInstance, requests: unknown[]) =>
    target.inject({
      method: 'POST',
      url: `/1/indexes/*/queries?${QS}`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ requests }),
    });
  const query = (hitsPerPage: number) => ({ indexName: 'prod_index', query: 'a', hitsPerPage });

  it('refuses more queries, or more hits in all, than one request may ask for', async () => {
    const storm = await post(
      app,
      Array.from({ length: 50 }, () => query(1000)),
    );
    expect([storm.statusCode, storm.json().message]).toEqual([
      400,
      `requests must hold 1 to ${MAX_QUERIES} queries`,
    ]);
    const wide = await post(app, [query(1000), query(1)]);
    expect([wide.statusCode, wide.json().message]).toEqual([
      400,
      `The queries ask for 1001 hits in all; at most ${MAX_HITS_PER_REQUEST} per request`,
    ]);
    expect((await post(app, [query(1000)])).statusCode).toBe(200);
    expect(
      (
        await post(
          app,
          Array.from({ length: MAX_QUERIES }, () => query(10)),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("answers 429 to a client over its per-minute limit, in the API's error shape", async () => {
    const limited = Fastify({ logger: false });
    await visitorBudgets(limited, { pages: 0, search: 3, favourites: 0 });
    await limited.register(searchRoutes, { index: new SearchIndex(SEARCH_FIXTURE), config });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(limited, [query(5)])).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const over = await post(limited, [query(5)]);
    expect(over.headers['retry-after']).toBeDefined();
    expect(typeof over.json().message).toBe('string');
    await limited.close();
  });
});

// Issue 27, finding 7: algoliasearch@4 (which no one here wrote) was refused: its multi-query sends
// JSON as application/x-www-form-urlencoded (415) and its index.search posts to
// /1/indexes/prod_index/query (404). Hosted Algolia answers both, and so must this server.
describe("Algolia's own JavaScript clients, v4 and v5", () => {
  const hosts = () => [{ url: host(), protocol: 'http' as const, accept: 'readWrite' as const }];
  const titles = (hits: readonly { title?: unknown }[] | undefined) => hits?.map((h) => h.title);

  it('v4: multipleQueries, client.search and index.search', async () => {
    // v4's hosts take an accept enum (read by default), not v5's 'readWrite'.
    const client = algoliasearchV4('local', 'public-search-key', {
      hosts: [{ url: host(), protocol: 'http' }],
    });
    const multi = await client.multipleQueries<{ title: string }>([
      { indexName: 'prod_index', query: 'wel', params: { hitsPerPage: 2 } },
      { indexName: 'prod_index', query: 'palmerston' },
    ]);
    expect(multi.results.map((r) => titles('hits' in r ? r.hits : undefined))).toEqual([
      ['Wellington', 'Wellsford'],
      ['Palmerston', 'Palmerston North'],
    ]);
    const single = await client
      .initIndex('prod_index')
      .search<{ title: string }>('whangarei', { hitsPerPage: 1 });
    expect([titles(single.hits), single.hitsPerPage, single.query]).toEqual([
      ['Whangārei'],
      1,
      'whangarei',
    ]);
    await expect(client.initIndex('other').search('wel')).rejects.toMatchObject({
      status: 404,
      message: 'Index does not exist',
    });
  });

  it('v5: searchSingleIndex, search and the lite client', async () => {
    const client = algoliasearch('local', 'public-search-key', { hosts: hosts() });
    const single = await client.searchSingleIndex<{ title: string }>({
      indexName: 'prod_index',
      searchParams: { query: 'new ply', hitsPerPage: 5 },
    });
    expect(titles(single.hits)).toEqual(['New Plymouth']);
    expect(single.query).toBe('new ply');
    const multi = await client.search<{ title: string }>({
      requests: [{ indexName: 'prod_index', query: 'aukland' }],
    });
    expect(titles((multi.results[0] as { hits: { title: string }[] }).hits)).toEqual(['Auckland']);
    const lite = liteClient('local', 'public-search-key', { hosts: hosts() });
    const hits = await lite.searchForHits<{ title: string }>({
      requests: [{ indexName: 'prod_index', query: 'hawkes' }],
    });
    expect(titles(hits.results[0]?.hits)).toEqual(["Hawke's Bay"]);
    const refused = algoliasearch('local', 'wrong', { hosts: hosts() });
    await expect(
      refused.searchSingleIndex({ indexName: 'prod_index', searchParams: { query: 'a' } }),
    ).rejects.toThrow('Invalid Application-ID or API key');
  });

  it("answers v4's browser request: form-urlencoded JSON, credentials in the query string", async () => {
    for (const url of ['/1/indexes/*/queries', '/1/indexes/prod_index/query']) {
      const body = url.endsWith('/queries')
        ? { requests: [{ indexName: 'prod_index', params: 'query=wel&hitsPerPage=1' }] }
        : { params: 'query=wel&hitsPerPage=1' };
      const res = await app.inject({
        method: 'POST',
        url: `${url}?${QS}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, url).toBe(200);
      const result = url.endsWith('/queries') ? res.json().results[0] : res.json();
      expect(titles(result.hits)).toEqual(['Wellington']);
    }
  });

  it('answers a preflight and refuses a bad body on the single-index route', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/1/indexes/prod_index/query',
      headers: { origin: 'http://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    const bad = await app.inject({
      method: 'POST',
      url: `/1/indexes/prod_index/query?${QS}`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ hitsPerPage: 'many' }),
    });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { message: 'hitsPerPage must be an integer from 0 to 1000', status: 400 },
    ]);
  });
});
