import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

// Issue 12's topics, as a visitor reaches them: barbecue weather, traffic incidents, pricing,
// the webcam gallery and the heavy swell list, each with its real (demo provider) data.
const journey = useSiteAndBrowser();

describe('issue 12 topics in Chromium', () => {
  it('barbecue weather: from Towns & Cities to a rating for each main centre', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Barbecue weather for the main centres' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Barbecue weather');
    const auckland = page.getByRole('region', { name: 'Auckland' });
    const ratings = await auckland.locator('.wx-bbq__rating').allTextContents();
    expect(ratings).toHaveLength(7);
    for (const r of ratings) expect(['Yeah, nah', 'Hmmmm', 'Choice', 'Awesome']).toContain(r);
    expect(
      await auckland.getByRole('link', { name: 'Full forecast for Auckland' }).getAttribute('href'),
    ).toBe('/towns-cities/locations/auckland');
    await context.close();
  });

  it('pricing: from the data sources page to the plans and their comparison', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/about/data-sources`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Plans and pricing for business' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/plans and pricing/);
    expect(await page.getByRole('article', { name: 'Professional' }).textContent()).toContain(
      '$249 a month + GST',
    );
    const table = page.getByRole('table', { name: 'Compare the plans' });
    expect(await table.getByRole('row', { name: /Locations/ }).textContent()).toContain(
      'Unlimited',
    );
    // The page never scrolls sideways on a phone: the table scrolls in its own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await context.close();
  });

  it('webcams: a ski field’s pictures load and open larger by keyboard; traffic and the swell list show', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/mountains-and-parks/ski-fields/mt-hutt`);
    await hydrated(page);
    const gallery = page.getByRole('region', { name: 'Webcams' });
    const images = gallery.getByRole('img');
    await expect
      .poll(() =>
        images.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)),
      )
      .toEqual([640, 640, 640]);
    const first = gallery.getByRole('link').first();
    await first.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(await viewer.getByRole('heading').textContent()).toBe('Base area');
    await page.keyboard.press('ArrowRight');
    expect(await viewer.getByRole('heading').textContent()).toBe('Top of the lifts');
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.isVisible()).toBe(false);
    expect(
      await page.evaluate(() => document.activeElement?.closest('figure')?.textContent),
    ).toContain('Base area');

    // The drawer and the module inside it share the name; the module is the inner one.
    const traffic = page.getByRole('region', { name: 'Traffic incidents in Canterbury' }).last();
    expect(await traffic.getByRole('heading', { name: 'SH77 Rakaia Gorge Bridge' }).count()).toBe(
      1,
    );
    expect(await traffic.textContent()).toContain('Delays up to 10 minutes');

    await page.goto(`${journey.site.url}/marine/areas/conway`);
    expect(await page.getByRole('heading', { name: 'Heavy Swell Warnings' }).count()).toBe(1);
    await context.close();
  });
});
