import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useBrowser } from '../support/journey.ts';
import { startSite, type RunningSite } from '../support/site.ts';

/**
 * Issue 25, item 7: the interstitial and the map takeover as the real pages configure them
 * (content/pages: the section pages, the air temperature map), with house creatives. One site without
 * warnings (an empty CAP folder) and one with the demo's warnings in force, both with the
 * overlays on (the other journeys run without them).
 */
const journey = useBrowser();
let quiet: RunningSite;
let stormy: RunningSite;
let capDir: string;

beforeAll(async () => {
  capDir = await mkdtemp(join(tmpdir(), 'wx-no-warnings-'));
  [quiet, stormy] = await Promise.all([
    startSite({ ADS_OVERLAYS: 'on', CAP_DIR: capDir }),
    startSite({ ADS_OVERLAYS: 'on' }),
  ]);
});

afterAll(async () => {
  await Promise.all([quiet?.close(), stormy?.close()]);
  await rm(capDir, { recursive: true, force: true });
});

/** Holds the interstitial's creative until `release` is called; counts the requests for it. */
async function holdInterstitial(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route('**/api/ads/house?**', async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('layout') === 'interstitial') {
      asked.push(url.searchParams.get('path') ?? '');
      await held;
    }
    await route.continue();
  });
  return { release, asked };
}

/** Waits until the page's banner has its ad: the ads have run on this page. */
async function adsShown(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('.wx-ad--banner.wx-ad--filled').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

describe('the interstitial on a section page', () => {
  it('shows once a visit; the keyboard closes it and the focus goes back where it was', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    const { release, asked } = await holdInterstitial(page);
    await page.goto(quiet.url + '/national');
    await hydrated(page);
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBe(1);
    // The visitor is on the search button when the ad arrives.
    const search = page.getByRole('button', { name: 'Search for a location' });
    await search.focus();
    release();

    const dialog = page.getByRole('dialog', { name: 'Advertisement' });
    await dialog.waitFor({ state: 'visible', timeout: 15_000 });
    const close = dialog.getByRole('button', { name: 'Close advertisement' });
    await expect.poll(() => close.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('link').count()).toBe(1);
    // Tab and Shift+Tab stay in the dialog: the page behind is out of reach while it is open.
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), key).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);

    // The next page of the visit: no interstitial, not even asked for.
    await page.goto(quiet.url + '/towns-cities');
    await hydrated(page);
    await adsShown(page);
    expect(await page.getByRole('dialog', { name: 'Advertisement' }).count()).toBe(0);
    expect(asked).toEqual(['/national']);
    await context.close();
  }, 90_000);

  it('never covers a warning: with warnings on the page it does not open, and the visit may still see it later', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    const { release, asked } = await holdInterstitial(page);
    release();
    await page.goto(stormy.url + '/national');
    await hydrated(page);
    // The section's severe warnings are on the page.
    const severe = page.getByRole('region', { name: 'Orange and red warnings in force' });
    expect(await severe.getByRole('listitem').count()).toBeGreaterThan(0);
    await adsShown(page);
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBe(1);
    // Its creative came and was turned away: the dialog stays shut and the page keeps the focus.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog', { name: 'Advertisement' }).isVisible()).toBe(false);
    expect(
      await page.evaluate(() => sessionStorage.getItem('nzweather.interstitialShown')),
    ).toBeNull();
    await context.close();
  }, 90_000);
});

describe('the map takeover on the air temperature map', () => {
  it('covers the map with a house creative; its close button, pressed with the keyboard, gives the map back with the focus', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(quiet.url + '/maps-radar/temperature/air');
    await hydrated(page);
    const map = page.locator('.wx-maplayout__map');
    await expect.poll(() => page.locator('.wx-map--takeover').count(), { timeout: 15_000 }).toBe(1);
    const takeover = map.locator('.wx-ad--map-takeover');
    expect(await takeover.getAttribute('aria-label')).toBe('Advertisement');
    await expect.poll(() => takeover.getByRole('link').textContent()).toMatch(/warnings map/i);
    // The slot under the map is hidden while the takeover shows (its space kept).
    expect(
      await page.locator('.wx-ad--static-map').evaluate((el) => getComputedStyle(el).visibility),
    ).toBe('hidden');
    const close = takeover.getByRole('button', { name: 'Close advertisement' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.wx-map--takeover').count()).toBe(0);
    expect(await takeover.count()).toBe(0);
    expect(await map.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(
      await page.locator('.wx-ad--static-map').evaluate((el) => getComputedStyle(el).visibility),
    ).toBe('visible');
    await context.close();
  }, 90_000);
});
