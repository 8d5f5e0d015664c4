import pg from 'pg';
import type { Database, Queryable } from './database.ts';

export interface PostgresOptions {
  /** Fail fast when the server is down, so requests answer 503 instead of hanging. */
  connectionTimeoutMillis?: number;
  max?: number;
}

/** A PostgreSQL server through a `pg` pool (DATABASE_URL=postgres://...). */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    max: options.max ?? 10,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query(sql, params) {
      const result = await q.query(sql, params ? [...params] : undefined);
      return result.rows as never;
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
