import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, type LaunchedBrowser } from '../support/browser.ts';
import { sharedBrowser } from '../support/fixtures.ts';
import { hydrated } from '../support/journey.ts';
import { startSite, type RunningSite } from '../support/site.ts';
import { makeXssContent, type XssContent } from '../support/xss-content.ts';
import { domFindings, watchExecutions, XSS } from '../support/xss-vectors.ts';

/**
 * The probe's XSS corpus in Chromium (issue 11): every string field of real page descriptions,
 * search records, a CAP alert and a news feed carry vectors; nothing runs, nothing becomes an
 * event handler or a script URL, and each page renders (or, refused by its schema, shows the
 * spec's error page). The context bypasses the CSP on purpose: the CSP is the second line, this
 * checks the first (rendering text as text).
 */
let content: XssContent;
let site: RunningSite;
let chromium: LaunchedBrowser;
let context: BrowserContext;
let page: Page;
let seen: { dialogs: string[] };

beforeAll(async () => {
  content = await makeXssContent();
  [site, chromium] = await Promise.all([
    startSite({
      CONTENT_DIR: content.dir,
      CAP_DIR: content.capDir,
      NEWS_FILE: content.newsFile,
      RENDER_RATE_LIMIT: '0',
      SEARCH_RATE_LIMIT: '0',
    }),
    sharedBrowser(),
  ]);
  context = await chromium.browser.newContext({ ...DESKTOP, bypassCSP: true, locale: 'en-NZ' });
  page = await context.newPage();
  seen = watchExecutions(page);
}, 120_000);
afterAll(async () => {
  await context?.close();
  await chromium?.close();
  await site?.close();
  await content?.remove();
});

/** Nothing ran in `tab` (dialogs as `watchExecutions` saw them) and nothing that could is in it. */
async function expectCleanTab(tab: Page, dialogs: string[], where: string) {
  const found = await domFindings(tab);
  expect({ where, dialogs, ...found }).toEqual({
    where,
    dialogs: [],
    xss: false,
    handlers: [],
    scriptUrls: [],
    foreign: [],
  });
}

/** The same for the shared desktop page. */
const expectClean = (where: string) => expectCleanTab(page, seen.dialogs, where);

describe('XSS corpus in Chromium', () => {
  it('every string field of the page descriptions: pages render, nothing runs', async () => {
    expect(content.pages.reduce((n, p) => n + p.planted, 0)).toBeGreaterThan(500);
    for (const { url } of content.pages) {
      const response = await page.goto(`${site.url}${url}`);
      expect([url, response?.status()]).toEqual([url, 200]);
      await hydrated(page);
      await expect
        .poll(() => page.locator('#root').innerText())
        .not.toContain("Oops! There's been an error");
      await expectClean(url);
    }
  }, 120_000);

  it('on a phone, the interactive radar map draws place names and the tile attribution as text', async () => {
    const phone = await chromium.browser.newContext({ ...PHONE, bypassCSP: true, locale: 'en-NZ' });
    const tab = await phone.newPage();
    const dialogs = watchExecutions(tab);
    await tab.goto(`${site.url}/maps-radar/rain/radar`);
    await hydrated(tab);
    const map = tab.getByRole('group', { name: /drag to move, pinch to zoom/ });
    await map.waitFor();
    await map.getByRole('button').first().waitFor();
    await tab.locator('.leaflet-control-attribution').waitFor();
    await expectCleanTab(tab, dialogs.dialogs, 'the radar page on a phone');
    await phone.close();
  });

  it('on a phone, the warnings map names a touched warning area as text', async () => {
    const phone = await chromium.browser.newContext({ ...PHONE, bypassCSP: true, locale: 'en-NZ' });
    const tab = await phone.newPage();
    const dialogs = watchExecutions(tab);
    await tab.goto(`${site.url}/warnings/home`);
    await hydrated(tab);
    const area = tab.locator('path.wx-warnings-map__area').first();
    await area.waitFor();
    // The area's name (the CAP headline, vectors and all) shows as a tooltip under the pointer.
    await area.hover({ force: true });
    await tab.locator('.leaflet-tooltip').first().waitFor();
    await expectCleanTab(tab, dialogs.dialogs, 'the warnings map on a phone');
    await phone.close();
  });

  it('a description its schema refuses (vectors in URL, key and enum fields) shows the error page', async () => {
    const response = await page.goto(`${site.url}${content.refusedUrl}`);
    expect(response?.status()).toBe(500);
    await hydrated(page);
    await page.getByText("Oops! There's been an error").first().waitFor();
    await expectClean(content.refusedUrl);
  });

  it('feed items and CAP texts show as text on the news and warnings pages and the bar', async () => {
    await page.goto(`${site.url}/news/weather-news`);
    await hydrated(page);
    await expect.poll(() => page.getByText(/^News /).count()).toBeGreaterThan(3);
    await expectClean('news feed');
    await page.goto(`${site.url}/warnings/home`);
    await hydrated(page);
    await page
      .getByText(/Heavy rain .*alert\(1\)/)
      .first()
      .waitFor();
    await expectClean('warnings');
    // The warnings bar and its panel on a town page the alert covers.
    await page.goto(`${site.url}/towns-cities/locations/acacia-bay`);
    await hydrated(page);
    await page.getByText('1 Warning in force for this location').first().waitFor();
    await page
      .getByRole('button', { name: /^1 Warning for / })
      .first()
      .click();
    await page
      .getByText(/Heavy rain .*alert\(1\)/)
      .first()
      .waitFor();
    await expectClean('warnings bar and panel');
  });

  it('search records with vectors in names: the overlay and the /search page', async () => {
    await page.goto(`${site.url}/national`);
    await hydrated(page);
    // The control's name is the page's searchLabel, itself a vector here: found by its class.
    await page.locator('.wx-search-bar__field').click();
    const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox');
    await input.fill('Xsstown');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(3);
    await expectClean('search overlay');
    await page.goto(`${site.url}/search?q=Xsstown`);
    await page
      .getByRole('link', { name: /Xsstown .*alert\(1\)/ })
      .first()
      .waitFor();
    await expectClean('/search?q=Xsstown');
    for (const q of XSS.slice(0, 6)) {
      await page.goto(`${site.url}/search?q=${encodeURIComponent(q)}`);
      await expectClean(`/search?q=${q}`);
    }
  });
});
