import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

/** The embedded database: in a folder (created if missing), or in memory when `dataDir` is unset. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ?? 'memory://');
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
    close: () => pg.close(),
  };
}
