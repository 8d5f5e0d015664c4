import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';
import { builtChunkPath } from '../support/site.ts';

/**
 * Issue 13 "Done when": a new deploy reloads an open page once; a script chunk that fails to
 * load reloads once, then the page shows its error, never a loop.
 */
const journey = useSiteAndBrowser();

/** Waits for the lazy after-load chunk (the version check lives there) to have started. */
const afterLoad = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.afterLoad === 'started');

async function openPage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  let loads = 0;
  page.on('load', () => void (loads += 1));
  await page.goto(journey.site.url + path);
  await hydrated(page);
  await afterLoad(page);
  return { page, warnings, loads: () => loads };
}

const primaryLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name, exact: true });

describe('version reload', () => {
  it('reloads an open page once when a new version is deployed, and never loops', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const { page, warnings, loads } = await openPage(context, '/national');
    expect(loads()).toBe(1);
    // The deploy: the server now answers a newer version than the one this page was built with.
    await page.route('**/version.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"Version":"13.0.8"}' }),
    );
    const reloaded = page.waitForEvent('load');
    await primaryLink(page, 'Marine').click();
    await reloaded;
    await hydrated(page);
    await afterLoad(page);
    expect(new URL(page.url()).pathname).toBe('/marine');
    expect(warnings.some((w) => w.includes('server runs version 13.0.8'))).toBe(true);

    // The page came back with the old version again (a stale cache, say): no second reload.
    await primaryLink(page, 'Rural').click();
    await expect.poll(() => warnings.some((w) => w.startsWith('Not reloading'))).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(/Rural/);
    expect(loads()).toBe(2);
    await context.close();
  });

  it('reloads once when a script chunk fails to load, then shows that part failed, never a loop', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    // The high seas list's chunk is gone (the deploy removed it): every request for it fails.
    const chunk = builtChunkPath('modules/high-seas-list/HighSeasList.tsx');
    await context.route(
      (url) => url.pathname === chunk,
      (route) => route.abort(),
    );
    const first = await openPage(context, '/national');
    const reloaded = first.page.waitForEvent('load');
    await primaryLink(first.page, 'Marine').click();
    await reloaded;
    expect(new URL(first.page.url()).pathname).toBe('/marine');
    expect(first.warnings.some((w) => w.includes('a script file failed to load'))).toBe(true);
    // The reloaded page is the server's: its content is there even though the chunk is still gone.
    await expect
      .poll(() => first.page.getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(/Marine/);

    // Same tab, minutes later: the chunk still fails, so instead of reloading again the part
    // says it could not load (issue 11's soft failure) and the rest of the page stays.
    await first.page.goto(journey.site.url + '/national');
    await hydrated(first.page);
    await afterLoad(first.page);
    const loadsBefore = first.loads();
    await primaryLink(first.page, 'Marine').click();
    await first.page.getByRole('alert').filter({ hasText: 'could not load' }).first().waitFor();
    await expect
      .poll(() => first.page.getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(/Marine/);
    await expect.poll(() => first.warnings.some((w) => w.startsWith('Not reloading'))).toBe(true);
    expect(first.loads()).toBe(loadsBefore);
    await context.close();
  });
});
