import { freshDataDir } from '#tests/support/data-dir.ts';
import { rm } from 'node:fs/promises';
import { MIGRATIONS, runMigrations } from './migrations.ts';
import { openDatabase } from './open-database.ts';
import { openPglite } from './pglite.ts';

describe('database', () => {
  it('runs each migration once, records it, and rolls back failures', async () => {
    const db = await openPglite();
    expect(await runMigrations(db)).toEqual(MIGRATIONS.map((m) => m.id));
    expect(await runMigrations(db)).toEqual([]);
    const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));

    // Rollbacks: a failed transaction and a failed migration leave nothing behind.
    await db.query('CREATE TABLE t (n integer)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query('SELECT * FROM t')).toEqual([]);
    await expect(
      runMigrations(db, [
        { id: 'bad', statements: ['CREATE TABLE u (n integer)', 'SELECT nonsense('] },
      ]),
    ).rejects.toThrow();
    expect(await db.query("SELECT to_regclass('u') AS t")).toEqual([{ t: null }]);
    await db.close();
  });

  it('keeps data in DATA_DIR/pglite across restarts', async () => {
    // A data folder whose database is made already (a copy of the tests' template): what this
    // checks is the restart, and a cold initdb costs tens of seconds on a busy machine.
    const dir = await freshDataDir();
    try {
      const first = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: dir });
      await first.query("INSERT INTO sessions (id, top_count) VALUES ('s1', 2)");
      await first.close();
      const second = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: dir });
      expect(await second.query('SELECT id, top_count FROM sessions')).toEqual([
        { id: 's1', top_count: 2 },
      ]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
