import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, toolsProductionEnv } from '#tests/support/tools-fixtures.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { feature, featurePlugins } from './features.ts';

/**
 * Issue 27, finding 4 and Deliver 5: the deepest and widest bodies the parser allows, sent to
 * every write endpoint of the site (found by listening to route registration, so a new endpoint is
 * covered without being listed here). A PUT /api/favourites/order with an item nested 20,000 deep
 * overflowed the stack in its 400 message and was answered 503 "favourites database failed".
 * Every answer must be a 2xx or a clear 4xx in JSON: nothing crashes, nothing is blamed on the
 * database, and the server still answers afterwards.
 */

interface WriteRoute {
  method: string;
  url: string;
  bodyLimit: number;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Route parameters filled with values the routes accept, so the body is what is tested. */
const PARAMS: Record<string, string> = {
  type: 'towns-cities',
  key: 'auckland',
  indexName: 'prod_index',
  id: 'AAAAAAAAAAAAAAAA',
};
/** Every field a write endpoint reads: each gets the hostile value in turn. */
const FIELDS = [
  'items',
  'topCount',
  'requests',
  'params',
  'query',
  'hitsPerPage',
  'text',
  'path',
  'description',
  'asOf',
  'search',
  'user',
  'password',
];

/** JSON text of `size` bytes at most: an array nested as deep as fits. */
const deepArray = (size: number) => {
  const n = Math.floor(size / 2);
  return '['.repeat(n) + ']'.repeat(n);
};
const deepObject = (size: number) => {
  const n = Math.floor((size - 1) / 6);
  return '{"a":'.repeat(n) + '0' + '}'.repeat(n);
};
const wideArray = (size: number) => `[${'0,'.repeat(Math.floor((size - 3) / 2))}0]`;
const wideObject = (size: number) => {
  const parts: string[] = [];
  let length = 2;
  for (let i = 0; length + 12 < size; i++) {
    const part = `"k${i}":0`;
    parts.push(part);
    length += part.length + 1;
  }
  return `{${parts.join(',')}}`;
};

/** The hostile bodies for one route's body limit: top level, in each field, in each field's list. */
function hostileBodies(limit: number): { name: string; body: string }[] {
  const room = limit - 64;
  const out = [
    { name: 'deep array', body: deepArray(room) },
    { name: 'deep object', body: deepObject(room) },
    { name: 'wide array', body: wideArray(room) },
    { name: 'wide object', body: wideObject(room) },
  ];
  for (const field of FIELDS) {
    out.push(
      { name: `${field}: [deep array]`, body: `{"${field}":[${deepArray(room)}]}` },
      { name: `${field}: deep object`, body: `{"${field}":${deepObject(room)}}` },
      { name: `${field}: wide array`, body: `{"${field}":${wideArray(room)}}` },
    );
  }
  return out;
}

describe('the deepest and widest bodies, at every write endpoint', () => {
  const routes: WriteRoute[] = [];
  let app: FastifyInstance;
  let dataDir: string;
  let cookie: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wx-hostile-'));
    const config = loadConfig({
      ...process.env,
      ...(await toolsProductionEnv()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CONTENT_WATCH: 'false',
    });
    // Registered with the root's scope (skip-override), so it hears every route after it.
    const recorder = Object.assign(
      async (root: FastifyInstance) => {
        root.addHook('onRoute', (route: RouteOptions) => {
          for (const method of [route.method].flat()) {
            if (!WRITES.has(method)) continue;
            const url = route.url.replace(/:(\w+)/g, (_m, name: string) => PARAMS[name] ?? 'x');
            routes.push({
              method,
              url,
              bodyLimit: route.bodyLimit ?? root.initialConfig.bodyLimit ?? 1_048_576,
            });
          }
        });
      },
      { [Symbol.for('skip-override')]: true },
    );
    app = await buildApp(config, {
      features: (context) => [feature(recorder, {}), ...featurePlugins(context)],
    });
    await app.ready();
    cookie = await signIn(app, 'bo');
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finds the write endpoints', () => {
    const found = routes.map((r) => `${r.method} ${r.url}`);
    for (const known of [
      'PUT /api/favourites/order',
      'PUT /api/favourites/towns-cities/auckland',
      'DELETE /api/favourites/towns-cities/auckland',
      'POST /1/indexes/prod_index/queries',
      'POST /1/indexes/prod_index/query',
      'POST /api/preview/drafts',
      'DELETE /api/preview/drafts/AAAAAAAAAAAAAAAA',
      'POST /api/preview/render',
      'POST /api/tools/login',
      'POST /api/tools/logout',
    ])
      expect(found).toContain(known);
  });

  it('answers each with a 2xx or a clear 4xx, and keeps answering', async () => {
    let sent = 0;
    const failures: string[] = [];
    for (const route of routes) {
      for (const { name, body } of hostileBodies(route.bodyLimit)) {
        sent += 1;
        const res = await app.inject({
          method: route.method as 'POST',
          url: route.url,
          // One address per request: the write limits are not what this test is about.
          remoteAddress: `198.18.${sent >> 8}.${sent & 255}`,
          headers: { cookie, 'content-type': 'application/json' },
          payload: body,
        });
        const where = `${route.method} ${route.url} (${name}, ${body.length} B)`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body}`);
        else if (res.statusCode >= 400) {
          const message =
            (res.json() as { error?: { message?: string }; message?: string }).error?.message ??
            (res.json() as { message?: string }).message;
          if (typeof message !== 'string' || message.length > 300)
            failures.push(`${where}: ${res.statusCode} without a short message`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(400);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  }, 600_000);
});
