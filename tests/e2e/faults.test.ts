import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_HERE_TEXT, SYNC_ERROR_TEXT } from '#machines/favourites-list.ts';
import { FAVOURITES_SYNC_RETRY_MS } from '#machines/favourites.machine.ts';
import { WARNINGS_REFETCH_MS, WARNINGS_RETRY_MS } from '#machines/warnings.machine.ts';
import { FAILED_TEXT as WARNINGS_FAILED_TEXT } from '#src/warnings/warnings-text.ts';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { TEST_NOW_MS } from '../support/clock.ts';
import { hydrated, serverFavourites, useSiteAndBrowser } from '../support/journey.ts';
import { startPostgres } from '../support/postgres.ts';
import type { ThrowawayPostgres } from '../support/postgres.ts';
import { startSite } from '../support/site.ts';
import type { RunningSite } from '../support/site.ts';

/** Faults in a browser session (issue 11): the page stays usable and each part recovers. */
const journey = useSiteAndBrowser();

describe('a visitor who goes offline', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'on a %s clicks search: search says it could not load, the page stays, Try again recovers',
    async (device, size) => {
      const context = await newContext(journey.browser, size);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${journey.site.url}/towns-cities/locations/auckland`);
      await hydrated(page);
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Search for a location' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Search could not load' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(
        'Search could not load. Check your connection and try again.',
      );
      // The rest of the page is still there and working.
      expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
      expect(await page.getByRole('navigation').first().isVisible()).toBe(true);
      if (process.env.SCREENSHOTS)
        await page.screenshot({ path: `${process.env.SCREENSHOTS}/offline-search-${device}.png` });

      await context.setOffline(false);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('combobox', { name: 'Search for a location' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});

/**
 * The database and the warnings service stop and start again during one visit: each part says
 * so in its own words, the rest of the page keeps working, each recovers by itself within its
 * retry time (the page's clock is moved on, not waited for) and nothing the visitor saved is lost.
 */
describe('services that stop and start again during a visit', () => {
  let postgres: ThrowawayPostgres | null = null;
  let site: RunningSite;
  beforeAll(async () => {
    postgres = await startPostgres();
    if (!postgres) throw new Error('PostgreSQL is not available: run the tests as root');
    site = await startSite({ DATABASE_URL: postgres.url });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await postgres?.stop();
  });

  it('the database: a favourite added meanwhile is kept in this browser and synced once it is back', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.clock.install({ time: TEST_NOW_MS });
    await page.goto(`${site.url}/towns-cities/locations/auckland`);
    await hydrated(page);

    await postgres!.pause();
    const add = page.getByRole('button', { name: 'Add Auckland to favourites' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await page.getByRole('button', { name: 'Favourites', exact: true }).click();
    const note = page.getByRole('status').filter({ hasText: SYNC_ERROR_TEXT });
    await note.waitFor();
    expect(await page.getByText(SAVED_HERE_TEXT, { exact: true }).count()).toBe(1);
    // The rest of the page works: the forecast is there and search opens.
    expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Search for a location' }).click();
    await page.getByRole('combobox', { name: 'Search for a location' }).waitFor();
    await page.keyboard.press('Escape');

    await postgres!.resume();
    await page.clock.fastForward(FAVOURITES_SYNC_RETRY_MS);
    await expect.poll(() => serverFavourites(context, site.url)).toEqual(['towns-cities/auckland']);
    await expect.poll(() => note.count()).toBe(0);
    expect(await page.getByText(SAVED_HERE_TEXT, { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('the warnings service: the bar says it could not get them, then shows them again by itself', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.clock.install({ time: TEST_NOW_MS });
    // The bar asks for its warnings once hydrated, after the spec's 500 ms batch window.
    const firstAnswer = page.waitForResponse((r) => r.url().includes('/api/warnings-service/'));
    await page.goto(`${site.url}/towns-cities/locations/auckland`);
    await hydrated(page);
    await (await firstAnswer).finished();
    const failed = page.getByText(WARNINGS_FAILED_TEXT);
    expect(await failed.count()).toBe(0);

    await context.route('**/api/warnings-service/**', (route) => route.abort('connectionrefused'));
    // The next refetch is due WARNINGS_REFETCH_MS after the first answer has been taken in: a
    // moment after the body arrived, so the clock moves on by a period at a time until it fails.
    await expect
      .poll(async () => {
        await page.clock.fastForward(WARNINGS_REFETCH_MS);
        return failed.count();
      })
      .toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);

    await context.unroute('**/api/warnings-service/**');
    await page.clock.fastForward(WARNINGS_RETRY_MS);
    await expect.poll(() => failed.count()).toBe(0);
    await context.close();
  }, 60_000);
});
