import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

// Issue 12, "Done when": tides, soil, past weather and the air temperature map render real
// (demo model) data on pages a visitor reaches from the site's own links, phone and desktop.
const journey = useSiteAndBrowser();

describe('tides, soil, past weather and the air temperature map', () => {
  it('a phone visitor goes from Auckland’s forecast to its tides and past weather', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/locations/auckland`);
    await hydrated(page);
    // On a phone the secondary modules are drawers: open "More for Auckland".
    await page.getByRole('button', { name: 'More for Auckland' }).click();
    await page.getByRole('link', { name: 'Tides at Auckland' }).click();
    await page.waitForURL('**/towns-cities/tides/auckland');
    const tides = page.getByRole('region', { name: 'Tides' });
    await expect
      .poll(() => tides.getByText(/^Tides at Auckland\./).count(), { timeout: 15_000 })
      .toBe(1);
    const rows = tides.getByRole('row');
    // A header, then for each of three days its heading row and about four tides, each a time,
    // high or low, and a height.
    expect(await rows.count()).toBeGreaterThanOrEqual(12);
    expect((await rows.nth(1).textContent()) ?? '').toMatch(/^\w{3} \d{1,2} \w{3}$/);
    const first = (await rows.nth(2).textContent()) ?? '';
    expect(first).toMatch(/^\d{1,2}:\d\d [ap]m(High|Low)\d+(\.\d)? m$/);
    await page.getByRole('link', { name: 'Past weather in Auckland' }).click();
    await page.waitForURL('**/towns-cities/past-weather/auckland');
    const past = page.getByRole('region', { name: 'The last 7 days' });
    await expect.poll(() => past.getByRole('row').count(), { timeout: 15_000 }).toBe(9); // two header rows, seven days
    expect(await past.getByText(/Forecast highs were within 2° .* of 7 days\./).count()).toBe(1);
    await context.close();
  });

  it('a rural page shows soil moisture and soil temperature on their colour steps', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/rural/regions/canterbury`);
    await hydrated(page);
    const moisture = page.getByRole('region', { name: 'Soil moisture' });
    const layer = moisture.getByRole('row', { name: /^3–9 cm/ });
    expect(await layer.textContent()).toMatch(/^3–9 cm\d+%$/);
    const colour = await layer
      .getByText(/%$/)
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colour).not.toBe('rgba(0, 0, 0, 0)');
    const temperature = page.getByRole('region', { name: 'Soil temperature' });
    expect(await temperature.getByRole('row', { name: /^6 cm/ }).textContent()).toMatch(
      /^6 cm-?\d+°$/,
    );
    expect(await temperature.getByText(/^At 6 cm now:/).count()).toBe(1);
    await context.close();
  });

  it('the rain radar links to the air temperature map, whose towns link to their forecasts', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/maps-radar/rain/radar`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Air temperature', exact: true }).click();
    await page.waitForURL('**/maps-radar/temperature/air');
    const map = page.getByRole('group', { name: 'Air temperature now across New Zealand' });
    const wellington = map.getByRole('link', { name: /^Wellington -?\d+°$/ });
    expect(await wellington.getAttribute('href')).toBe('/towns-cities/locations/wellington');
    const key = page.getByRole('figure', { name: 'Air temperature, °C' });
    expect(await key.getByRole('listitem').count()).toBe(28);
    await context.close();
  });
});
