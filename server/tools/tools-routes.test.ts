import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../tests/support/site.ts';
import type { RunningSite } from '../../tests/support/site.ts';
import { DRAFT_MAX_BYTES } from './drafts.ts';

// What needs the client build (the tools' script, the visitors' manifest): tests/integration/tools-build.test.ts.
describe('preview drafts API', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  const save = (text: string, ip = '10.0.0.1') =>
    site.app.inject({
      method: 'POST',
      url: '/api/preview/drafts',
      remoteAddress: ip,
      payload: { text, path: '/national' },
    });

  it('saves a draft under a random id and gives it back as typed, errors and all', async () => {
    const text = '{ "url": "/national", "title": 3 }';
    const saved = await save(text);
    expect(saved.statusCode).toBe(201);
    const { id, url } = saved.json<{ id: string; url: string }>();
    expect(url).toBe(`/preview/drafts/${id}`);
    const read = await site.app.inject(`/api/preview/drafts/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, path: '/national', text });
    // The share link opens the tools app; the live page is what it was.
    const page = await site.app.inject(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="tools-root"');
  });

  it('answers 404 with a plain message for an unknown or malformed id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAA', 'not-an-id']) {
      const response = await site.app.inject(`/api/preview/drafts/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { status: 404, message: 'No draft with this id. The link may be mistyped.' },
      });
    }
  });

  it(`refuses a draft over ${DRAFT_MAX_BYTES / 1024} KB and keeps nothing`, async () => {
    const response = await save(`"${'x'.repeat(DRAFT_MAX_BYTES)}"`, '10.0.0.2');
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(/256 KB/);
  });

  it('refuses an empty draft', async () => {
    const response = await save('  ', '10.0.0.3');
    expect(response.statusCode).toBe(400);
  });

  it('limits saves to 20 a minute per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await save('{}', '10.0.0.9')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
    // Another editor is not affected.
    expect((await save('{}', '10.0.0.10')).statusCode).toBe(201);
  });

  it('renders a description as the live site serves it, its links opening in a new tab', async () => {
    const page = await site.app.inject('/api/pages/national');
    const description = page.json<{ layout: { primary: { [slot: string]: unknown[] } } }>();
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/preview/render',
      payload: { description, asOf: '2026-11-22T01:30:00Z' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/New Zealand weather forecast/);
    expect(response.headers['x-preview-status']).toBe('200');
    expect(response.body).toMatch(
      /^<!doctype html><html lang="en-NZ"><head><base target="_blank">/,
    );
  });
});
