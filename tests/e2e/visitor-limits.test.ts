import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCall } from '#server/rate-limits.ts';
import { startSite, type RunningSite } from '../support/site.ts';

/**
 * Issue 28, item 6: limits count visitors, not routes. One budget a minute per client address
 * (behind TRUST_PROXY_HOPS proxies: the address X-Forwarded-For names) for the rendered pages,
 * one for the search API, one for the favourites writes; the server's own calls never count.
 */
let site: RunningSite;
beforeAll(async () => {
  site = await startSite({
    RENDER_RATE_LIMIT: '4',
    SEARCH_RATE_LIMIT: '3',
    TRUST_PROXY_HOPS: '1',
  });
});
afterAll(() => site?.close());

const as = (
  visitor: string,
  url: string,
  method: 'GET' | 'PUT' | 'DELETE' = 'GET',
  payload?: object,
) =>
  site.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': visitor },
    ...(payload ? { payload } : {}),
  });

const searchBody = {
  requests: [{ indexName: 'prod_index', query: 'wel', hitsPerPage: 5 }],
};
const search = (visitor: string) =>
  site.app.inject({
    method: 'POST',
    url: '/1/indexes/*/queries?x-algolia-application-id=local&x-algolia-api-key=public-search-key',
    headers: { 'x-forwarded-for': visitor, 'content-type': 'text/plain' },
    payload: JSON.stringify(searchBody),
  });

describe('limits per visitor', () => {
  it('one budget for every rendered page: pages, the search page and section redirects', async () => {
    const visitor = '203.0.113.10';
    const statuses = [];
    for (const url of ['/national', '/marine', '/search?q=nelson', '/warnings'])
      statuses.push((await as(visitor, url)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 301]);
    for (const url of ['/national', '/towns-cities', '/search?q=nelson', '/news']) {
      const res = await as(visitor, url);
      expect(res.statusCode, url).toBe(429);
      expect(Number(res.headers['retry-after']), url).toBeGreaterThan(0);
    }
    // Another visitor behind the same proxy is not affected, nor is this one's search API use.
    expect((await as('203.0.113.11', '/national')).statusCode).toBe(200);
    expect((await search(visitor)).statusCode).toBe(200);
  });

  it('one budget for the search API', async () => {
    const visitor = '203.0.113.20';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await search(visitor)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await as(visitor, '/national')).statusCode).toBe(200);
  });

  it('one budget for all favourites writes (30 a minute): add, remove and order together', async () => {
    const visitor = '203.0.113.30';
    const writes = [
      () => as(visitor, '/api/favourites/towns-cities/auckland', 'PUT'),
      () => as(visitor, '/api/favourites/towns-cities/auckland', 'DELETE'),
      () => as(visitor, '/api/favourites/order', 'PUT', { items: [], topCount: 0 }),
    ];
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await writes[i % 3]!()).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    for (const write of writes) expect((await write()).statusCode).toBe(429);
    // Reads are not writes.
    expect((await as(visitor, '/api/favourites/towns-cities/auckland')).statusCode).toBe(200);
  });

  it("the server's own calls never count", async () => {
    const visitor = '203.0.113.40';
    for (let i = 0; i < 4; i++) await as(visitor, '/national');
    expect((await as(visitor, '/national')).statusCode).toBe(429);
    const own = ownCall('/national');
    const res = await site.app.inject({
      ...own,
      headers: { ...own.headers, 'x-forwarded-for': visitor },
    });
    expect(res.statusCode).toBe(200);
    // A visitor cannot claim to be the server.
    const forged = await site.app.inject({
      url: '/national',
      headers: { 'x-wx-own-call': 'guess', 'x-forwarded-for': visitor },
    });
    expect(forged.statusCode).toBe(429);
  });
});
