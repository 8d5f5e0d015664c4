import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../tests/support/site.ts';
import type { RunningSite } from '../../tests/support/site.ts';

describe('the tools app (development: open on this machine)', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  it('renders a description with debug placeholders, without any script', async () => {
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
    expect(response.body).not.toMatch(/<script/);
  });

  it("keeps every byte of the tools out of a visitor's page", async () => {
    const html = (await site.app.inject('/national')).body;
    expect(html).toMatch(/<script/); // the visitor entry is there...
    expect(html).not.toMatch(/assets\/tools\//); // ...and nothing of the tools
    // The visitors' build does not even know the tools entry: no chunk of it to load lazily.
    const manifest = readFileSync(join('dist', 'client', '.vite', 'manifest.json'), 'utf8');
    expect(manifest).not.toMatch(/src\/tools\/|codemirror|react-router/);
  });

  it('serves the tools app on /preview and /qa, and not when TOOLS_ENABLED is off', async () => {
    for (const url of ['/preview', '/qa']) {
      const response = await site.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<script type="module" src="\/assets\/tools\//);
    }
    const off = await startSite({ TOOLS_ENABLED: 'false' });
    try {
      expect((await off.app.inject('/api/preview/drafts/AAAAAAAAAAAAAAAA')).statusCode).toBe(404);
      expect((await off.app.inject('/preview')).body).not.toContain('tools-root');
      // Issue 27, finding 9: the tools' build was served (immutable for a year) with the tools off.
      const script = /src="(\/assets\/tools\/[^"]+)"/.exec(
        (await site.app.inject('/preview')).body,
      )?.[1];
      expect(script).toBeDefined();
      expect((await site.app.inject(script as string)).statusCode).toBe(200);
      for (const url of [script as string, '/assets/tools/.vite/manifest.json']) {
        const response = await off.app.inject(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
    } finally {
      await off.close();
    }
  });

  it('never serves a build manifest, tools on or off', async () => {
    expect((await site.app.inject('/assets/tools/.vite/manifest.json')).statusCode).toBe(404);
  });
});
