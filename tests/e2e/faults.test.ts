import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

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
