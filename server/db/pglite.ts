import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { initialiseInChild, PGLITE_OPTIONS } from './pglite-footprint.ts';

/** docs/deploy.md's section on an embedded database that does not open. */
export const RECOVERY_DOC = 'docs/deploy.md#when-the-embedded-database-does-not-open';

/** The embedded database folder exists but PGlite cannot open it: the one line an operator sees. */
export class DatabaseOpenError extends Error {
  override readonly name = 'DatabaseOpenError';
  constructor(dataDir: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `The embedded database in ${dataDir} could not be opened (${reason || 'no reason given'}). Recovery: ${RECOVERY_DOC}`,
      { cause },
    );
  }
}

/**
 * The embedded database: in a folder (created if missing), or in memory when `dataDir` is unset.
 * A folder is locked first (data-dir-lock.ts: one server per folder) and released on close; the
 * lock sits in the parent (DATA_DIR) so it also covers the folder's absence or replacement.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let lock: DataDirLock | undefined;
  let pg: PGlite;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    lock = await lockDataDir(dirname(dataDir));
    try {
      await initialiseInChild(dataDir);
      pg = await PGlite.create(dataDir, PGLITE_OPTIONS);
      // Opening is lazy in places: one query proves the folder is usable before we take traffic.
      await pg.query('SELECT 1');
    } catch (error) {
      await lock.release();
      throw new DatabaseOpenError(dataDir, error);
    }
  } else {
    pg = await PGlite.create('memory://', PGLITE_OPTIONS);
  }
  const queryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query(sql, params) {
      const result = await q.query(sql, params ? [...params] : undefined);
      return result.rows as never;
    },
  });
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        await lock?.release();
      }
    },
  };
}
