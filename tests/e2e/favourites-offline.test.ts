import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

/**
 * Issue 11, finding 4: favourites changed while the server cannot be reached are kept in this
 * browser, said to be, and synced when it is back (decision 010).
 */
const journey = useSiteAndBrowser();
const SYNC_ERROR = 'Your favourites could not be synced. They are saved in this browser.';

/** The favourites API stops answering (the server's favourites are down). */
const outage = (context: BrowserContext) =>
  context.route('**/api/favourites**', (route) => route.abort('connectionrefused'));
const recovery = (context: BrowserContext) => context.unroute('**/api/favourites**');

async function open(page: Page, path: string) {
  await page.goto(`${journey.site.url}${path}`);
  await hydrated(page);
}

async function star(page: Page, label: string) {
  const add = page.getByRole('button', { name: `Add ${label} to favourites` });
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  await expect
    .poll(() => page.getByRole('button', { name: `Remove ${label} from favourites` }).count())
    .toBe(1);
}

/** The favourites menu's places, each with any note beside it, as a visitor reads them. */
async function menu(page: Page): Promise<string[]> {
  const toggle = page.getByRole('button', { name: 'Favourites', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  // The organiser's list (/manage-favourites) has the same name; its places carry buttons.
  return page
    .getByRole('list', { name: 'My Favourites' })
    .filter({ hasNot: page.getByRole('button') })
    .getByRole('listitem')
    .allTextContents()
    .then((items) => items.map((t) => t.replace(/\s+/g, ' ').replace(/ \d+°/, '').trim()));
}

async function serverList(context: BrowserContext): Promise<string[]> {
  const res = await context.request.get(`${journey.site.url}/api/favourites`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: string[] }).items;
}

describe('favourites during an outage', () => {
  it('keeps an add and a remove made while the server is down, through a reload, and syncs them when it is back', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page, '/towns-cities/locations/auckland');
    await star(page, 'Auckland');
    await expect.poll(() => serverList(context)).toEqual(['towns-cities/auckland']);

    await outage(context);
    await open(page, '/towns-cities/locations/wellington');
    await star(page, 'Wellington');
    await expect.poll(() => menu(page)).toEqual(['Auckland', 'Wellington Saved in this browser']);
    expect(await page.getByRole('status').filter({ hasText: SYNC_ERROR }).count()).toBe(1);
    // A remove during the outage, from the organiser.
    await open(page, '/manage-favourites');
    await page.getByRole('button', { name: 'Remove Auckland from favourites' }).click();
    await expect.poll(() => menu(page)).toEqual(['Wellington Saved in this browser']);

    await page.reload();
    await hydrated(page);
    await expect.poll(() => menu(page)).toEqual(['Wellington Saved in this browser']);
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/favourites-outage-phone.png` });

    await recovery(context);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => serverList(context)).toEqual(['towns-cities/wellington']);
    await expect.poll(() => menu(page)).toEqual(['Wellington']);
    expect(await page.getByText(SYNC_ERROR).count()).toBe(0);

    // This browser forgets its copy: the server's list comes back without Auckland.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await hydrated(page);
    await expect.poll(() => menu(page), { timeout: 10_000 }).toEqual(['Wellington']);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('syncs by itself when the browser comes back online, without a reload', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await open(page, '/towns-cities/locations/nelson');
    await outage(context);
    await star(page, 'Nelson');
    await expect.poll(() => menu(page)).toEqual(['Nelson Saved in this browser']);
    await recovery(context);
    // The browser's own signal: offline, then online again.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => serverList(context)).toEqual(['towns-cities/nelson']);
    await expect.poll(() => menu(page)).toEqual(['Nelson']);
    expect(await page.getByText(SYNC_ERROR).count()).toBe(0);
    await context.close();
  }, 60_000);
});
