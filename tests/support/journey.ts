import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import type { LaunchedBrowser } from './browser.ts';
import { startSite } from './site.ts';
import type { RunningSite } from './site.ts';

export interface Journey {
  readonly site: RunningSite;
  readonly browser: Browser;
}

/** One running site and one Chromium for a test file, started before its tests and closed after. */
export function useSiteAndBrowser(): Journey {
  let site: RunningSite | undefined;
  let chromium: LaunchedBrowser | undefined;
  beforeAll(async () => {
    [site, chromium] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await chromium?.close();
    await site?.close();
  });
  return {
    get site() {
      if (!site) throw new Error('the site is not running yet');
      return site;
    },
    get browser() {
      if (!chromium) throw new Error('Chromium is not running yet');
      return chromium.browser;
    },
  };
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
