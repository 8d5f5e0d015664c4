import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

/**
 * Issue 22, links within a page: with scripts they scroll to their section without loading the
 * page again, land below the sticky section bar, open a collapsed section, an address with
 * #section lands there after hydration, and Back and Forward step between sections; without
 * scripts the browser does the same, below the bar too. Phone and desktop, at the frozen clock.
 */

const journey = useSiteAndBrowser();
const TOWN = '/towns-cities/locations/wanaka';
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(size: typeof PHONE | typeof DESKTOP, path: string, scripts = true) {
  context = await newContext(journey.browser, size, scripts);
  const page = await context.newPage();
  await page.goto(journey.site.url + path);
  if (scripts) {
    await hydrated(page);
    // The ads, started once the page is idle, ask the pages API for the page's ad settings:
    // let that happen before counting page loads.
    await page.waitForFunction(() => document.documentElement.dataset.afterLoad === 'started');
    await page.waitForLoadState('networkidle');
  }
  const pageLoads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/pages/')) pageLoads.push(r.url());
  });
  return { page, pageLoads };
}

/** Where a section's top sits under the window's top, and the sticky bar's bottom. */
async function landing(page: Page, id: string) {
  return page.evaluate((target) => {
    const bar = document.querySelector('.wx-subnav--sticky')?.getBoundingClientRect();
    const section = document.getElementById(target)?.getBoundingClientRect();
    return { top: Math.round(section?.top ?? -1e6), bar: Math.round(bar?.bottom ?? 0) };
  }, id);
}

/** The section is below the sticky bar (not under it) and near the top of the window. */
async function landedOn(page: Page, id: string) {
  await expect
    .poll(async () => {
      const { top, bar } = await landing(page, id);
      return top >= bar && top <= bar + 40;
    })
    .toBe(true);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s', (_name, size) => {
  it('a section link scrolls to its section, below the sticky bar, without loading the page again', async () => {
    const { page, pageLoads } = await open(size, TOWN);
    const bar = page.getByRole('navigation', { name: 'Page sections' });
    await bar.getByRole('link', { name: '48 hours' }).click();
    expect(new URL(page.url()).hash).toBe('#hourly');
    await landedOn(page, 'hourly');
    await bar.getByRole('link', { name: 'Rain', exact: true }).click();
    expect(new URL(page.url()).hash).toBe('#rain');
    await landedOn(page, 'rain');
    // The collapsed drawer of a phone opens; a desktop shows it open anyway.
    const drawer = page.locator('#rain .wx-drawer__toggle');
    await expect.poll(() => drawer.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#rain .wx-drawer__body').isVisible()).toBe(true);
    // Back and Forward step between the sections, and never load the page.
    await page.goBack();
    expect(new URL(page.url()).hash).toBe('#hourly');
    await page.goForward();
    expect(new URL(page.url()).hash).toBe('#rain');
    expect(pageLoads).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Wanaka weather forecast',
    );
  });

  it('an address with #section lands there after hydration, its drawer open', async () => {
    const { page, pageLoads } = await open(size, `${TOWN}#rain`);
    await landedOn(page, 'rain');
    await expect.poll(() => page.locator('#rain .wx-drawer__body').isVisible()).toBe(true);
    expect(pageLoads).toEqual([]);
  });

  it('without scripts a section link lands below the sticky bar too', async () => {
    const { page } = await open(size, TOWN, false);
    await page
      .getByRole('navigation', { name: 'Page sections' })
      .getByRole('link', { name: '48 hours' })
      .click();
    expect(new URL(page.url()).hash).toBe('#hourly');
    await landedOn(page, 'hourly');
  });
});
