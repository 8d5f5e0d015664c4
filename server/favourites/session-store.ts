import { createHash, randomBytes } from 'node:crypto';
import { addFavourite, removeFavourite, TOP_FAVOURITES } from '#machines/favourites-list.ts';
import type { FavouritesRecord } from '#machines/favourites-list.ts';
import type { Database, Queryable } from '#server/db/database.ts';

/** Generous for a personal list, small enough that one session cannot fill the database. */
export const MAX_FAVOURITES = 50;

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
  if (record.items.length > MAX_FAVOURITES)
    throw new TooManyFavouritesError(`A list holds at most ${MAX_FAVOURITES} favourites`);
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

/** Each browser session's favourites list (spec section 6: kept by the server per session). */
export class FavouritesSessionStore {
  constructor(private readonly db: Database) {}

  /** The session's list, or null when the session is unknown (no cookie, or expired). */
  async get(token: string): Promise<FavouritesRecord | null> {
    return readList(this.db, sessionId(token));
  }

  /** Applies `change` to the session's list (created when new) in one transaction; returns the result. */
  async update(
    token: string,
    change: (current: FavouritesRecord) => FavouritesRecord,
  ): Promise<FavouritesRecord> {
    const id = sessionId(token);
    return this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO sessions (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [id]);
      // Row lock: two tabs saving at once apply one after the other.
      await tx.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [id]);
      const current = (await readList(tx, id)) ?? { items: [], topCount: 0 };
      const next = change(current);
      if (next !== current) await writeList(tx, id, next);
      return next;
    });
  }

  add(token: string, favouriteKey: string): Promise<FavouritesRecord> {
    return this.update(token, (list) => addFavourite(list, favouriteKey));
  }

  remove(token: string, favouriteKey: string): Promise<FavouritesRecord> {
    return this.update(token, (list) => removeFavourite(list, favouriteKey));
  }

  replace(token: string, record: FavouritesRecord): Promise<FavouritesRecord> {
    return this.update(token, () => record);
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
