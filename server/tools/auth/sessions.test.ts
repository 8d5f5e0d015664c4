import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { TOOLS_SESSION_MS, ToolsSessionStore } from './sessions.ts';

describe('tools sessions', () => {
  let db: Database;
  let now = Date.parse('2026-11-22T08:00:00Z');
  let store: ToolsSessionStore;
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: '' }, { inMemory: true });
    store = new ToolsSessionStore(db, () => now);
  });
  afterAll(() => db.close());

  it('last 12 hours from sign-in, store only a hash, and end on sign-out', async () => {
    const { token, expiresAt } = await store.create('ana');
    expect(expiresAt - now).toBe(TOOLS_SESSION_MS);
    expect(await store.user(token)).toBe('ana');
    const rows = await db.query<{ id: string }>('SELECT id FROM tools_sessions');
    expect(rows.map((r) => r.id)).not.toContain(token);

    now += TOOLS_SESSION_MS - 1;
    expect(await store.user(token)).toBe('ana');
    now += 1;
    expect(await store.user(token)).toBeUndefined();

    const next = await store.create('ana');
    // The run-out session was deleted when the next one was made.
    expect(await db.query('SELECT id FROM tools_sessions')).toHaveLength(1);
    await store.end(next.token);
    expect(await store.user(next.token)).toBeUndefined();
    expect(await store.user('not a token')).toBeUndefined();
  });
});
