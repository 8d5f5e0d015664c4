import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Debian's Chromium (installed by scripts/ensure-test-deps.ts); never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium off the network it cannot reach here, and working as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Playwright gives each launch a fresh temporary profile of its own. */
export async function launchBrowser(): Promise<LaunchedBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return { browser, close: () => browser.close() };
}

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export const DESKTOP = { viewport: { width: 1366, height: 900 } };

export async function newContext(
  browser: Browser,
  size: typeof PHONE | typeof DESKTOP,
  javaScriptEnabled = true,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  return browser.newContext({
    ...size,
    javaScriptEnabled,
    colorScheme,
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
  });
}

/**
 * Waits until the page is as a visitor will use it: hydrated, or at once for a page the server
 * sends without the client entry (the search results page, built to work without JavaScript).
 */
export async function settled(page: Page, timeout?: number): Promise<void> {
  const scripted = await page.evaluate(() =>
    [...document.scripts].some((s) => /\.js"/.test(s.textContent ?? '')),
  );
  if (scripted)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout,
    });
}
