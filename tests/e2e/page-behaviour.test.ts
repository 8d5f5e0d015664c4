import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

const journey = useSiteAndBrowser();

/** The head tags a page's metadata decides, as the document holds them now. */
function headTags(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    meta: [
      ...document.head.querySelectorAll<HTMLMetaElement>(
        'meta[name="description"],meta[name="robots"],meta[property^="og:"],meta[name^="twitter:"]',
      ),
    ]
      .map((m) => `${m.name || m.getAttribute('property')}=${m.content}`)
      .sort(),
  }));
}

/** The same tags as the server writes them for `path` (read from its HTML, without scripts). */
async function serverHead(path: string) {
  const context = await newContext(journey.browser, DESKTOP, false);
  const page = await context.newPage();
  await page.goto(journey.site.url + path);
  const tags = await headTags(page);
  await context.close();
  return tags;
}

describe('the head after in-app navigation', () => {
  it("keeps the server's title after hydration, then follows each page's title, description, canonical and social tags", async () => {
    const [national, marine, notFound] = await Promise.all([
      serverHead('/national'),
      serverHead('/marine'),
      serverHead('/no-such-page'),
    ]);
    expect(national.title).toMatch(/\| NZ Weather$/);
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/national`);
    await hydrated(page);
    expect(await headTags(page)).toEqual(national);

    const nav = page.getByRole('navigation', { name: 'Primary' });
    await nav.getByRole('link', { name: 'Marine' }).click();
    await expect.poll(() => headTags(page), { timeout: 10_000 }).toEqual(marine);

    await page.goBack();
    await expect.poll(() => headTags(page), { timeout: 10_000 }).toEqual(national);

    // A link to a page that does not exist gets the not-found page's tags (noindex among them).
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/no-such-page';
      a.textContent = 'A broken link';
      document.getElementById('main')?.append(a);
    });
    await page.getByRole('link', { name: 'A broken link' }).click();
    await expect.poll(() => headTags(page), { timeout: 10_000 }).toEqual(notFound);
    await context.close();
  });
});

describe('search', () => {
  it('gives the reader back the place they were reading when it closes', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/locations/auckland`);
    await hydrated(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    // Opened where the reader is (a click event, without scrolling up to the header first).
    await page.getByRole('button', { name: 'Search for a location' }).dispatchEvent('click');
    const input = page.getByRole('combobox', { name: 'Search for a location' });
    await input.waitFor();
    await input.press('Escape');
    expect(await page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Search for a location',
    );
    await context.close();
  });
});

describe('drawers', () => {
  it('opens the drawer the address names on arrival (/marine#warnings)', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    const drawer = page.locator('section.wx-drawer#warnings');
    const toggle = drawer.getByRole('button', { name: /^Warnings/ });
    // Without the hash it starts closed on a phone.
    await page.goto(`${journey.site.url}/marine`);
    await hydrated(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await page.goto(`${journey.site.url}/national`);
    await page.goto(`${journey.site.url}/marine#warnings`);
    await hydrated(page);
    await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
    expect(await drawer.locator('.wx-drawer__body').isVisible()).toBe(true);
    await context.close();
  });
});

describe('Escape', () => {
  it('closes the phone menu and gives focus back to the Menu button', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/national`);
    await hydrated(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Primary' });
    expect(await nav.isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Marine' }).focus();
    await page.keyboard.press('Escape');
    expect(await nav.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
    await context.close();
  });

  it('closes the warnings panel and gives focus back to its button', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/locations/auckland`);
    await hydrated(page);
    // Auckland's is a watch: the banner counts it with the bar's words (issue 29).
    const toggle = page.getByRole('button', { name: /^1 Watch for Auckland/ });
    await toggle.click();
    // A tap before the shell's statecharts arrive is answered when they do (decision 027).
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await panel.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain(
      'wx-regional-banner__toggle',
    );
    await context.close();
  });
});
