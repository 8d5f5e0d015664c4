import { vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { validateVersionResponse } from '#schemas/generated/validators.js';
import { buildApp, writeRateLimit } from './app.ts';
import { HttpError, SERVER_FAULT_MESSAGE } from './errors.ts';
import { feature, featurePlugins, type FeatureContext } from './features.ts';
import {
  captureLogger,
  makeContentDir,
  page,
  testConfig,
  type LogLine,
  type TempContent,
} from '#tests/support/server-fixtures.ts';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** Routes that misbehave on purpose, registered through the same feature list as real ones. */
async function faultyRoutes(app: FastifyInstance, options: { secret: string }): Promise<void> {
  app.get('/api/test/crash', async () => {
    throw new Error(`database password is ${options.secret}`);
  });
  app.get('/api/test/refuse', async () => {
    throw new HttpError(422, 'The key must be a slug.\n    at somewhere (file.ts:1:2)');
  });
  app.post('/api/test/write', { config: writeRateLimit }, async () => ({ ok: true }));
  app.post('/api/test/echo', async (request) => ({ got: request.body }));
  app.get('/test/page', (request, reply) => {
    reply.type('text/html; charset=utf-8').header('etag', '"page-v1"');
    if (request.headers['if-none-match'] === 'W/"page-v1"') return reply.code(304).send();
    return reply.send(`<p>${'Fine weather. '.repeat(200)}</p>`);
  });
  app.get('/api/test/document', (_request, reply) => {
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', app.documentCsp(['1']))
      .send('<script>1</script>');
  });
}

let content: TempContent;
let app: FastifyInstance;
let lines: LogLine[];

beforeAll(async () => {
  content = await makeContentDir();
  const staticDir = join(content.dir, 'client');
  await mkdir(join(staticDir, 'assets'), { recursive: true });
  await writeFile(
    join(staticDir, 'assets', 'app-3f2a1b.js'),
    'console.log("weather");\n'.repeat(200),
  );
  const captured = captureLogger();
  lines = captured.lines;
  app = await buildApp(testConfig(content.dir, { STATIC_DIR: staticDir }), {
    services: null,
    logger: captured.logger,
    features: (context: FeatureContext) => [
      ...featurePlugins(context),
      feature(faultyRoutes, { secret: 'hunter2' }),
    ],
  });
});
afterAll(async () => {
  await app.close();
  await content.remove();
});

describe('GET /version.json', () => {
  it('answers the package version, never cached', async () => {
    const response = await app.inject('/version.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body: unknown = response.json();
    expect(validateVersionResponse(body)).toBe(true);
    expect(body).toEqual({ Version: packageVersion });
  });
});

describe('security headers', () => {
  it.each(['/some/page', '/assets/app-3f2a1b.js', '/assets/missing.js'])(
    'document %s has the strict site CSP without unsafe-eval',
    async (url) => {
      const response = await app.inject(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it.each([
    '/api/pages/national',
    '/api/pages/nowhere',
    '/api/pages/..%2f',
    '/version.json',
    '/api/unknown',
    '/healthz',
  ])('data %s has a deny-all CSP and nosniff', async (url) => {
    const response = await app.inject(url);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('allows inline scripts by hash, the same for every response (no nonce)', async () => {
    const first = await app.inject('/api/test/document');
    const second = await app.inject('/api/test/document');
    const csp = String(first.headers['content-security-policy']);
    // sha256 of the script text "1", computed independently of the code under test.
    expect(csp).toContain(
      "script-src 'self' 'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='",
    );
    expect(second.headers['content-security-policy']).toBe(csp);
    expect(csp).not.toContain('nonce-');
  });
});

describe('errors', () => {
  it('answers a server fault with one fixed sentence and logs the real error', async () => {
    const response = await app.inject('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { status: 500, message: SERVER_FAULT_MESSAGE } });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/\bat .+:\d+/);
    const logged = lines.find((l) => l.level === 50 && l.msg === 'request failed');
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('answers a 4xx with its plain message and no stack', async () => {
    const response = await app.inject('/api/test/refuse');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { status: 422, message: 'The key must be a slug.' } });
  });

  it('answers a malformed JSON body with a 400 JSON error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.status).toBe(400);
    expect(response.body).not.toMatch(/\bat .+:\d+/);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await app.inject('/api/no/such/thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json().error.status).toBe(404);
  });

  it('limits writes on routes that opt in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < writeRateLimit.rateLimit.max + 1; i++) {
      statuses.push(
        (await app.inject({ method: 'POST', url: '/api/test/write', remoteAddress: '10.0.0.9' }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const limited = await app.inject({
      method: 'POST',
      url: '/api/test/write',
      remoteAddress: '10.0.0.9',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ status: 429 });
    // Another visitor is not affected.
    expect(
      (await app.inject({ method: 'POST', url: '/api/test/write', remoteAddress: '10.0.0.10' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('caches keep one copy per encoding (issue 28, item 8)', () => {
  it.each([undefined, 'gzip', 'br'])(
    'a compressible answer varies by Accept-Encoding and has a weak ETag (accept-encoding %s)',
    async (encoding) => {
      for (const url of ['/test/page', '/assets/app-3f2a1b.js']) {
        const response = await app.inject({
          url,
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(String(response.headers.vary).toLowerCase(), url).toContain('accept-encoding');
        expect(String(response.headers.etag), url).toMatch(/^W\/"/);
      }
    },
  );

  it('answers 304 to the weak ETag it gave', async () => {
    const first = await app.inject({ url: '/test/page', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      url: '/test/page',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('static assets and health', () => {
  it('serves hashed assets with immutable caching and compression', async () => {
    const response = await app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('console.log("weather")');
  });

  it('does not serve files outside the assets folder', async () => {
    for (const url of [
      '/assets/../pages/national.json',
      '/assets/%2e%2e/pages/national.json',
      '/assets/',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('schemaVersion');
    }
  });

  it('answers /healthz', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', pages: app.contentStore.size });
  });

  it('starts without a client build', async () => {
    const bare = await buildApp(testConfig(content.dir), {
      services: null,
      logger: captureLogger().logger,
    });
    expect((await bare.inject('/assets/app-3f2a1b.js')).statusCode).toBe(404);
    expect((await bare.inject('/api/pages/marine')).statusCode).toBe(200);
    await bare.close();
  });
});

describe('editing content while running', () => {
  it('serves an edited page without a restart, with a new ETag', async () => {
    const live = await makeContentDir();
    const watched = await buildApp(testConfig(live.dir, { CONTENT_WATCH: 'true' }), {
      services: null,
      logger: captureLogger().logger,
    });
    try {
      const before = await watched.inject('/api/pages/marine');
      const reloaded = once(watched.contentStore, 'reload');
      await writeFile(
        join(live.pagesDir, 'marine.json'),
        JSON.stringify(page('/marine', { title: 'Coastal waters' })),
      );
      await reloaded;
      const after = await watched.inject('/api/pages/marine');
      expect(after.json().title).toBe('Coastal waters');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(
        (
          await watched.inject({
            url: '/api/pages/marine',
            headers: { 'if-none-match': String(before.headers.etag) },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await watched.close();
      await live.remove();
    }
  });
});

// Issue 11, finding 8: Node's own answers, CONNECT, and slow requests.
describe('answers before routing', () => {
  let raw: FastifyInstance;
  let rawLines: LogLine[];
  let port: number;
  beforeAll(async () => {
    const captured = captureLogger();
    rawLines = captured.lines;
    raw = await buildApp(testConfig(content.dir), {
      services: null,
      logger: captured.logger,
      eventLoopWatch: { thresholdMs: 100, intervalMs: 50 },
    });
    await raw.listen({ port: 0, host: '127.0.0.1' });
    port = (raw.server.address() as AddressInfo).port;
  });
  afterAll(() => raw.close());

  const send = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  const body = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it.each([
    [
      'huge headers',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'The request headers are too large.',
    ],
    [
      'a malformed request',
      'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n',
      400,
      'The request could not be read.',
    ],
    [
      'CONNECT',
      'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n',
      405,
      'CONNECT is not supported.',
    ],
  ])("answers %s in the app's error shape", async (_name, request, status, message) => {
    const answer = await send(request);
    expect(answer.split('\r\n', 1)[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(body(answer)).toEqual({ error: { status, message } });
  });

  it('logs when requests wait because the event loop is blocked', async () => {
    // Saturation, as under a storm: the loop is busy and queued requests wait unseen.
    const until = performance.now() + 150;
    while (performance.now() < until);
    await vi.waitFor(
      () =>
        expect(
          rawLines.find((l) => l.msg.startsWith('slow requests: the event loop')),
        ).toMatchObject({ level: 40 }),
      { timeout: 5000 },
    );
  });
});
