import { join } from 'node:path';
import type { Config } from '#server/config.ts';
import type { Database } from './database.ts';
import { runMigrations } from './migrations.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type DatabaseConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>;

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/pglite (`inMemory` for tests);
 * migrations run before it is returned. The caller closes it (e.g. in the app's onClose hook).
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: { inMemory?: boolean } = {},
): Promise<Database> {
  const db = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(options.inMemory ? undefined : join(config.DATA_DIR, 'pglite'));
  try {
    await runMigrations(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw new Error(`Database migrations failed: ${(error as Error).message}`, { cause: error });
  }
  return db;
}
