import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { DraftConflictError, DraftQuotaError, DraftStore, MAX_DRAFT_VERSIONS } from './drafts.ts';

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
      version: 1,
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

// Issue 23: saving again made a new id while the address kept the old one; two tabs could lose
// each other's work.
describe('DraftStore versions', () => {
  let db: Database;
  let now = T0;
  let store: DraftStore;
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: '' }, { inMemory: true });
    store = new DraftStore(db, { expireDays: 30, quotaBytes: 10_000 }, () => now);
  });
  afterAll(() => db.close());

  it('saves again under the same id and keeps every earlier text, newest first', async () => {
    const draft = await store.save('ana', '{"v":1}', '/national');
    now += 1000;
    const second = await store.update(draft.id, 'bo', '{"v":2}', '/rural', 1);
    expect(second).toMatchObject({ id: draft.id, version: 2, owner: 'ana', path: '/rural' });
    expect((await store.get(draft.id))?.text).toBe('{"v":2}');
    const versions = await store.versions(draft.id);
    expect(versions?.map((v) => [v.version, v.savedBy])).toEqual([
      [2, 'bo'],
      [1, 'ana'],
    ]);
    expect((await store.version(draft.id, 1))?.text).toBe('{"v":1}');
    expect(await store.version(draft.id, 3)).toBeUndefined();
  });

  it('refuses a save of a version that is no longer the latest, saving nothing', async () => {
    const draft = await store.save('ana', '{"tab":0}', '/national');
    await store.update(draft.id, 'ana', '{"tab":"first"}', '/national', 1);
    const late = store.update(draft.id, 'ana', '{"tab":"second"}', '/national', 1);
    await expect(late).rejects.toBeInstanceOf(DraftConflictError);
    await expect(late).rejects.toMatchObject({ baseVersion: 1, current: { version: 2 } });
    expect((await store.get(draft.id))?.text).toBe('{"tab":"first"}');
    expect((await store.versions(draft.id))?.length).toBe(2);
  });

  it('lists the last saved first, even when two saves share a time', async () => {
    const a = await store.save('dee', '{}', '/a');
    const b = await store.save('dee', '{}', '/b');
    expect((await store.list('dee')).map((d) => d.path)).toEqual(['/b', '/a']);
    await store.update(a.id, 'dee', '{"again":1}', '/a', 1);
    expect((await store.list('dee')).map((d) => d.id)).toEqual([a.id, b.id]);
  });

  it('counts every version against the quota and keeps at most the last fifty', async () => {
    const before = await store.usedBytes();
    const draft = await store.save('cy', 'x'.repeat(10), '/x');
    for (let v = 1; v <= MAX_DRAFT_VERSIONS + 4; v++)
      await store.update(draft.id, 'cy', 'x'.repeat(10), '/x', v);
    const versions = (await store.versions(draft.id)) ?? [];
    expect(versions.length).toBe(MAX_DRAFT_VERSIONS);
    expect(versions.at(-1)?.version).toBe(6);
    expect(await store.usedBytes()).toBe(before + 10 * MAX_DRAFT_VERSIONS);
  });

  it('answers nothing for an unknown draft', async () => {
    expect(await store.update('AAAAAAAAAAAAAAAA', 'ana', '{}', '', 1)).toBeUndefined();
    expect(await store.versions('AAAAAAAAAAAAAAAA')).toBeUndefined();
  });
});
