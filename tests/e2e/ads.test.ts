import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext, type LaunchedBrowser } from '../support/browser.ts';
import { sharedBrowser } from '../support/fixtures.ts';
import { copyContent, type ContentCopy } from '../support/content-copy.ts';
import { hydrated } from '../support/journey.ts';
import { pageAdConfig } from '../../scripts/content/page-common.ts';
import { startSite, type RunningSite } from '../support/site.ts';

/**
 * Issue 13 "Done when": a page with house ads in every slot type, the creatives delayed by 2 s,
 * scrolled through, shifts by 0.00. The page is the rain radar page with every slot type added
 * (banner, in-module, both skins, interstitial, map takeover, the slot under the map), in a copy
 * of the site's content.
 */
const PATH = '/maps-radar/rain/radar';
let content: ContentCopy;
let site: RunningSite;
let chromium: LaunchedBrowser;

beforeAll(async () => {
  content = await copyContent();
  await content.editPage<{ adConfig: { definitions: object[] } }>(PATH, (page) => {
    // The standard slots of every generated page, plus the ones only some pages have.
    page.adConfig.definitions = [
      ...(pageAdConfig('maps-radar')?.definitions ?? []),
      { id: 'inst-1', def: '/wx/inst', layout: 'interstitial' },
      { id: 'map-takeover', def: '/wx/map', layout: 'map-takeover' },
      {
        id: 'under-map',
        def: '/wx/map-static',
        height: 90,
        mobileHeight: 100,
        isStaticMapSlot: true,
      },
    ];
  });
  [site, chromium] = await Promise.all([
    startSite({ CONTENT_DIR: content.dir, ADS_OVERLAYS: 'on' }),
    sharedBrowser(),
  ]);
});

afterAll(async () => {
  await chromium?.close();
  await site?.close();
  await content?.remove();
});

describe.each([
  ['phone', PHONE],
  ['wide desktop', { viewport: { width: 1700, height: 900 } }],
  ['desktop', DESKTOP],
] as const)('house ads on a %s', (name, size) => {
  it('fill every slot type 2 s late without moving the page (layout shift 0.00)', async () => {
    const context = await newContext(chromium.browser, size);
    // Every layout shift, from the first paint on, without a recent input.
    await context.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
        }>)
          if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The creatives arrive 2 s after they are asked for (a slow ad server).
    await context.route('**/api/ads/house?**', async (route) => {
      await new Promise((r) => setTimeout(r, 2000));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(site.url + PATH);
    await hydrated(page);

    // The interstitial comes first, as a dialog; Escape closes it.
    const dialog = page.getByRole('dialog', { name: 'Advertisement' });
    await dialog.waitFor({ state: 'visible', timeout: 15_000 });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Close advertisement');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const ads = page.getByRole('group', { name: 'Advertisement' });
    // Banner and in-module (the slot under the map is hidden during the takeover), and the skins
    // where the screen leaves room for them.
    const filled = name === 'wide desktop' ? 4 : 2;
    await expect
      .poll(() => page.locator('.wx-ad--filled:visible').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(filled);
    expect(await ads.filter({ hasText: /\w/ }).count()).toBeGreaterThanOrEqual(filled - 1);
    await expect.poll(() => page.locator('.wx-map--takeover').count()).toBe(1);
    // While the takeover shows, the slot under the map is hidden (its space kept).
    expect(
      await page.locator('.wx-ad--static-map').evaluate((el) => getComputedStyle(el).visibility),
    ).toBe('hidden');
    // Closing the takeover gives the map back and shows the slot under it again.
    await page.getByRole('button', { name: 'Close advertisement' }).click();
    await expect.poll(() => page.locator('.wx-map--takeover').count()).toBe(0);
    expect(
      await page.locator('.wx-ad--static-map').evaluate((el) => getComputedStyle(el).visibility),
    ).toBe('visible');

    await page.mouse.wheel(0, 4000);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.mouse.wheel(0, -4000);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift.toFixed(2)).toBe('0.00');
    await context.close();
  });
});
