import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../tests/support/site.ts';
import type { RunningSite } from '../../tests/support/site.ts';

// What needs the client build (the tools' script, the visitors' manifest, the tools' assets with
// the tools off): tests/integration/tools-build.test.ts. Drafts: drafts-routes.test.ts.
describe('the tools app (development: open on this machine)', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

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

  it('never serves a build manifest, tools on or off', async () => {
    expect((await site.app.inject('/assets/tools/.vite/manifest.json')).statusCode).toBe(404);
  });
});
