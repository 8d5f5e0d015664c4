import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

// Compare (issue 12): a visitor chooses two to four towns and sees them side by side. The form
// is a GET form read by the server, so it works the same with JavaScript off.
const journey = useSiteAndBrowser();

const columns = (page: Page) =>
  page
    .getByRole('table', { name: /^Today's forecast for / })
    .getByRole('columnheader')
    .getByRole('link')
    .allTextContents();

describe('compare in Chromium', () => {
  it('desktop: from Towns & Cities, change a place, add a fourth, and see four columns side by side', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Compare towns side by side' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Compare towns');
    expect(await columns(page)).toEqual(['Auckland', 'Wellington', 'Christchurch']);

    await page.getByLabel('Place 2').fill('Dunedin');
    await page.getByRole('button', { name: 'Add a place' }).click();
    await page.getByLabel('Place 4').waitFor();
    await page.getByLabel('Place 4').fill('queenstown');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect
      .poll(() => columns(page))
      .toEqual(['Auckland', 'Dunedin', 'Christchurch', 'Queenstown']);
    expect(new URL(page.url()).searchParams.getAll('compare')).toEqual([
      'Auckland',
      'Dunedin',
      'Christchurch',
      'queenstown',
    ]);
    // Side by side: the four column heads on one line, left to right, none off the table.
    const heads = page.getByRole('table').first().getByRole('columnheader');
    const boxes = await heads.evaluateAll((hs) => hs.map((h) => h.getBoundingClientRect()));
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 1);
    expect(await page.getByRole('button', { name: 'Add a place' }).count()).toBe(0);
    const high = await page.getByRole('row', { name: /^High/ }).textContent();
    expect(high).toMatch(/^High(-?\d+°){4}$/);

    await page.getByRole('button', { name: 'Remove Dunedin' }).click();
    await expect.poll(() => columns(page)).toEqual(['Auckland', 'Christchurch', 'Queenstown']);
    await context.close();
  });

  it('back in the app from a compared town: the towns of the address, not the default ones', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/compare?compare=nelson,napier`);
    await hydrated(page);
    expect(await columns(page)).toEqual(['Nelson', 'Napier']);
    await page.getByRole('columnheader').getByRole('link', { name: 'Napier' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Napier weather forecast');
    await page.goBack();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Compare towns');
    await expect.poll(() => columns(page)).toEqual(['Nelson', 'Napier']);
    await context.close();
  });

  it('phone without JavaScript: a typed name compares, a misspelt one is kept and explained, the table scrolls in its region', async () => {
    const context = await newContext(journey.browser, PHONE, false);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/compare?compare=auckland,wellington`);
    expect(await columns(page)).toEqual(['Auckland', 'Wellington']);
    await page.getByLabel('Place 1').fill('Nelsn');
    await page.getByLabel('Place 1').press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(
        'We could not find a town called ‘nelsn’. Check the spelling, or choose a name from the list.',
      );
    expect(await page.getByLabel('Place 1').inputValue()).toBe('nelsn');
    expect(await columns(page)).toEqual(['Wellington']);
    await page.getByLabel('Place 1').fill('Nelson');
    await page.getByRole('button', { name: 'Add a place' }).click();
    await page.getByLabel('Place 3').fill('Invercargill');
    await page.getByLabel('Place 3').press('Enter');
    await expect.poll(() => columns(page)).toEqual(['Nelson', 'Wellington', 'Invercargill']);
    // The page never scrolls sideways; the comparison scrolls inside its labelled region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const region = page.getByRole('region', { name: "Today's forecast, side by side" });
    expect(await region.evaluate((r) => r.scrollWidth > r.clientWidth)).toBe(true);
    await context.close();
  });
});
