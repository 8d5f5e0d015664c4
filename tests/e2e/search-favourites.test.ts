import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { freshPostgresDatabase } from '../support/fixtures.ts';
import { hydrated, serverFavourites, useSiteAndBrowser } from '../support/journey.ts';
import { startSite } from '../support/site.ts';
import type { RunningSite } from '../support/site.ts';

const journey = useSiteAndBrowser();
let browser: Browser;
beforeAll(() => {
  browser = journey.browser;
});

describe('search', () => {
  let site: { url: string };
  beforeAll(() => {
    site = journey.site;
  });

  it("finds Wellington for 'wel' under Towns & Cities, and Enter opens it", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${site.url}/national`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Search for a location' }).click();
    const input = page.getByRole('combobox', { name: 'Search for a location' });
    await input.fill('wel');
    const group = page.getByRole('group', { name: 'Towns & Cities' });
    await expect
      .poll(() => group.getByRole('option').first().textContent(), { timeout: 10_000 })
      .toMatch(/^Wellington/);
    await input.press('Enter');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Wellington weather forecast');
    expect(new URL(page.url()).pathname).toBe('/towns-cities/locations/wellington');
    await context.close();
  });

  it("says 'No results found for' a query that matches nothing", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${site.url}/national`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Search for a location' }).click();
    await page.getByRole('combobox', { name: 'Search for a location' }).fill('qqzzxx');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'No results found' }).textContent(), {
        timeout: 10_000,
      })
      .toBe('No results found for qqzzxx');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    await context.close();
  });
});

async function favourite(page: Page, url: string, label: string) {
  await page.goto(url);
  await hydrated(page);
  const star = page.getByRole('button', { name: `Add ${label} to favourites` });
  await expect.poll(() => star.isEnabled()).toBe(true);
  await star.click();
  await expect
    .poll(() => page.getByRole('button', { name: `Remove ${label} from favourites` }).count())
    .toBe(1);
}

/**
 * The browser loses its copy of the favourites (storage cleared) and reloads. A change is saved
 * in this browser at once and on the server a moment later, or on the next load when leaving cut
 * its save short: forget only once the server holds `expected`, or the journey races the sync
 * (CI failed so on PostgreSQL).
 */
async function forgetThisBrowser(page: Page, siteUrl: string, expected: string[]) {
  await expect
    .poll(() => serverFavourites(page.context(), siteUrl), { timeout: 10_000 })
    .toEqual(expected);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await hydrated(page);
}

/** The organiser's places in order, as the links a person reads. */
async function organiserOrder(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('list', { name: 'My Favourites' })
    .getByRole('listitem')
    .getByRole('link')
    .allTextContents();
}

// The same journeys on the embedded database and on a real PostgreSQL server.
describe.each(['PGlite', 'PostgreSQL'] as const)('favourites on %s', (database) => {
  let site: { url: string };
  let own: RunningSite | undefined;
  beforeAll(async () => {
    // PGlite is the worker's site as `npm start` runs it; PostgreSQL a site on a fresh database.
    if (database === 'PGlite') return void (site = journey.site);
    const postgres = await freshPostgresDatabase();
    if (!postgres)
      throw new Error('PostgreSQL is not available: run the tests as root or install postgresql');
    site = own = await startSite({ DATABASE_URL: postgres.url });
  }, 120_000);
  afterAll(() => own?.close());

  it('keeps a starred place after a reload, and restores it from the server when this browser forgets', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await favourite(page, `${site.url}/towns-cities/locations/auckland`, 'Auckland');
    // Said by the star's live region and shown by its popover (issue 29).
    expect(await page.getByRole('status').filter({ hasText: 'Favourite Added' }).count()).toBe(1);
    expect(
      await page.locator('.wx-star__popover', { hasText: 'Favourite Added' }).isVisible(),
    ).toBe(true);
    await page.reload();
    await hydrated(page);
    await expect
      .poll(() => page.getByRole('button', { name: 'Remove Auckland from favourites' }).count())
      .toBe(1);
    await forgetThisBrowser(page, site.url, ['towns-cities/auckland']);
    await expect
      .poll(() => page.getByRole('button', { name: 'Remove Auckland from favourites' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await context.close();
  });

  it('reorders four favourites by keyboard, and the top three persist, on the server too when leaving cut the save short', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const places: Array<[slug: string, label: string]> = [
      ['auckland', 'Auckland'],
      ['wellington', 'Wellington'],
      ['christchurch', 'Christchurch'],
      ['dunedin', 'Dunedin'],
    ];
    for (const [slug, label] of places) {
      await favourite(page, `${site.url}/towns-cities/locations/${slug}`, label);
    }
    await page.goto(`${site.url}/manage-favourites`);
    await hydrated(page);
    await expect
      .poll(() => organiserOrder(page))
      .toEqual(['Auckland', 'Wellington', 'Christchurch', 'Dunedin']);
    // The visitor leaves before the new order reaches the server: its save never arrives.
    await context.route('**/api/favourites/order', (route) => route.abort());
    // Dunedin to the top: pick up, three steps up, drop.
    await page.getByRole('button', { name: 'Move Dunedin', exact: true }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect
      .poll(() => organiserOrder(page))
      .toEqual(['Dunedin', 'Auckland', 'Wellington', 'Christchurch']);
    await context.unroute('**/api/favourites/order');
    await page.reload();
    await hydrated(page);
    await expect
      .poll(() => organiserOrder(page))
      .toEqual(['Dunedin', 'Auckland', 'Wellington', 'Christchurch']);
    // From the server too: a browser that lost its copy gets the same top three.
    await forgetThisBrowser(
      page,
      site.url,
      ['dunedin', 'auckland', 'wellington', 'christchurch'].map((s) => `towns-cities/${s}`),
    );
    await expect
      .poll(() => organiserOrder(page).then((o) => o.slice(0, 3)), { timeout: 10_000 })
      .toEqual(['Dunedin', 'Auckland', 'Wellington']);
    await context.close();
  });
});
