import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '#tests/support/clock.ts';
import { startSite } from '#tests/support/site.ts';
import type { RunningSite } from '#tests/support/site.ts';
import { signIn, toolsProductionEnv } from '#tests/support/tools-fixtures.ts';
import { DRAFT_MAX_BYTES } from './drafts.ts';

interface DraftJson {
  id: string;
  url: string;
  path: string;
  owner: string;
  savedAt: string;
  expiresAt: string;
  bytes: number;
  text?: string;
}

describe('the drafts API, for signed-in editors', () => {
  let site: RunningSite;
  const clock = { now: Date.parse(TEST_NOW) };
  let ana: string;
  let bo: string;
  beforeAll(async () => {
    // A quota of 1 MB: four drafts of 256 KB fill it.
    // The site's clock, moved between saves: two saves at one instant have no newest.
    site = await startSite(
      { ...(await toolsProductionEnv()), DRAFTS_QUOTA_MB: '1' },
      { now: () => clock.now },
    );
    [ana, bo] = await Promise.all([signIn(site.app, 'ana'), signIn(site.app, 'bo')]);
  });
  afterAll(() => site.close());

  const save = (cookie: string, text: string, ip = '203.0.113.1') =>
    site.app.inject({
      method: 'POST',
      url: '/api/preview/drafts',
      remoteAddress: ip,
      headers: { cookie },
      payload: { text, path: '/national' },
    });
  const list = async (cookie: string) =>
    (await site.app.inject({ url: '/api/preview/drafts', headers: { cookie } })).json<{
      drafts: DraftJson[];
      storage: { usedBytes: number; quotaBytes: number };
      expireDays: number;
    }>();
  const remove = (cookie: string, id: string) =>
    site.app.inject({ method: 'DELETE', url: `/api/preview/drafts/${id}`, headers: { cookie } });

  it('saves a draft as typed, errors and all, and shares it by link with other editors', async () => {
    const text = '{ "url": "/national", "title": 3 }';
    const saved = await save(ana, text);
    expect(saved.statusCode).toBe(201);
    const draft = saved.json<DraftJson>();
    expect(draft).toMatchObject({
      url: `/preview/drafts/${draft.id}`,
      path: '/national',
      owner: 'ana',
      bytes: text.length,
    });
    expect(Date.parse(draft.expiresAt) - Date.parse(draft.savedAt)).toBe(30 * 86_400_000);
    expect(draft.text).toBeUndefined();
    const read = await site.app.inject({
      url: `/api/preview/drafts/${draft.id}`,
      headers: { cookie: bo },
    });
    expect(read.json()).toMatchObject({ id: draft.id, owner: 'ana', text });
    // The share link opens the tools app; the live page is what it was.
    const page = await site.app.inject({ url: draft.url, headers: { cookie: bo } });
    expect([page.statusCode, page.body.includes('id="tools-root"')]).toEqual([200, true]);
  });

  it("lists each editor's own drafts, newest first; only the owner deletes", async () => {
    const first = (await save(bo, '{"a":1}')).json<DraftJson>();
    clock.now += 1000;
    const second = (await save(bo, '{"b":2}')).json<DraftJson>();
    const listed = await list(bo);
    expect(listed.drafts.slice(0, 2).map((d) => d.id)).toEqual([second.id, first.id]);
    expect(listed.drafts.every((d) => d.owner === 'bo' && d.text === undefined)).toBe(true);
    expect(listed.expireDays).toBe(30);
    expect(listed.storage.quotaBytes).toBe(1_048_576);
    expect((await list(ana)).drafts.map((d) => d.id)).not.toContain(first.id);

    const notYours = await remove(ana, first.id);
    expect([notYours.statusCode, notYours.json().error.message]).toEqual([
      403,
      'Only the editor who saved this draft can delete it.',
    ]);
    expect((await remove(bo, first.id)).statusCode).toBe(204);
    expect((await remove(bo, first.id)).statusCode).toBe(404);
    expect((await list(bo)).drafts.map((d) => d.id)).not.toContain(first.id);
  });

  it('answers 404 with a plain message for an unknown or malformed id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAA', 'not-an-id']) {
      const response = await site.app.inject({
        url: `/api/preview/drafts/${id}`,
        headers: { cookie: ana },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: {
          status: 404,
          message: 'No draft with this id. The link may be mistyped, or the draft has expired.',
        },
      });
    }
  });

  it(`refuses a draft over ${DRAFT_MAX_BYTES / 1024} KB, or an empty one`, async () => {
    const big = await save(ana, `"${'x'.repeat(DRAFT_MAX_BYTES)}"`, '203.0.113.2');
    expect([big.statusCode, big.json().error.message]).toEqual([
      413,
      'A draft can be at most 256 KB of JSON.',
    ]);
    expect((await save(ana, '  ', '203.0.113.2')).statusCode).toBe(400);
  });

  it('refuses new saves once the drafts fill their quota, and takes them again after a deletion', async () => {
    const text = `"${'x'.repeat(DRAFT_MAX_BYTES - 2)}"`;
    const ids: string[] = [];
    let refused;
    for (let i = 0; i < 5 && !refused; i += 1) {
      const res = await save(ana, text, '203.0.113.3');
      if (res.statusCode === 201) ids.push(res.json<DraftJson>().id);
      else refused = res;
    }
    expect(ids).toHaveLength(3); // with the small drafts of the tests above, a fourth does not fit
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json().error.message).toMatch(
      /^The drafts storage is full: 768 KB of its 1\.0 MB are in use\. Delete drafts that are no longer needed, then save again\.$/,
    );
    expect((await remove(ana, ids[0] as string)).statusCode).toBe(204);
    expect((await save(ana, text, '203.0.113.3')).statusCode).toBe(201);
  });

  it('limits saves to 20 a minute per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await save(bo, '{}', '203.0.113.9')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
    // Another editor is not affected.
    expect((await save(ana, '{}', '203.0.113.10')).statusCode).toBe(201);
  });
});
