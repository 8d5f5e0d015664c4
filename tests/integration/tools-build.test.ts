import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../support/site.ts';
import type { RunningSite } from '../support/site.ts';

/** The editors' and QA tools against the build: a separate app no visitor's page loads. */
describe('the tools in the build', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

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
});
