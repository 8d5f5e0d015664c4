import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TEST_NOW } from '#tests/support/clock.ts';
import { copyContent, type ContentCopy } from '#tests/support/content-copy.ts';
import { startSite, type RunningSite } from '#tests/support/site.ts';

/**
 * Issue 20: one broken module is that module's problem, never the page's, on every path: the live
 * page answers 200 without it and with the rest, the preview shows a note naming the problem, and
 * `npm run validate` names it. A link-list, a data module and a module in a tab panel.
 */

type Page = { layout: { primary: Record<string, unknown[]> } };

const BROKEN_LINKS = { name: 'link-list', title: 'Broken links', links: 5 };
/** A data module whose own setting has the wrong type (its data would be fine). */
const BROKEN_DATA = {
  name: 'current-conditions',
  title: 'Broken now',
  dataUrl: '/api/data/observations/towns-cities/wellington',
  hideModule: 'yes',
};
const TABS = {
  name: 'tabs',
  key: 'more-tabs',
  tabs: [
    { header: 'Good panel', modules: [{ name: 'text', title: 'Kept text', text: 'Still here.' }] },
    { header: 'Bad panel', modules: [{ name: 'text', titel: 'Misspelt', text: 'Gone.' }] },
  ],
};

let copy: ContentCopy;
let site: RunningSite;
let debugSite: RunningSite;

beforeAll(async () => {
  copy = await copyContent();
  await copy.editPage<Page>('/marine', (p) => {
    p.layout.primary.rightMajor = [...(p.layout.primary.rightMajor ?? []), BROKEN_LINKS, TABS];
    p.layout.primary.main = [...(p.layout.primary.main ?? []), BROKEN_DATA];
  });
  site = await startSite({ CONTENT_DIR: copy.dir });
  debugSite = await startSite({ CONTENT_DIR: copy.dir, DEBUG: 'true' });
});

afterAll(async () => {
  await site?.close();
  await debugSite?.close();
  await copy?.remove();
});

describe('a page with broken modules', () => {
  it('is served live with 200, without the broken modules and with the rest', async () => {
    const res = await fetch(`${site.url}/marine`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('High seas areas');
    expect(html).toContain('Kept text');
    expect(html).toContain('Good panel');
    for (const gone of ['Broken links', 'Broken now', 'Misspelt', 'role="note"'])
      expect(html).not.toContain(gone);
  });

  it('is served by the pages API without them (checked where content loads)', async () => {
    const page = (await (await fetch(`${site.url}/api/pages/marine`)).json()) as Page;
    const titles = JSON.stringify(page.layout.primary);
    expect(titles).toContain('Good panel');
    expect(titles).not.toMatch(/Broken links|Broken now|Misspelt/);
  });

  it('shows each as a note naming its problem in debug mode and in the preview', async () => {
    const debugHtml = await (await fetch(`${debugSite.url}/marine`)).text();
    const description = await (await fetch(`${debugSite.url}/api/pages/marine`)).json();
    const preview = await fetch(`${site.url}/api/preview/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ description, asOf: TEST_NOW }),
    });
    expect(preview.status).toBe(200);
    const rendering = (await preview.json()) as { status: number; html: string };
    expect(rendering.status).toBe(200);
    const previewHtml = rendering.html;
    for (const html of [debugHtml, previewHtml]) {
      expect(html).toMatch(
        /role="note"[^>]*>Module &quot;link-list&quot; has an invalid config: \/links Expected an array/,
      );
      expect(html).toMatch(
        /role="note"[^>]*>Module &quot;current-conditions&quot; has an invalid config: \/hideModule Expected true or false/,
      );
      expect(html).toMatch(
        /role="note"[^>]*>Module &quot;text&quot; has an invalid config: \/titel Unknown field &#x27;titel&#x27;.*Did you mean &#x27;title&#x27;\?/,
      );
      expect(html).toContain('Kept text');
    }
  });

  it('is named by npm run validate, each with file:line:column /pointer', async () => {
    const file = join(copy.dir, 'pages', 'marine.json');
    const run = promisify(execFile)('npx', ['tsx', 'scripts/validate.ts', file]);
    const error = (await run.then(
      () => undefined,
      (e: { stdout: string }) => e,
    )) as { stdout: string } | undefined;
    expect(error).toBeDefined();
    const out = error?.stdout ?? '';
    expect(out).toMatch(
      /marine\.json:\d+:\d+ \/layout\/primary\/rightMajor\/\d+\/links Expected an array/,
    );
    expect(out).toMatch(
      /marine\.json:\d+:\d+ \/layout\/primary\/main\/\d+\/hideModule Expected true or false/,
    );
    expect(out).toMatch(
      /marine\.json:\d+:\d+ \/layout\/primary\/rightMajor\/\d+\/tabs\/1\/modules\/0\/titel Unknown field 'titel'.*Did you mean 'title'\?/,
    );
  });
});

describe('a page of an older schema version', () => {
  it('is migrated when content loads: version 0 spells the slots as the spec does', async () => {
    const file = join(copy.dir, 'pages', 'about', 'version-zero.json');
    await writeFile(
      file,
      JSON.stringify({
        schemaVersion: 0,
        url: '/about/version-zero',
        type: 'about',
        name: 'version-zero',
        title: 'Version zero',
        layout: {
          name: 'five-up',
          primary: { 'right-major': [{ name: 'text', title: 'From the side', text: 'Migrated.' }] },
        },
      }),
    );
    const fresh = await startSite({ CONTENT_DIR: copy.dir });
    try {
      const res = await fetch(`${fresh.url}/about/version-zero`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('From the side');
      const api = (await (await fetch(`${fresh.url}/api/pages/about/version-zero`)).json()) as {
        schemaVersion: number;
        layout: { primary: Record<string, unknown> };
      };
      expect(api.schemaVersion).toBe(1);
      expect(Object.keys(api.layout.primary)).toEqual(['rightMajor']);
    } finally {
      await fresh.close();
    }
  });
});
