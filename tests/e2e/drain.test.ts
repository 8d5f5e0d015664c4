import { request, type IncomingHttpHeaders, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { HTML_CACHE } from '#server/ssr/page-route.ts';
import { startServerProcess } from '../support/server-process.ts';

/**
 * Issue 28, item 1: a drain that drains. Cold page renders, searches and favourites writes (one
 * of them still sending its body) are all read by the server, then it gets SIGTERM: every one
 * is answered in full, the database is closed only after them, and every acknowledged write is
 * there when the server starts again on the same folder. A new connection after the signal is
 * refused: nothing of it was done, and a balancer tries another instance.
 */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}
type Outcome = Answer | { error: string };

/**
 * A request on a connection of its own, with `Expect: 100-continue`: Node's server answers
 * '100 Continue' as it hands the request to the app, so `read` resolves once the server has
 * read it. `send` then sends the body (or its first part, see `rest`).
 */
function open(
  address: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): {
  read: Promise<void>;
  send(body?: string): void;
  rest(body: string): void;
  answer: Promise<Outcome>;
} {
  let req: ClientRequest;
  let onContinue: () => void = () => undefined;
  const read = new Promise<void>((resolve) => (onContinue = resolve));
  const answer = new Promise<Outcome>((resolve) => {
    req = request(`${address}${path}`, {
      method,
      agent: false,
      headers: { expect: '100-continue', ...headers },
    });
    req.on('continue', onContinue);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', (e) => resolve({ error: e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.flushHeaders();
  });
  return {
    read,
    send: (body) => (body === undefined ? req.end() : req.end(body)),
    rest: (body) => void req.write(body),
    answer,
  };
}

/** Resolves once a new connection to the server is refused (it has stopped listening). */
async function refused(address: string): Promise<void> {
  const { hostname, port } = new URL(address);
  for (;;) {
    const code = await new Promise<string | null>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.destroy();
        resolve(null);
      });
      socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    if (code === 'ECONNREFUSED') return;
  }
}
const cookieOf = (a: Answer): string =>
  String(a.headers['set-cookie']?.[0] ?? '').split(';', 1)[0] ?? '';

const TOWNS = [
  'acacia-bay',
  'addington',
  'ahipara',
  'aidanfield',
  'akaroa',
  'akina',
  'albany',
  'alexandra',
  'alicetown',
  'allenton',
];
const SEARCH =
  '/1/indexes/*/queries?x-algolia-application-id=local&x-algolia-api-key=public-search-key';
const lists = [
  ['towns-cities/auckland', 'towns-cities/wellington'],
  ['towns-cities/nelson'],
  ['towns-cities/napier', 'towns-cities/hastings', 'towns-cities/gisborne'],
];

describe('SIGTERM drains the server', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wx-drain-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('answers every request already read, keeps every acknowledged write, and closes the database last', async () => {
    const server = startServerProcess({
      PORT: '0',
      DATA_DIR: join(dir, 'data'),
      SHUTDOWN_GRACE_MS: '60000',
    });
    let address: string;
    try {
      address = await server.ready();
    } catch (error) {
      await server.stop();
      throw error;
    }

    const renders = TOWNS.map((town) => open(address, 'GET', `/towns-cities/locations/${town}`));
    const queries = ['wel', 'auck', 'nel'];
    const searches = queries.map(() =>
      open(address, 'POST', SEARCH, { 'content-type': 'text/plain' }),
    );
    const body = (items: string[]) =>
      JSON.stringify({ items, topCount: Math.min(3, items.length) });
    const writes = lists.map(() =>
      open(address, 'PUT', '/api/favourites/order', { 'content-type': 'application/json' }),
    );
    await Promise.all([...renders, ...searches, ...writes].map((r) => r.read));
    for (const r of renders) r.send();
    searches.forEach((r, i) =>
      r.send(
        JSON.stringify({
          requests: [{ indexName: 'prod_index', query: queries[i], hitsPerPage: 5 }],
        }),
      ),
    );
    // Two writes are sent whole; the last one's body is still arriving when the signal comes.
    writes.slice(0, 2).forEach((w, i) => w.send(body(lists[i]!)));
    const trickled = body(lists[2]!);
    const trickle = writes[2]!;
    trickle.rest(trickled.slice(0, 20));

    server.child.kill('SIGTERM');
    // Once the server no longer accepts connections it is stopping; only then does the rest of
    // the last write's body arrive (before issue 28 the database was closed under it).
    await refused(address);
    trickle.send(trickled.slice(20));

    const answered = await Promise.all([...renders, ...searches, ...writes].map((r) => r.answer));
    for (const [i, outcome] of answered.entries())
      expect(outcome, `request ${i}`).toMatchObject({ status: 200 });
    for (const page of answered.slice(0, renders.length) as Answer[]) {
      // Rendered whole: the warnings bar was asked while the app was still open.
      expect(page.body).toContain('aria-label="Severe weather warnings"');
      expect(page.body).not.toContain('Loading warnings for');
    }
    for (const search of answered.slice(renders.length, renders.length + 3) as Answer[])
      expect(JSON.parse(search.body).results[0].hits.length).toBeGreaterThan(0);
    const cookies = (answered.slice(-3) as Answer[]).map(cookieOf);
    expect(await server.exited).toBe(0);

    // The same folder again: each acknowledged write is there, whole.
    const again = startServerProcess({ PORT: '0', DATA_DIR: join(dir, 'data') });
    try {
      const next = await again.ready();
      for (const [i, cookie] of cookies.entries()) {
        const res = await fetch(`${next}/api/favourites`, { headers: { cookie } });
        expect(await res.json(), `write ${i}`).toEqual(JSON.parse(body(lists[i]!)));
      }
    } finally {
      await again.stop();
    }
  }, 120_000);
});

describe('pages rendered while stopping', () => {
  it('are sent no-store and not kept by the render cache', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wx-stopping-'));
    const state = { stopping: false };
    const app = await buildApp(
      loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', CONTENT_WATCH: 'false' }),
      { isStopping: () => state.stopping },
    );
    try {
      expect((await app.inject('/national')).headers['cache-control']).toBe(HTML_CACHE);
      state.stopping = true;
      const during = await app.inject('/marine');
      expect([during.statusCode, during.headers['cache-control']]).toEqual([200, 'no-store']);
      // Had it been kept, this answer would be the same no-store copy.
      state.stopping = false;
      expect((await app.inject('/marine')).headers['cache-control']).toBe(HTML_CACHE);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
