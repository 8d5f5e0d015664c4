import { createHash, randomBytes } from 'node:crypto';
import {
  addFavourite,
  FAVOURITES_FULL_TEXT,
  MAX_FAVOURITES,
  removeFavourite,
  TOP_FAVOURITES,
} from '#machines/favourites-list.ts';
import type { FavouritesRecord } from '#machines/favourites-list.ts';
import type { Database, Queryable } from '#server/db/database.ts';

/** Generous for a personal list, small enough that one session cannot fill the database; the
 * browser refuses the 51st too (machines/favourites-list.ts). */
export { MAX_FAVOURITES };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const isSessionToken = (value: unknown): value is string =>
  typeof value === 'string' && TOKEN.test(value);
/** Only the hash is stored (see migration 001). */
const sessionId = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Thrown when a list would exceed MAX_FAVOURITES: a 400 for the visitor. */
export class TooManyFavouritesError extends Error {
  override readonly name = 'TooManyFavouritesError';
}

async function readList(q: Queryable, id: string): Promise<FavouritesRecord | null> {
  const session = await q.query<{ top_count: number }>(
    'SELECT top_count FROM sessions WHERE id = $1',
    [id],
  );
  if (session.length === 0) return null;
  const rows = await q.query<{ favourite: string }>(
    'SELECT favourite FROM favourites WHERE session_id = $1 ORDER BY position',
    [id],
  );
  const items = rows.map((r) => r.favourite);
  return {
    items,
    topCount: Math.min(Number(session[0]?.top_count ?? 0), items.length, TOP_FAVOURITES),
  };
}

async function writeList(q: Queryable, id: string, record: FavouritesRecord): Promise<void> {
  if (record.items.length > MAX_FAVOURITES) throw new TooManyFavouritesError(FAVOURITES_FULL_TEXT);
  await q.query('UPDATE sessions SET top_count = $2, updated_at = now() WHERE id = $1', [
    id,
    record.topCount,
  ]);
  await q.query('DELETE FROM favourites WHERE session_id = $1', [id]);
  if (record.items.length === 0) return;
  // One statement for the whole list: positions come from the array order.
  await q.query(
    'INSERT INTO favourites (session_id, position, favourite) SELECT $1, t.ord - 1, t.fav FROM unnest($2::text[]) WITH ORDINALITY AS t(fav, ord)',
    [id, record.items],
  );
}

/** Keeps an unchanged session from expiring while it is used. */
async function touch(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE sessions SET updated_at = now() WHERE id = $1', [id]);
}

/** What a write returns: the list, and the session's token (null: no session was needed). */
export interface WriteResult {
  record: FavouritesRecord;
  /** The cookie's token when it names a stored session, else a new one if this write made one. */
  token: string | null;
}

/**
 * Each browser session's favourites list (spec section 6: kept by the server per session).
 *
 * Tokens are only ever made here (issue 11, finding 5): a cookie whose hash is not a stored
 * session is ignored, and the first write then starts a session under a new random token, so a
 * token a client made up (or planted in another visitor's browser) never becomes a session.
 */
export class FavouritesSessionStore {
  constructor(private readonly db: Database) {}

  /** The session's list, or null when the session is unknown (no cookie, or expired). */
  async get(token: string): Promise<FavouritesRecord | null> {
    return readList(this.db, sessionId(token));
  }

  /**
   * Applies `change` to the session's list in one transaction. An unknown or absent token starts
   * a new session only when the change leaves something to keep: a write that changes nothing
   * (removing what is not there) stores nothing, so cookieless clients cannot fill the database.
   */
  async update(
    token: string | null,
    change: (current: FavouritesRecord) => FavouritesRecord,
  ): Promise<WriteResult> {
    return this.db.transaction(async (tx) => {
      if (token) {
        const id = sessionId(token);
        // Row lock: two tabs saving at once apply one after the other.
        const locked = await tx.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [id]);
        if (locked.length > 0) {
          const current = (await readList(tx, id)) ?? { items: [], topCount: 0 };
          const next = change(current);
          // An emptied list needs no session: it goes, and with it the cookie.
          if (next.items.length === 0) {
            await tx.query('DELETE FROM sessions WHERE id = $1', [id]);
            return { record: next, token: null };
          }
          if (next !== current) await writeList(tx, id, next);
          else await touch(tx, id);
          return { record: next, token };
        }
      }
      const empty: FavouritesRecord = { items: [], topCount: 0 };
      const next = change(empty);
      if (next.items.length === 0) return { record: next, token: null };
      const fresh = newSessionToken();
      const id = sessionId(fresh);
      await tx.query('INSERT INTO sessions (id) VALUES ($1)', [id]);
      await writeList(tx, id, next);
      return { record: next, token: fresh };
    });
  }

  add(token: string | null, favouriteKey: string): Promise<WriteResult> {
    return this.update(token, (list) => addFavourite(list, favouriteKey));
  }

  remove(token: string | null, favouriteKey: string): Promise<WriteResult> {
    return this.update(token, (list) => removeFavourite(list, favouriteKey));
  }

  replace(token: string | null, record: FavouritesRecord): Promise<WriteResult> {
    return this.update(token, () => record);
  }

  /**
   * Keeps the database small (issue 11, finding 7): forgets idle sessions, and on the embedded
   * database, which runs no autovacuum and checkpoints rarely, vacuums the two tables (the list
   * rewrite leaves dead rows) and checkpoints so the write-ahead log is recycled.
   */
  async maintain(idleDays: number): Promise<{ pruned: number }> {
    const pruned = await this.prune(idleDays);
    if (this.db.kind === 'pglite') {
      await this.db.query('VACUUM favourites');
      await this.db.query('VACUUM sessions');
      await this.db.query('CHECKPOINT');
    }
    return { pruned };
  }

  /** Forgets sessions unused for `days` (their cookies have expired too). */
  async prune(days: number): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM sessions WHERE updated_at < now() - make_interval(days => $1::int) RETURNING id',
      [days],
    );
    return rows.length;
  }
}
