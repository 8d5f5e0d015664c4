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
  {
    id: '003-tools-sessions',
    statements: [
      // Sign-ins to the editors' and QA tools (issue 27): the token's hash, never the token.
      `CREATE TABLE tools_sessions (
        id text PRIMARY KEY,
        user_name text NOT NULL CHECK (char_length(user_name) <= 100),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      'CREATE INDEX tools_sessions_expires_at ON tools_sessions (expires_at)',
    ],
  },
  {
    id: '004-draft-owners-and-sizes',
    statements: [
      // Drafts belong to the editor who saved them, expire after their last save, and count
      // towards a total size quota (issue 27, finding 3). Earlier drafts have no owner ('').
      "ALTER TABLE preview_drafts ADD COLUMN owner text NOT NULL DEFAULT ''",
      'ALTER TABLE preview_drafts ADD COLUMN saved_at timestamptz NOT NULL DEFAULT now()',
      'ALTER TABLE preview_drafts ADD COLUMN bytes integer NOT NULL DEFAULT 0',
      'UPDATE preview_drafts SET saved_at = created_at, bytes = octet_length(body)',
      'CREATE INDEX preview_drafts_owner_saved_at ON preview_drafts (owner, saved_at DESC)',
      'CREATE INDEX preview_drafts_saved_at ON preview_drafts (saved_at)',
    ],
  },
  {
    id: '005-draft-versions',
    statements: [
      // Saving a draft again updates it and keeps the earlier texts (issue 23): every version,
      // the current one included, with who saved it. They go with their draft.
      'ALTER TABLE preview_drafts ADD COLUMN version integer NOT NULL DEFAULT 1',
      `CREATE TABLE preview_draft_versions (
        draft_id text NOT NULL REFERENCES preview_drafts (id) ON DELETE CASCADE,
        version integer NOT NULL CHECK (version >= 1),
        body text NOT NULL,
        bytes integer NOT NULL,
        saved_at timestamptz NOT NULL,
        saved_by text NOT NULL DEFAULT '' CHECK (char_length(saved_by) <= 100),
        PRIMARY KEY (draft_id, version)
      )`,
      `INSERT INTO preview_draft_versions (draft_id, version, body, bytes, saved_at, saved_by)
       SELECT id, 1, body, bytes, saved_at, owner FROM preview_drafts`,
      // The order of saves, for "newest first" when two saves share a time (a clock held still).
      'CREATE SEQUENCE preview_draft_saves',
      "ALTER TABLE preview_drafts ADD COLUMN save_order bigint NOT NULL DEFAULT nextval('preview_draft_saves')",
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
