import Fastify from 'fastify';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { visitorBudgets } from '#server/rate-limits.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { favouritesRoutes, SESSION_COOKIE } from '#server/favourites/favourites-routes.ts';
import { fakeProvider, favouriteLocations } from './favourites-fixtures.ts';

const config = { API_PREFIX: '/api', NODE_ENV: 'test' as const };

/** The favourites API alone (its routes and the write limit) on a database. */
export async function buildFavouritesApp(
  db: Database,
  extra: { production?: boolean; writeLimit?: number } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await visitorBudgets(app, { pages: 0, search: 0, favourites: extra.writeLimit ?? 0 });
  await app.register(favouritesRoutes, {
    db,
    provider: fakeProvider(),
    locations: favouriteLocations,
    config: { ...config, NODE_ENV: extra.production ? 'production' : 'test' },
  });
  return app;
}

const cookieOf = (res: LightMyRequestResponse): string => {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  if (!c) throw new Error('no session cookie');
  return `${SESSION_COOKIE}=${c.value}`;
};

/**
 * The favourites API's cases, the same on every database: PGlite in the unit tier
 * (server/favourites/favourites-routes.test.ts), a PostgreSQL server in the browser tier
 * (tests/integration/favourites-api-postgres.test.ts). Call inside a describe; `open` gives
 * null when the database cannot be had, and the cases are then skipped.
 */
export function favouritesApiCases(open: () => Promise<Database | null>): void {
  let db: Database | null;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await open();
    if (db) app = await buildFavouritesApp(db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  // Only when PostgreSQL is missing and cannot be installed (not root): startPostgres said so.
  const maybe = (name: string, fn: () => Promise<void>) =>
    it(name, async (ctx) => (db ? fn() : ctx.skip()));

  maybe('answers a favourite item with live values', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/favourites/towns-cities/auckland' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'auckland',
      type: 'towns-cities',
      label: 'Auckland',
      value: { temp: 14, condition: 'fine' },
    });
    const byKey = await app.inject({ method: 'GET', url: '/api/favourites/kayak%2Fokahu-bay' });
    expect([byKey.statusCode, byKey.json().favouriteKey, byKey.json().value.risk]).toEqual([
      200,
      'kayak/okahu-bay',
      'moderate',
    ]);
  });

  maybe('refuses unknown (404) and malformed (400) favourites with JSON', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/favourites/towns-cities/atlantis',
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: { status: 404, message: 'No favourite towns-cities/atlantis' } },
    ]);
    const badType = await app.inject({ method: 'GET', url: '/api/favourites/planets/mars' });
    expect(badType.statusCode).toBe(404);
    for (const url of [
      '/api/favourites/Towns/AUCK',
      '/api/favourites/order',
      '/api/favourites/a%2Fb%2Fc',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
    const put = await app.inject({ method: 'PUT', url: '/api/favourites/towns-cities/atlantis' });
    expect(put.statusCode).toBe(404);
  });

  maybe('keeps a session list: add, remove, order, restore', async () => {
    const empty = await app.inject({ method: 'GET', url: '/api/favourites' });
    expect(empty.json()).toEqual({ items: [], topCount: 0 });
    expect(empty.cookies).toEqual([]);

    const first = await app.inject({ method: 'PUT', url: '/api/favourites/towns-cities/auckland' });
    const cookie = cookieOf(first);
    const raw = String(first.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).not.toMatch(/Secure/);
    for (const k of [
      'towns-cities/wellington',
      'kayak/okahu-bay',
      'ski/whakapapa',
      'towns-cities/auckland',
    ]) {
      await app.inject({ method: 'PUT', url: `/api/favourites/${k}`, headers: { cookie } });
    }
    const list = await app.inject({ method: 'GET', url: '/api/favourites', headers: { cookie } });
    expect(list.json()).toEqual({
      items: [
        'towns-cities/auckland',
        'towns-cities/wellington',
        'kayak/okahu-bay',
        'ski/whakapapa',
      ],
      topCount: 3,
    });

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/favourites/towns-cities/wellington',
      headers: { cookie },
    });
    expect(removed.json()).toEqual({
      items: ['towns-cities/auckland', 'kayak/okahu-bay', 'ski/whakapapa'],
      topCount: 3,
    });

    const order = {
      items: ['ski/whakapapa', 'towns-cities/nelson', 'towns-cities/auckland', 'kayak/okahu-bay'],
      topCount: 3,
    };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/favourites/order',
      headers: { cookie },
      payload: order,
    });
    expect(put.json()).toEqual(order);
    expect(
      (await app.inject({ method: 'GET', url: '/api/favourites', headers: { cookie } })).json(),
    ).toEqual(order);

    // Another browser has its own list.
    const other = await app.inject({ method: 'PUT', url: '/api/favourites/towns-cities/taupo' });
    expect(other.json()).toEqual({ items: ['towns-cities/taupo'], topCount: 1 });
    expect(cookieOf(other)).not.toBe(cookie);
  });

  maybe('refuses a malformed list', async () => {
    const bodies = [
      {},
      { items: 'x', topCount: 0 },
      { items: ['Auckland'], topCount: 0 },
      { items: ['a/b', 'a/b'], topCount: 1 },
      { items: ['a/b'], topCount: 2 },
      { items: Array.from({ length: 51 }, (_, i) => `towns-cities/t${i}`), topCount: 3 },
    ];
    for (const payload of bodies) {
      const res = await app.inject({ method: 'PUT', url: '/api/favourites/order', payload });
      expect([JSON.stringify(payload).slice(0, 40), res.statusCode]).toEqual([
        JSON.stringify(payload).slice(0, 40),
        400,
      ]);
      expect(typeof res.json().error.message).toBe('string');
    }
  });

  maybe('ignores a forged or malformed session cookie', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/favourites',
      headers: { cookie: `${SESSION_COOKIE}=../../etc` },
    });
    expect(res.json()).toEqual({ items: [], topCount: 0 });
  });

  // Issue 11, finding 5: a well-formed token the client made up never becomes a session.
  maybe('adopts no client-made token: the first write gets a server-made one', async () => {
    const madeUp = `${SESSION_COOKIE}=${'b'.repeat(43)}`;
    const put = await app.inject({
      method: 'PUT',
      url: '/api/favourites/towns-cities/nelson',
      headers: { cookie: madeUp },
    });
    expect(put.statusCode).toBe(200);
    const issued = cookieOf(put);
    expect(issued).not.toBe(madeUp);
    // The made-up token still names nothing; the issued one holds the list.
    const viaMadeUp = await app.inject({
      method: 'GET',
      url: '/api/favourites',
      headers: { cookie: madeUp },
    });
    expect(viaMadeUp.json()).toEqual({ items: [], topCount: 0 });
    const viaIssued = await app.inject({
      method: 'GET',
      url: '/api/favourites',
      headers: { cookie: issued },
    });
    expect(viaIssued.json()).toEqual({ items: ['towns-cities/nelson'], topCount: 1 });
    // The issued token is kept (not rotated again) on later writes.
    const again = await app.inject({
      method: 'PUT',
      url: '/api/favourites/towns-cities/taupo',
      headers: { cookie: issued },
    });
    expect(cookieOf(again)).toBe(issued);
  });

  // Issue 11, finding 7: storage is bounded and takes no junk.
  maybe(
    'keeps a place the site no longer has in a list, and answers 404 for its item',
    async () => {
      // Issue 25: a visitor's list may name a place since removed; refusing the list for it would
      // lock every later change, so it is kept (the menu shows it as no longer available).
      const items = ['towns-cities/auckland', 'ski/nowhere'];
      const put = await app.inject({
        method: 'PUT',
        url: '/api/favourites/order',
        payload: { items, topCount: 2 },
      });
      expect([put.statusCode, put.json()]).toEqual([200, { items, topCount: 2 }]);
      const gone = await app.inject({ method: 'GET', url: '/api/favourites/ski/nowhere' });
      expect(gone.statusCode).toBe(404);
      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/favourites/ski/nowhere',
        headers: { cookie: cookieOf(put) },
      });
      expect(removed.json()).toEqual({ items: ['towns-cities/auckland'], topCount: 1 });
      // Adding one through the star still needs the place to exist.
      const add = await app.inject({ method: 'PUT', url: '/api/favourites/ski/nowhere' });
      expect(add.statusCode).toBe(404);
    },
  );

  maybe('stores no session for a write that keeps nothing, and no unknown favourites', async () => {
    const count = async () =>
      Number(
        (await (db as Database).query<{ n: string }>('SELECT count(*) AS n FROM sessions'))[0]?.n,
      );
    const before = await count();
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'DELETE',
        url: '/api/favourites/towns-cities/auckland',
      });
      expect([res.statusCode, res.json(), res.cookies]).toEqual([
        200,
        { items: [], topCount: 0 },
        [],
      ]);
      await app.inject({
        method: 'PUT',
        url: '/api/favourites/order',
        payload: { items: [], topCount: 0 },
      });
    }
    expect(await count()).toBe(before);

    for (const items of [['planets/mars'], ['towns-cities/auckland', 'volcanoes/ruapehu']]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/favourites/order',
        payload: { items, topCount: 0 },
      });
      expect([items, res.statusCode]).toEqual([items, 404]);
    }
    expect(await count()).toBe(before);

    // Emptying a list ends its session and its cookie.
    const put = await app.inject({ method: 'PUT', url: '/api/favourites/towns-cities/auckland' });
    const cookie = cookieOf(put);
    expect(await count()).toBe(before + 1);
    const emptied = await app.inject({
      method: 'DELETE',
      url: '/api/favourites/towns-cities/auckland',
      headers: { cookie },
    });
    expect(emptied.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await count()).toBe(before);
  });

  maybe('marks the cookie Secure in production and rate limits writes', async () => {
    const limited = await buildFavouritesApp(db as Database, {
      production: true,
      writeLimit: 2,
    });
    const a = await limited.inject({ method: 'PUT', url: '/api/favourites/towns-cities/auckland' });
    expect(String(a.headers['set-cookie'])).toMatch(/Secure/);
    await limited.inject({ method: 'PUT', url: '/api/favourites/towns-cities/auckland' });
    const third = await limited.inject({
      method: 'PUT',
      url: '/api/favourites/towns-cities/auckland',
    });
    expect(third.statusCode).toBe(429);
    const read = await limited.inject({
      method: 'GET',
      url: '/api/favourites/towns-cities/auckland',
    });
    expect(read.statusCode).toBe(200);
    await limited.close();
  });
}
