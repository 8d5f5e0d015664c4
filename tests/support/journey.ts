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

/**
 * How many steps a page's time series is behind the API's answer now: 0 or 1. A page's data can
 * come from the server's 5-minute data cache (spec), so a series that has moved on since (a new
 * radar frame, a new hour) shows one step older. `isShown(ms)` says whether the page shows the
 * time `ms` where the API's series has `apiMs`.
 */
export function stepsBehind(apiMs: number, stepMs: number, isShown: (ms: number) => boolean) {
  if (isShown(apiMs)) return 0;
  if (isShown(apiMs - stepMs)) return 1;
  throw new Error(`the page shows neither ${new Date(apiMs).toISOString()} nor the step before`);
}
