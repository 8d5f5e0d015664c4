import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

/**
 * Issue 22, "Done when", at the frozen clock (2 pm, 25 November 2026): the forecast first on every
 * kind of place page, warnings that speak, charts a phone can read, radar controls on the first
 * screen, and no layout shift while the ads arrive after the forecast.
 */

const journey = useSiteAndBrowser();
const PHONE_SCREEN = { ...PHONE, viewport: { width: 390, height: 844 } };
const DESKTOP_SCREEN = { viewport: { width: 1366, height: 768 } };
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(size: typeof PHONE | typeof DESKTOP_SCREEN, path: string): Promise<Page> {
  context = await newContext(journey.browser, size);
  // Every layout shift from the first paint on, without a recent input (as Lighthouse counts).
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
  const page = await context.newPage();
  await page.goto(journey.site.url + path);
  await hydrated(page);
  return page;
}

/** The bottom of the now card's temperature ('16°'), page coordinates, with the page at its top. */
const temperatureBottom = (page: Page) =>
  page
    .locator('[data-module="current-conditions"]')
    .getByText(/^-?\d+°$/)
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);

describe('the forecast first', () => {
  it.each([
    ['town', '/towns-cities/locations/hokitika'],
    ['rural region', '/rural/regions/canterbury'],
    ['national park', '/mountains-and-parks/national-parks/aoraki-mount-cook'],
    ['ski field', '/mountains-and-parks/ski-fields/cardrona'],
    ['marine area', '/marine/areas/cook'],
    ['high seas area', '/marine/high-seas/forties'],
  ])('a %s page shows the temperature and sky now on a 390 x 844 phone screen', async (_, path) => {
    const page = await open(PHONE_SCREEN, path);
    expect(await temperatureBottom(page)).toBeLessThanOrEqual(844);
    const now = page.locator('[data-module="current-conditions"]');
    expect(await now.locator('.wx-icon').first().isVisible()).toBe(true);
    // Nothing else (an ad, a message, a promo) comes before the now card in the main column.
    expect(
      await page.evaluate(() => {
        const main = document.querySelector('.wx-five__main');
        return main?.firstElementChild?.getAttribute('data-module');
      }),
    ).toBe('current-conditions');
  });

  it('a town page starts its days on a 1366 x 768 desktop screen, ads after them', async () => {
    const page = await open(DESKTOP_SCREEN, '/towns-cities/locations/kaikoura');
    const days = page.locator('[data-module="forecast-days"]');
    expect(await days.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(768);
    // The first row is today, named so, with rain and wind in it.
    const today = days.getByRole('button').first();
    expect(await today.textContent()).toMatch(/^Today 25 Nov/);
    expect(await today.textContent()).toMatch(/\d+%/);
    expect(await today.textContent()).toMatch(/[NESW]+ \d+ kt/);
  });

  it('a promo never points at the section it is on', async () => {
    const page = await open(
      DESKTOP_SCREEN,
      '/mountains-and-parks/national-parks/aoraki-mount-cook',
    );
    await expect
      .poll(() => page.locator('.wx-ad--filled').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const hrefs = await page
      .locator('.wx-ad a')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs.filter((h) => h.startsWith('/mountains-and-parks'))).toEqual([]);
  });

  it('out of season a ski field leads with the weather and folds lift and trail status', async () => {
    const page = await open(PHONE_SCREEN, '/mountains-and-parks/ski-fields/cardrona');
    expect(
      await page.getByText('Outside the ski season: lifts and trails are closed.').isVisible(),
    ).toBe(true);
    expect(await page.getByRole('heading', { name: 'Lifts' }).isVisible()).toBe(false);
    expect(await page.getByText(/^Lifts and trails \(\d+\)$/).isVisible()).toBe(true);
  });

  it.each([
    ['phone', PHONE_SCREEN],
    ['desktop', DESKTOP_SCREEN],
  ] as const)(
    'the ads arrive after the forecast without moving the page on a %s (CLS 0)',
    async (_, size) => {
      const page = await open(size, '/towns-cities/locations/hokitika');
      await expect
        .poll(() => page.locator('.wx-ad--filled').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await page.mouse.wheel(0, 3000);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift.toFixed(2)).toBe('0.00');
    },
  );
});

describe('warnings that speak', () => {
  it("the bar keeps the spec's counts and names the most severe warning, linked to it", async () => {
    const page = await open(PHONE_SCREEN, '/towns-cities/locations/hokitika');
    const bar = page.getByRole('region', { name: 'Severe weather warnings' });
    expect(await bar.getByRole('status').textContent()).toBe(
      '1 Warning in force for this location',
    );
    const headline = bar.getByRole('link', { name: /^Red Heavy Rain Warning/ });
    expect(await headline.textContent()).toBe(
      'Red Heavy Rain Warning from 5 pm Wednesday until 2 pm Thursday',
    );
    expect(await headline.getAttribute('href')).toMatch(/^\/warnings\/home#.+rain-westland-red$/);
  });

  it('/national lists the orange and red warnings in force, the red heavy rain warning among them', async () => {
    const page = await open(DESKTOP_SCREEN, '/national');
    const strip = page.getByRole('region', { name: 'Orange and red warnings in force' });
    const red = strip.getByRole('link', { name: /^Red Heavy Rain Warning/ });
    expect(await red.isVisible()).toBe(true);
    expect(await red.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(768);
    const levels = await strip.getByRole('listitem').getByRole('link').allTextContents();
    expect(levels.every((t) => /^(Red|Orange) /.test(t))).toBe(true);
    // Three lines (every red one kept), then the rest counted: the map is on the first screen.
    expect(levels.length).toBe(3);
    expect(
      await strip.getByRole('link', { name: /^See all \d+ orange and red warnings$/ }).count(),
    ).toBe(1);
  });
});

describe('charts and radar', () => {
  it('no text under 11 px in the charts on a phone, and an empty rain chart is one line', async () => {
    const page = await open(PHONE_SCREEN, '/towns-cities/locations/auckland');
    const sizes = await page.locator('.wx-chart').evaluateAll((charts) =>
      charts.flatMap((chart) =>
        [...chart.querySelectorAll('*')]
          .filter((el) => el.childElementCount === 0 && el.textContent?.trim())
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => ({
            text: el.textContent,
            px: el.getBoundingClientRect().height,
            font: parseFloat(getComputedStyle(el).fontSize),
          })),
      ),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.filter((s) => s.font < 11 || s.px < 11)).toEqual([]);
  });

  it.each([
    ['phone', PHONE_SCREEN, 844],
    ['desktop', DESKTOP_SCREEN, 768],
  ] as const)(
    'the radar has Play and its time slider on the first screen of a %s',
    async (_, size, height) => {
      const page = await open(size, '/maps-radar/rain/radar');
      for (const control of [
        page.getByRole('button', { name: 'Play' }),
        page.getByRole('slider', { name: 'Radar time' }),
      ])
        expect(
          await control.evaluate((el) => el.getBoundingClientRect().bottom),
        ).toBeLessThanOrEqual(height);
    },
  );
});
