import type { Database } from './database.ts';

/**
 * Ordered, append-only: a released migration is never edited; a change is a new entry. Each is a
 * list of single statements (PGlite's extended protocol takes one statement per query).
 */
export interface Migration {
  id: string;
  statements: string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: '001-sessions-and-favourites',
    statements: [
      // Only a hash of the session token is stored: a copy of the database gives no one's cookie.
      `CREATE TABLE sessions (
        id text PRIMARY KEY,
        top_count integer NOT NULL DEFAULT 0 CHECK (top_count BETWEEN 0 AND 3),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE favourites (
        session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        favourite text NOT NULL CHECK (char_length(favourite) <= 200),
        PRIMARY KEY (session_id, favourite),
        UNIQUE (session_id, position)
      )`,
      'CREATE INDEX sessions_updated_at ON sessions (updated_at)',
    ],
  },
  {
    id: '002-preview-drafts',
    statements: [
      // Editors' drafts (/preview/drafts/:id): the text as typed, so a draft with errors is kept too.
      `CREATE TABLE preview_drafts (
        id text PRIMARY KEY,
        page_path text NOT NULL CHECK (char_length(page_path) <= 500),
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
];

/** Any fixed number: all processes migrating one database take the same lock. */
const MIGRATION_LOCK = 720_113;

/** Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction. */
export async function runMigrations(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  // Under the lock too: two servers starting together on one PostgreSQL would otherwise race in
  // CREATE TABLE IF NOT EXISTS (a unique violation in pg_type).
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    });
  }
  return applied;
}
