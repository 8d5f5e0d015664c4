import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { DraftQuotaError, DraftStore } from './drafts.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-01T00:00:00Z');

// Issue 27, finding 3: drafts were never deleted and had no total quota (20 saves of 256 KB a
// minute per address grew the data folder by 21.5 MB a minute).
describe('DraftStore bounds', () => {
  let db: Database;
  let now = T0;
  let store: DraftStore;
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: '' }, { inMemory: true });
    store = new DraftStore(db, { expireDays: 30, quotaBytes: 10_000 }, () => now);
  });
  afterAll(() => db.close());

  it('lists each editor their own drafts, last saved first, with sizes and expiry', async () => {
    const first = await store.save('ana', '{"url":"/national"}', '/national');
    now += 1000;
    const second = await store.save('ana', '{"title":"Ōtaki"}', '/towns-cities/locations/otaki');
    await store.save('bo', '{}', '/rural');
    const mine = await store.list('ana');
    expect(mine.map((d) => d.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toEqual({
      id: second.id,
      path: '/towns-cities/locations/otaki',
      owner: 'ana',
      createdAt: new Date(T0 + 1000).toISOString(),
      savedAt: new Date(T0 + 1000).toISOString(),
      expiresAt: new Date(T0 + 1000 + 30 * DAY).toISOString(),
      bytes: 18, // 'Ō' is two bytes of UTF-8
    });
    expect((await store.list('bo')).map((d) => d.owner)).toEqual(['bo']);
  });

  it('deletes only its owner\u2019s draft', async () => {
    const draft = await store.save('ana', '{}', '');
    expect(await store.remove(draft.id, 'bo')).toBe('not-yours');
    expect(await store.remove(draft.id, 'ana')).toBe('deleted');
    expect(await store.remove(draft.id, 'ana')).toBe('missing');
    expect(await store.get(draft.id)).toBeUndefined();
  });

  it('forgets a draft 30 days after its last save, before the prune has even run', async () => {
    const draft = await store.save('cy', '{"old":true}', '/old');
    now += 30 * DAY - 1;
    expect((await store.get(draft.id))?.text).toBe('{"old":true}');
    now += 1;
    expect(await store.get(draft.id)).toBeUndefined();
    expect(await store.list('cy')).toEqual([]);
    expect(await store.prune()).toBeGreaterThanOrEqual(1);
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM preview_drafts WHERE owner = $1',
      ['cy'],
    );
    expect(row?.n).toBe(0);
  });

  it('refuses a save that would take all drafts over the quota, with the figures', async () => {
    const big = 'x'.repeat(4_000);
    await store.save('ana', big, '');
    await store.save('bo', big, '');
    const refused = store.save('cy', big, '');
    await expect(refused).rejects.toBeInstanceOf(DraftQuotaError);
    await expect(refused).rejects.toThrow(
      'The drafts storage is full: 8 KB of its 10 KB are in use. Delete drafts that are no longer needed, then save again.',
    );
    expect(await store.usedBytes()).toBe(8_000);
    // Expired drafts make room: they no longer count.
    now += 31 * DAY;
    expect(await store.usedBytes()).toBe(0);
    expect((await store.save('cy', big, '')).bytes).toBe(4_000);
  });
});
