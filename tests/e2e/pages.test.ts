import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, tabPerSize, useSiteAndBrowser } from '../support/journey.ts';

// Every route of the spec, the page heading it must show and the primary nav link that is active.
const ROUTES: Array<[path: string, heading: RegExp, activeNav: string]> = [
  ['/', /New Zealand weather forecast/, 'National'],
  ['/national', /New Zealand weather forecast/, 'National'],
  ['/towns-cities', /Towns/, 'Towns & Cities'],
  ['/rural', /Rural/, 'Rural'],
  ['/marine', /Marine/, 'Marine'],
  ['/mountains-and-parks/national-parks', /National parks/i, 'Mountains & Parks'],
  ['/mountains-and-parks/ski-fields', /Ski fields/i, 'Mountains & Parks'],
  ['/maps-radar/rain/radar', /Rain radar/i, 'Maps & Radar'],
  ['/warnings/home', /Severe weather warnings/, 'Warnings'],
  ['/warnings/marine', /Marine warnings/i, 'Warnings'],
  ['/warnings/severe-weather-outlook', /Severe weather outlook/i, 'Warnings'],
  ['/warnings/thunderstorm-outlook', /Thunderstorm outlook/i, 'Warnings'],
  ['/warnings/tropical-cyclone-activity', /Tropical cyclone/i, 'Warnings'],
  ['/news/weather-news', /news/i, 'News'],
  ['/manage-favourites', /favourites/i, ''],
  ['/towns-cities/locations/auckland', /Auckland weather forecast/, 'Towns & Cities'],
];

const journey = useSiteAndBrowser();
/** The script errors of the page a route test has open (its tab is kept from page to page). */
const errors: string[] = [];
const visit = tabPerSize(journey, async (context) =>
  context.on('page', (page) => page.on('pageerror', (e) => errors.push(e.message))),
);

async function expectShell(page: Page, heading: RegExp, activeNav: string) {
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
    .toMatch(heading);
  // On a phone the navigation sits behind the menu toggle (with JavaScript).
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }
  const current = page
    .getByRole('navigation', { name: 'Primary' })
    .locator('a[aria-current="page"]');
  if (activeNav) expect(await current.allTextContents()).toEqual([activeNav]);
  else expect(await current.count()).toBe(0);
  const footer = page.getByRole('contentinfo');
  expect(await footer.textContent()).toContain('© 2026 NZ Weather');
  expect(await footer.textContent()).not.toContain('Version 13.0.7'); // debug only
  expect(await page.getByRole('main').count()).toBe(1);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('every spec route on a %s', (_name, size) => {
  it.each(ROUTES)(
    '%s renders from the server with its heading, nav state, modules and footer',
    async (path, heading, activeNav) => {
      errors.length = 0;
      const { page, response } = await visit(size, path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expectShell(page, heading, activeNav);
      // At least one module of the page's slots made it into the server HTML.
      expect(await page.locator('main [data-module]').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    },
  );
});

describe('without JavaScript', () => {
  it('still shows the content, the navigation and the forecast', async () => {
    const context = await newContext(journey.browser, PHONE, false);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/locations/wellington`);
    await expectShell(page, /Wellington weather forecast/, 'Towns & Cities');
    expect(await page.getByRole('link', { name: 'Marine' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: /Wellington forecast/ }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('in the browser', () => {
  it('navigates in-app from the primary nav without reloading, and moves focus to the new page’s title', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/national`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Marine' })
      .click();
    await expectShell(page, /Marine/, 'Marine');
    expect(new URL(page.url()).pathname).toBe('/marine');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    // The h1, which a screen reader then reads (issue 29), not the whole of <main>.
    expect(
      await page.evaluate(
        () => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`,
      ),
    ).toBe('H1 Marine forecasts');
    await page.goBack();
    await expectShell(page, /New Zealand weather forecast/, 'National');
    await context.close();
  });

  it('opens the day named by ?day= and then removes it from the address', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    // The site's clock stands at Wednesday 25 November (TEST_NOW): tomorrow is the 26th.
    const tomorrow = '2026-11-26';
    await page.goto(`${journey.site.url}/towns-cities/locations/auckland?day=${tomorrow}`);
    await hydrated(page);
    await expect.poll(() => page.url()).toBe(`${journey.site.url}/towns-cities/locations/auckland`);
    const day = page.locator(`#day-${tomorrow}`);
    expect(await day.getByRole('button').getAttribute('aria-expanded')).toBe('true');
    expect(await day.getByRole('region').isVisible()).toBe(true);
    // Only that day is open.
    expect(await page.locator('.wx-days__button[aria-expanded="true"]').count()).toBe(1);
    await context.close();
  });

  it('opens and closes the menu and the More dropdown by keyboard on a phone', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/national`);
    await hydrated(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await page.getByRole('navigation', { name: 'Primary' }).isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const more = page.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('link', { name: 'Weather for business' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('link', { name: 'Weather for business' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('More');
    await context.close();
  });

  it('answers an unknown place with the not-found page and a 404 status', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    const response = await page.goto(`${journey.site.url}/towns-cities/locations/atlantis`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('meta[name="prerender-status-code"]').getAttribute('content')).toBe(
      '404',
    );
    await hydrated(page);
    // The spec's texts (shell, sections 2 and 8), then the help to find the way back.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404: Page Not Found');
    expect(await page.getByText('Sorry, an unexpected error has occurred.').isVisible()).toBe(true);
    expect(
      await page.getByRole('main').getByRole('link', { name: 'National forecast' }).isVisible(),
    ).toBe(true);
    await context.close();
  });
});
