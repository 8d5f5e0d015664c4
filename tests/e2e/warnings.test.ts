import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, newContext } from '../support/browser.ts';
import { TEST_NOW_MS } from '../support/clock.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

const journey = useSiteAndBrowser();

const bar = (page: Page) => page.getByRole('region', { name: 'Severe weather warnings' });
const status = (page: Page) => bar(page).getByRole('status').textContent();

/** Opens a town page and waits until the browser has its own warnings answer on screen. */
async function openWithBrowserAnswer(page: Page, url: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/warnings-service/'));
  await page.goto(url);
  await hydrated(page);
  await answered;
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

describe('warnings bar in Chromium', () => {
  it('shows a red bar with the counts for a town inside the red heavy rain warning', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await openWithBrowserAnswer(page, `${journey.site.url}/towns-cities/locations/hokitika`);
    await expect
      .poll(() => status(page), { timeout: 10_000 })
      .toBe('1 Warning in force for this location');
    expect(await bar(page).getAttribute('class')).toContain('wx-warnings-bar--red');
    // The level in words is the headline's, not said twice (issues 22 and 29).
    expect(
      await bar(page)
        .getByRole('link', { name: /^Red Heavy Rain Warning (from|until) / })
        .isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('shows the none text for a town outside every warning', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await openWithBrowserAnswer(page, `${journey.site.url}/towns-cities/locations/gisborne`);
    await expect
      .poll(() => status(page), { timeout: 10_000 })
      .toBe('No severe weather watches or warnings in force for this location');
    expect(await bar(page).textContent()).toContain('No warnings in place for');
    await context.close();
  });

  it('shows the warnings without JavaScript: the server renders them into the page', async () => {
    const context = await newContext(journey.browser, PHONE, false);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/locations/hokitika`);
    expect(await status(page)).toBe('1 Warning in force for this location');
    expect(await bar(page).getAttribute('class')).toContain('wx-warnings-bar--red');
    await context.close();
  });

  it('does not move the page when the browser loads the warnings', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.shifted += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Auckland has a regional banner, which takes a second line on a phone.
    await openWithBrowserAnswer(page, `${journey.site.url}/towns-cities/locations/auckland`);
    // The bar and the banner count with the same words (issue 29): Auckland's is a watch.
    expect(await page.getByRole('button', { name: /^1 Watch for / }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
    await context.close();
  });

  it('shows the failure text while the service is down and recovers by itself within 20 seconds of it coming back', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.clock.install({ time: TEST_NOW_MS });
    // The warnings service is unreachable.
    await page.route('**/api/warnings-service/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${journey.site.url}/towns-cities/locations/hokitika`);
    await hydrated(page);
    await page.clock.runFor(1_000);
    await expect
      .poll(() => status(page))
      .toBe('Unable to access latest warnings, please refresh the page.');
    // It comes back: within the 20 s retry the bar shows the warnings again, with no reload.
    await page.unroute('**/api/warnings-service/**');
    await page.clock.runFor(20_000);
    await expect
      .poll(() => status(page), { timeout: 10_000 })
      .toBe('1 Warning in force for this location');
    await context.close();
  });
});
