import { describe, expect, it } from 'vitest';
import { PHONE, DESKTOP, newContext } from '../support/browser.ts';
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
});
