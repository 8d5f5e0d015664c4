import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '#server/db/database.ts';

/** A working day: an editor signs in once in the morning. Not renewed by use. */
export const TOOLS_SESSION_MS = 12 * 3_600_000;

const TOKEN = /^[\w-]{43}$/;
/** Only the hash is stored (as for favourites): a copy of the database signs no one in. */
const idOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The tools' sign-in sessions (table tools_sessions). A session names a user; the user's roles
 * are read from the configuration on each request, so removing an account from TOOLS_USERS
 * signs it out everywhere. Times come from `now` (tests move it) rather than the database clock.
 */
export class ToolsSessionStore {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session for `user`; the token goes into the cookie and is never stored. */
  async create(user: string): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const at = this.now();
    const expiresAt = at + TOOLS_SESSION_MS;
    // Signing in is rare: a good moment to forget the sessions that have run out.
    await this.db.query('DELETE FROM tools_sessions WHERE expires_at <= $1', [new Date(at)]);
    await this.db.query(
      'INSERT INTO tools_sessions (id, user_name, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [idOf(token), user, new Date(at), new Date(expiresAt)],
    );
    return { token, expiresAt };
  }

  /** The user of a live session, or undefined (no such session, or it has run out). */
  async user(token: string | undefined): Promise<string | undefined> {
    if (token === undefined || !TOKEN.test(token)) return undefined;
    const rows = await this.db.query<{ user_name: string }>(
      'SELECT user_name FROM tools_sessions WHERE id = $1 AND expires_at > $2',
      [idOf(token), new Date(this.now())],
    );
    return rows[0]?.user_name;
  }

  async end(token: string | undefined): Promise<void> {
    if (token === undefined || !TOKEN.test(token)) return;
    await this.db.query('DELETE FROM tools_sessions WHERE id = $1', [idOf(token)]);
  }
}
