import { writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { validatePageDescription } from '#schemas/generated/validators.js';
import { buildApp } from './app.ts';
import { ERROR_PAGE_TITLE } from './error-pages.server.ts';
import { PAGE_CACHE_CONTROL } from './pages-routes.ts';
import {
  captureLogger,
  makeContentDir,
  page,
  testConfig,
  type LogLine,
  type TempContent,
} from '#tests/support/server-fixtures.ts';

let content: TempContent;
let app: FastifyInstance;
let lines: LogLine[];

beforeAll(async () => {
  content = await makeContentDir();
  // A file inside the content folder but outside pages/: no request may reach it.
  await writeFile(
    join(content.dir, 'secret.json'),
    JSON.stringify(page('/secret', { title: 'SECRET' })),
  );
  const captured = captureLogger();
  lines = captured.lines;
  app = await buildApp(testConfig(content.dir), { services: null, logger: captured.logger });
});
afterAll(async () => {
  await app.close();
  await content.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /api/pages/*', () => {
  it('answers the root, /api/pages and /api/pages/ with the national page', async () => {
    const national = await get('/api/pages/national');
    expect(national.statusCode).toBe(200);
    expect(national.json().url).toBe('/national');
    for (const url of ['/api/pages/', '/api/pages', '/api/pages/@preview', '/api/pages/?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(national.body);
      expect(response.headers.etag, url).toBe(national.headers.etag);
    }
  });

  it('drops anything after @ and a trailing slash', async () => {
    const plain = await get('/api/pages/towns-cities/locations/auckland');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().title).toBe('Title of /towns-cities/locations/auckland');
    for (const url of [
      '/api/pages/towns-cities/locations/auckland@foo/',
      '/api/pages/towns-cities/locations/auckland/',
      '/api/pages/towns-cities/locations/auckland@-41.3,174.7',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(plain.body);
    }
  });

  it('sends JSON with an ETag and short public caching', async () => {
    const response = await get('/api/pages/marine');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(validatePageDescription(response.json())).toBe(true);
  });

  it('answers 304 when If-None-Match names the current ETag, 200 otherwise', async () => {
    const first = await get('/api/pages/marine');
    const etag = String(first.headers.etag);
    const again = await get('/api/pages/marine', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(
      (await get('/api/pages/marine', { 'if-none-match': `W/${etag}, "other"` })).statusCode,
    ).toBe(304);
    expect((await get('/api/pages/marine', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    expect((await get('/api/pages/national', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('compresses large descriptions once, with their own ETag per encoding', async () => {
    const plain = await get('/api/pages/national');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/pages/national', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const gz = await get('/api/pages/national', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    // Small bodies are not worth compressing.
    expect(
      (await get('/api/pages/marine', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('answers unknown pages with the not-found description and 404', async () => {
    const response = await get('/api/pages/towns-cities/locations/atlantis');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ url: '/not-found', layout: { name: 'not-found' } });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it.each([
    '/api/pages/..%2f..%2fetc%2fpasswd',
    '/api/pages/national%00',
    '/api/pages/national%2500',
    '/api/pages/towns-cities//auckland',
    '/api/pages/National',
    '/api/pages/marine.json',
    '/api/pages/%zz',
  ])('refuses %s with a 400 JSON error', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().error.status).toBe(400);
    expect(response.json().error.message).toMatch(/not (a )?valid/);
    expect(response.body).not.toContain('SECRET');
    expect(response.body).not.toContain('root:');
  });

  it('refuses traversal sent raw over a real socket', async () => {
    // inject, like browsers, resolves '..' and '%2e%2e' before sending; curl --path-as-is and
    // attackers do not, so these go over a socket exactly as written.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path, method: 'GET' },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end();
      });
    for (const path of [
      '/api/pages/../secret',
      '/api/pages/../../secret',
      '/api/pages/%2e%2e/secret',
      '/api/pages/..%2f..%2fsecret',
      '/api/pages/a\\..\\..\\secret',
      '/api/pages/./national',
    ]) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body).error.status, path).toBe(400);
      expect(response.body, path).not.toContain('SECRET');
    }
  });

  it('never reaches a file through backslashes', async () => {
    // inject (like some clients) turns backslashes into slashes and resolves the dots; a raw
    // request keeps them. Either way the answer is a refusal or the not-found page.
    const response = await get('/api/pages/a\\..\\secret');
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('SECRET');
    expect((await app.getPage('/a\\..\\secret')).status).toBe(400);
  });

  it('refuses very long paths', async () => {
    const response = await get('/api/pages/' + 'a'.repeat(2000));
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: { status: 414, message: 'This page path is too long.' },
    });
  });

  // Issue 11, finding 8: a broken file was answered 200, which caches and monitors take as fine.
  it('serves a broken content file as the error description with 500, without crashing', async () => {
    for (const url of ['/api/pages/broken', '/api/pages/wrong-layout']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(500);
      expect(response.headers['cache-control'], url).toBe('no-store');
      const description = response.json();
      expect(description).toMatchObject({
        type: 'error',
        title: ERROR_PAGE_TITLE,
        layout: { name: 'not-found' },
      });
      expect(validatePageDescription(description)).toBe(true);
    }
    expect(
      lines.filter((l) => l.level === 40 && l.msg.startsWith('invalid page description')).length,
    ).toBeGreaterThanOrEqual(2);
    expect((await get('/api/pages/marine')).statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/pages/marine' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    expect(response.body).toBe('');
  });
});

// Issue 11, finding 8: '/api/pages/national?<290 characters>' was refused with 414.
it('does not count the query string toward the path length limit', async () => {
  const response = await get(`/api/pages/national?${'q'.repeat(290)}`);
  expect(response.statusCode).toBe(200);
  expect((await get(`/api/pages/${'a'.repeat(301)}`)).statusCode).toBe(414);
});

describe('app.getPage (for server rendering)', () => {
  it('gives the same status and bytes as the API', async () => {
    const api = await get('/api/pages/towns-cities/locations/auckland@x');
    const result = await app.getPage('/towns-cities/locations/auckland@x');
    expect(result.status).toBe(200);
    expect(result.json.toString('utf8')).toBe(api.body);
    expect(result.etag).toBe(api.headers.etag);
    expect((await app.getPage('/nowhere')).status).toBe(404);
    const refused = await app.getPage('/../secret');
    expect(refused.status).toBe(400);
    expect(refused.description.layout.name).toBe('not-found');
  });
});
