import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LaunchedBrowser } from './browser.ts';
import { sharedBrowser, sharedSite } from './fixtures.ts';

export interface Journey {
  readonly site: { readonly url: string };
  readonly browser: Browser;
}

/**
 * This worker's site and Chromium (tests/support/fixtures.ts) for a test file: started once per
 * worker and shared by its files, so a file only connects. Each test opens its own browser
 * context, so files never see each other's cookies or storage.
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
