import { describe, expect, it } from 'vitest';
import { PHONE, DESKTOP, newContext } from '../support/browser.ts';
import { RADAR_FRAME_TIMES } from '../support/clock.ts';
import { useSiteAndBrowser } from '../support/journey.ts';

const journey = useSiteAndBrowser();

describe('without JavaScript', () => {
  it("searches from the header's search control on a results page with its own address", async () => {
    const context = await newContext(journey.browser, PHONE, false);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/national`);
    await page.getByRole('banner').getByRole('button', { name: 'Search for a location' }).click();
    await page.waitForURL(/\/search/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search');

    await page.getByRole('searchbox', { name: 'Search for a location' }).fill('wel');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?q=wel$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Search results for wel',
    );
    const towns = page.getByRole('region', { name: 'Towns & Cities' });
    await towns.getByRole('link', { name: 'Wellington', exact: true }).click();
    await page.waitForURL(/\/towns-cities\/locations\/wellington$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Wellington weather forecast',
    );
    await context.close();
  });

  it("says 'No results found for' a query that matches nothing, keeping the query in the field", async () => {
    const context = await newContext(journey.browser, DESKTOP, false);
    const page = await context.newPage();
    const response = await page.goto(`${journey.site.url}/search?q=qqzzxx`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('status').filter({ hasText: 'No results' }).textContent()).toBe(
      'No results found for qqzzxx',
    );
    expect(await page.getByRole('searchbox', { name: 'Search for a location' }).inputValue()).toBe(
      'qqzzxx',
    );
    await context.close();
  });

  it("shows More's links and a way to the favourites, where their menus would open", async () => {
    const context = await newContext(journey.browser, PHONE, false);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/locations/auckland`);
    const nav = page.getByRole('navigation', { name: 'Primary' });
    expect(await nav.getByRole('link', { name: 'Weather for business' }).isVisible()).toBe(true);
    const header = page.getByRole('banner');
    // Buttons that need JavaScript are not offered.
    expect(await header.getByRole('button', { name: /^(More|Favourites)$/ }).count()).toBe(0);
    await header.getByRole('link', { name: 'Manage favourites' }).click();
    await page.waitForURL(/\/manage-favourites$/);
    // What a reader sees (innerText follows the rendering; the explanation is in a noscript).
    const shown = await page.getByRole('main').evaluate((main) => (main as HTMLElement).innerText);
    expect(shown).toContain('Your favourites are kept in this browser');
    expect(shown).not.toContain('Loading your favourites');
    await context.close();
  });

  it("shows the radar's keys open", async () => {
    const context = await newContext(journey.browser, DESKTOP, false);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/maps-radar/rain/radar`);
    const keys = page.getByRole('region', { name: 'Keys' });
    expect(await keys.isVisible()).toBe(true);
    expect(await keys.textContent()).toMatch(/Heavy/);
    expect(await page.getByRole('button', { name: 'Keys' }).isVisible()).toBe(false);
    await context.close();
  });
  it('lists every radar frame with its NZ time, the one on the map marked', async () => {
    const context = await newContext(journey.browser, PHONE, false);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/maps-radar/rain/radar`);
    const list = page.getByRole('group').filter({ has: page.getByText(/^All \d+ frames/) });
    const summary = list.getByText(/^All \d+ frames/);
    // The site's clock stands at 2 pm (TEST_NOW): 13 frames, ten minutes apart.
    expect(await summary.textContent()).toBe('All 13 frames, 12:00 pm to 2:00 pm');
    await summary.click();
    const texts = await list.getByRole('listitem').allInnerTexts();
    expect(texts.map((text) => text.slice(0, text.indexOf(': ')))).toEqual(RADAR_FRAME_TIMES);
    for (const text of texts) expect(text).toMatch(/: (No rain|\d+ areas? of rain)[.;]/);
    expect(texts.at(-1)).toMatch(/On the map\.$/);
    expect(await page.getByRole('slider', { name: 'Radar time' }).isVisible()).toBe(false);
    await context.close();
  });
});
