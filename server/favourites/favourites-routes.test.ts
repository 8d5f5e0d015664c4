import { createServer } from 'node:net';
import { openDatabase } from '#server/db/open-database.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { DATABASE_DOWN_MESSAGE, SESSION_COOKIE } from './favourites-routes.ts';
import { buildFavouritesApp, favouritesApiCases } from '#tests/support/favourites-api-cases.ts';

// The same cases on a PostgreSQL server: tests/integration/favourites-api-postgres.test.ts.
describe('favourites API on PGlite', () => {
  favouritesApiCases(() =>
    openDatabase({ DATABASE_URL: undefined, DATA_DIR: '' }, { inMemory: true }),
  );
});

async function unusedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

describe('favourites API when the database is down', () => {
  it('answers 503 with a plain message for lists; items still work', async () => {
    const db = await openPostgres(`postgres://postgres@127.0.0.1:${await unusedPort()}/postgres`, {
      connectionTimeoutMillis: 1000,
    });
    const app = await buildFavouritesApp(db);
    for (const [method, url] of [
      ['GET', '/api/favourites'],
      ['PUT', '/api/favourites/towns-cities/auckland'],
      ['DELETE', '/api/favourites/towns-cities/auckland'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { cookie: `${SESSION_COOKIE}=${'a'.repeat(43)}` },
      });
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        503,
        { error: { status: 503, message: DATABASE_DOWN_MESSAGE } },
      ]);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/favourites/towns-cities/auckland' }))
        .statusCode,
    ).toBe(200);
    await app.close();
    await db.close();
  });
});
