import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { FAVOURITES_SYNC_RETRY_MS } from '#machines/favourites.machine.ts';
import {
  FAVOURITE_CHANGES_KEY,
  FAVOURITES_FULL_TEXT,
  FAVOURITES_KEY,
  MAX_FAVOURITES,
} from '#machines/favourites-list.ts';
import { DESKTOP, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

/**
 * Issue 28, item 7: favourites at the limit. The browser refuses the 51st and says why; a list
 * the server refuses (400) is said to be refused and is not sent again and again: a 4xx is not
 * an outage.
 */
const journey = useSiteAndBrowser();

/** Real places, in the order of the location index. */
const TOWNS = (
  JSON.parse(
    readFileSync(new URL('../../content/data/locations.json', import.meta.url), 'utf8'),
  ) as Array<{ type: string; key: string }>
)
  .filter((l) => l.type === 'towns-cities' && l.key !== 'wellington')
  .map((l) => `towns-cities/${l.key}`);

/** A browser whose stored list holds `keys` (and, optionally, unsynced changes). */
async function withStoredList(
  context: BrowserContext,
  keys: string[],
  changes: Record<string, { op: string; at: number }> = {},
) {
  await context.addInitScript(
    ([listKey, changesKey, list, pending]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(listKey, JSON.stringify({ items: list, topCount: 3 }));
      localStorage.setItem(changesKey, JSON.stringify(pending));
    },
    [FAVOURITES_KEY, FAVOURITE_CHANGES_KEY, keys, changes] as const,
  );
}

/** The list the server was asked to save, each time. */
function listSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === '/api/favourites/order')
      saves.push(r.url());
  });
  return saves;
}

describe('favourites at the limit', () => {
  it('refuses the 51st favourite and says why', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    await withStoredList(context, TOWNS.slice(0, MAX_FAVOURITES));
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/locations/wellington`);
    await hydrated(page);
    const add = page.getByRole('button', { name: 'Add Wellington to favourites' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: FAVOURITES_FULL_TEXT }).count())
      .toBe(1);
    // Not added: the star still offers to add it, and the stored list is unchanged.
    expect(await add.count()).toBe(1);
    const stored = await page.evaluate(
      (k) => JSON.parse(localStorage.getItem(k) ?? '{}'),
      FAVOURITES_KEY,
    );
    expect(stored.items).toHaveLength(MAX_FAVOURITES);
    expect(stored.items).not.toContain('towns-cities/wellington');
    await context.close();
  });

  it('a list the server refuses is said to be refused and is not sent again by itself', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    // A list of 51 kept from before the limit, with a change to sync.
    await withStoredList(context, TOWNS.slice(0, MAX_FAVOURITES + 1), {
      [TOWNS[0]!]: { op: 'add', at: 1 },
    });
    const page = await context.newPage();
    await page.clock.install();
    const saves = listSaves(page);
    await page.goto(`${journey.site.url}/towns-cities/locations/wellington`);
    await hydrated(page);
    await expect.poll(() => saves.length).toBe(1);
    const toggle = page.getByRole('button', { name: 'Favourites', exact: true });
    await toggle.click();
    // The open menu shows it (the star's live region said it once, when the server refused).
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const refusal = menu.getByRole('status').filter({ hasText: FAVOURITES_FULL_TEXT });
    await expect.poll(() => refusal.count()).toBe(1);
    expect(
      await page
        .getByText('Your favourites could not be synced. They are saved in this browser.')
        .count(),
    ).toBe(0);
    // Minutes pass (an outage would have been retried every 20 s): nothing is sent again.
    await page.clock.fastForward(6 * FAVOURITES_SYNC_RETRY_MS);
    await page.evaluate(() => dispatchEvent(new Event('online')));
    expect(saves).toHaveLength(1);
    await context.close();
  });
});
