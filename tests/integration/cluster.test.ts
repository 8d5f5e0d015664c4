import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from '../support/fixtures.ts';
import { startServerProcess } from '../support/server-process.ts';

/**
 * Issue 11, "more than one machine": the server keeps no state but the database, so two server
 * processes on one PostgreSQL database are one site; the cluster runner refuses PGlite.
 */
describe('more than one server process', () => {
  let postgres: { url: string } | null = null;
  let dir: string;
  beforeAll(async () => {
    [postgres, dir] = await Promise.all([
      freshPostgresDatabase(),
      mkdtemp(join(tmpdir(), 'wx-two-')),
    ]);
  }, 600_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('start:cluster refuses the embedded database in one line', async () => {
    const env = { ...process.env } as Record<string, string>;
    delete env.DATABASE_URL;
    const cluster = startServerProcess({ ...env, DATABASE_URL: '' }, 'server/cluster.ts');
    expect(await cluster.exited).toBe(1);
    expect(cluster.stderr().trim()).toBe(
      'npm run start:cluster needs DATABASE_URL (a PostgreSQL server): the embedded database (PGlite, DATA_DIR) serves one process only; use npm start for that',
    );
  });

  it('a favourite saved through one process is read through the other', async (ctx) => {
    if (!postgres) return ctx.skip();
    const env = { PORT: '0', DATABASE_URL: postgres.url };
    const a = startServerProcess({ ...env, DATA_DIR: join(dir, 'a') });
    const b = startServerProcess({ ...env, DATA_DIR: join(dir, 'b') });
    try {
      const [urlA, urlB] = await Promise.all([a.ready(), b.ready()]);
      expect(urlA).not.toBe(urlB);
      const saved = await fetch(`${urlA}/api/favourites/towns-cities/nelson`, { method: 'PUT' });
      expect(saved.status).toBe(200);
      const cookie = (saved.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      expect(cookie).toMatch(/^wx_session=/);
      const read = await fetch(`${urlB}/api/favourites`, { headers: { cookie } });
      expect(await read.json()).toEqual({ items: ['towns-cities/nelson'], topCount: 1 });
      // And back: a removal through the second is seen by the first.
      await fetch(`${urlB}/api/favourites/towns-cities/nelson`, {
        method: 'DELETE',
        headers: { cookie },
      });
      const after = await fetch(`${urlA}/api/favourites`, { headers: { cookie } });
      expect(await after.json()).toEqual({ items: [], topCount: 0 });
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 120_000);
});
