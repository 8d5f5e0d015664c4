import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { newContext, type DESKTOP, type LaunchedBrowser, type PHONE } from './browser.ts';
import { sharedBrowser, sharedSite } from './fixtures.ts';

export interface Journey {
  readonly site: { readonly url: string };
  readonly browser: Browser;
}

/**
 * This worker's site and Chromium (tests/support/fixtures.ts) for a test file: started once per
 * worker and shared by its files, so a file only connects. Each file opens its own browser
 * contexts (a test its own, or one tab per size from tabPerSize, which clears the visitor's cookies
 * and storage before each page), so files never see each other's cookies or storage.
 */
export function useSiteAndBrowser(): Journey {
  let site: { url: string } | undefined;
  let chromium: LaunchedBrowser | undefined;
  beforeAll(async () => {
    [site, chromium] = await Promise.all([sharedSite(), sharedBrowser()]);
  });
  afterAll(() => chromium?.close());
  return {
    get site() {
      if (!site) throw new Error('the site is not running yet');
      return site;
    },
    get browser() {
      return browserOf(chromium);
    },
  };
}

/**
 * One tab per screen size for a file's journeys, taken from page to page: a new context and tab
 * for each test cost a renderer process's start and a cold load of the client (together about
 * half of a short check, 2026-11-26). Before each page the visitor's cookies and storage are
 * cleared, so every test still meets the site as a newcomer, on a new document (also when the
 * address differs from the last only by its #fragment); only the browser's cache of the site's
 * files is kept. `setup` prepares each context once (an init script, for example). For journeys
 * that start with a page load; one that needs a context of its own (a clock, offline) makes one.
 *
 * @example const visit = tabPerSize(journey); const { page } = await visit(PHONE, '/national');
 */
export function tabPerSize(
  journey: Journey,
  setup?: (context: BrowserContext) => Promise<unknown>,
): (
  size: typeof PHONE | typeof DESKTOP,
  path: string,
) => Promise<{ page: Page; response: Response | null }> {
  const tabs = new Map<object, Promise<{ context: BrowserContext; page: Page }>>();
  afterAll(async () => {
    for (const tab of tabs.values()) await (await tab).context.close();
  });
  return async (size, path) => {
    let tab = tabs.get(size);
    if (!tab) {
      tab = (async () => {
        const context = await newContext(journey.browser, size);
        await setup?.(context);
        return { context, page: await context.newPage() };
      })();
      tabs.set(size, tab);
    }
    const { context, page } = await tab;
    const last = page.url();
    if (last.startsWith(journey.site.url))
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await context.clearCookies();
    const url = journey.site.url + path;
    const response = await page.goto(url);
    // Only the fragment changed: the browser scrolled in the same document; load it anew.
    if (url.includes('#') && last.split('#')[0] === url.split('#')[0])
      return { page, response: await page.reload() };
    return { page, response };
  };
}

/** This worker's Chromium alone, for a file that starts a site of its own (special settings). */
export function useBrowser(): { readonly browser: Browser } {
  let chromium: LaunchedBrowser | undefined;
  beforeAll(async () => {
    chromium = await sharedBrowser();
  });
  afterAll(() => chromium?.close());
  return {
    get browser() {
      return browserOf(chromium);
    },
  };
}

function browserOf(chromium: LaunchedBrowser | undefined): Browser {
  if (!chromium) throw new Error('Chromium is not running yet');
  return chromium.browser;
}

/** Waits until the client has hydrated the page (ClientApp marks it). */
export function hydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * The favourite keys the server keeps for this browser context's session (its cookie), or
 * 'HTTP <status>' when the server cannot say.
 */
export async function serverFavourites(
  context: BrowserContext,
  siteUrl: string,
): Promise<string[] | string> {
  const res = await context.request.get(`${siteUrl}/api/favourites`);
  return res.ok() ? ((await res.json()) as { items: string[] }).items : `HTTP ${res.status()}`;
}
