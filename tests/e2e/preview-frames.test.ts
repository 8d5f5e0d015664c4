import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext } from '../support/browser.ts';
import { useSiteAndBrowser } from '../support/journey.ts';
import { paneStatus, phoneFrame, setEditorText } from '../support/preview-fixtures.ts';

const journey = useSiteAndBrowser();

const frame = (page: Page, title: RegExp) => page.frameLocator(`iframe[title*="${title.source}"]`);

async function openPreview(path: string) {
  const context = await newContext(journey.browser, DESKTOP);
  const page = await context.newPage();
  await page.goto(`${journey.site.url}/preview/pages${path}`);
  await expect.poll(() => paneStatus(page)).toMatch(/^Rendered as of/);
  return { context, page };
}

describe('a preview that is the site', () => {
  it('runs the page’s scripts in each width: the phone’s Menu opens, as a visitor’s does', async () => {
    const { context, page } = await openPreview('/towns-cities/locations/auckland');
    const phone = phoneFrame(page);
    // Hydrated as on the site: the client marks the page, and the no-script menu is gone.
    await expect.poll(() => phone.locator('html').getAttribute('data-hydrated')).toBe('true');
    const menu = phone.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await phone.getByRole('link', { name: 'Marine' }).isVisible()).toBe(false);
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => phone.getByRole('link', { name: 'Marine' }).isVisible()).toBe(true);

    // The day rows work too ("Use the page": clicks in modules do what they do on the site).
    await page.getByRole('button', { name: 'Use the page' }).click();
    const day = phone.getByRole('button', { name: /26 November 2026/ });
    expect(await day.getAttribute('aria-expanded')).toBe('false');
    await day.click();
    await expect.poll(() => day.getAttribute('aria-expanded')).toBe('true');
    // The weather icons draw (the sprite may not cross origins: the frame has its own copy).
    const drawn = await phone
      .locator('svg use')
      .first()
      .evaluate((use) => (use as SVGUseElement).getBBox().width > 0);
    expect(drawn).toBe(true);
    await context.close();
  }, 120_000);

  it('shows each width full size, zoomed, and any width typed; refuses a width that is not one', async () => {
    const { context, page } = await openPreview('/national');
    const desktop = page.locator('iframe[title^="Preview at desktop"]');
    expect(await desktop.evaluate((f) => (f as HTMLIFrameElement).clientWidth)).toBe(1366);
    expect(
      await frame(page, /desktop/)
        .locator('body')
        .evaluate(() => innerWidth),
    ).toBe(1366);
    await page.getByLabel('Zoom').selectOption('0.5');
    await expect
      .poll(() => desktop.evaluate((f) => Math.round(f.getBoundingClientRect().width)))
      .toBe(683);
    await page.getByLabel('Other width (px)').fill('abc');
    await page.getByRole('button', { name: 'Show' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(
      'A width is a whole number of pixels from 280 to 2560.',
    );
    await page.getByLabel('Other width (px)').fill('768');
    await page.getByRole('button', { name: 'Show' }).click();
    const tablet = page.locator('iframe[title="Preview at 768 px"]');
    await expect.poll(() => tablet.count()).toBe(1);
    expect(await page.getByLabel('768 px', { exact: true }).isChecked()).toBe(true);
    await context.close();
  }, 120_000);

  it('compares the draft with the live page: both side by side, and the differences by pointer', async () => {
    const { context, page } = await openPreview('/national');
    const text = await page.evaluate(
      () => document.querySelector('.cm-content')?.textContent ?? '',
    );
    expect(text).toContain('New Zealand weather forecast');
    const live = (await (await fetch(`${journey.site.url}/api/pages/national`)).json()) as {
      title: string;
    };
    await setEditorText(page, JSON.stringify({ ...live, title: 'A new title' }, null, 2));
    await page.getByRole('button', { name: 'Compare with live' }).click();
    const diff = page.getByRole('list', { name: 'Differences between live and draft' });
    await expect
      .poll(() => diff.getByRole('listitem').allTextContents())
      .toEqual(['Changed /title live: "New Zealand weather forecast" draft: "A new title"']);
    await expect
      .poll(() =>
        frame(page, /Live page \/national/)
          .getByRole('heading', { level: 1 })
          .first()
          .textContent(),
      )
      .toBe('New Zealand weather forecast');
    await context.close();
  }, 120_000);

  it('renders the storm day: warnings in force and heavy rain, and says so', async () => {
    const { context, page } = await openPreview('/towns-cities/locations/auckland');
    const phone = phoneFrame(page);
    await expect.poll(() => phone.getByText(/Heavy Rain Warning/).count()).toBe(0);
    await page.getByLabel('Storm day').check();
    await expect.poll(() => paneStatus(page)).toMatch(/on a storm day\.$/);
    await expect.poll(() => phone.getByText(/Warning.*in force/).count()).toBeGreaterThan(0);
    await context.close();
  }, 120_000);

  it('shows "as of" in New Zealand time, in the site’s words', async () => {
    const { context, page } = await openPreview('/national');
    expect(await paneStatus(page)).toBe('Rendered as of 2:00 pm, Wednesday 25 November 2026.');
    await page
      .getByLabel('Day', { exact: true })
      .selectOption({ label: 'Thursday 26 November 2026' });
    await page.getByLabel('Hour').selectOption({ label: '9 am' });
    await expect
      .poll(() => paneStatus(page))
      .toBe('Rendered as of 9:00 am, Thursday 26 November 2026.');
    await context.close();
  }, 120_000);
});
