import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { tabPerSize, useSiteAndBrowser } from '../support/journey.ts';
import {
  focusedName,
  focusSeen,
  jumpsUp,
  press,
  tabbables,
  tabThrough,
} from '../support/keyboard.ts';

/**
 * Issue 29: the journeys a keyboard user makes, on a 390 px phone and a 1366 px desktop, checking
 * after every key where the focus is, that it is never on <body>, and that the focused element is
 * seen whole with the site's focus ring. The other halves of the journeys: what screen
 * readers hear (a11y-speech.test.ts) and how pages hold up to text spacing, reflow and contrast
 * (a11y-looks.test.ts).
 */

const journey = useSiteAndBrowser();
const TOWN = '/towns-cities/locations/hokitika';
const RADAR = '/maps-radar/rain/radar';
const MARINE = '/marine';
const MANAGE = '/manage-favourites';
/**
 * A walk presses Tab a hundred times or more, and looks at the page after each: the time it takes
 * is the number of steps, on a machine other test runs share (a walk is not waiting for anything).
 */
const WALK_MS = 180_000;
const JOURNEY_MS = 90_000;
const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
/** Three places kept in this browser (the organiser lists them). */
const FAVOURITES = ['towns-cities/hokitika', 'towns-cities/wellington', 'towns-cities/dunedin'];

const visit = tabPerSize(journey, (context) =>
  context.addInitScript((items) => {
    if (!localStorage.getItem('nzweather.favourites'))
      localStorage.setItem('nzweather.favourites', JSON.stringify({ items, topCount: 3 }));
  }, FAVOURITES),
);

/** A page as a visitor has it: interactive, with the site's focus rules started (after-load). */
async function open(size: typeof PHONE | typeof DESKTOP, path: string): Promise<Page> {
  const { page } = await visit(size, path);
  await page.waitForFunction(() => document.documentElement.dataset.afterLoad === 'started');
  return page;
}

/**
 * Moves the focus to `what` (a link or button) the way a keyboard does: Tab until it is there.
 * The steps on the way are the walks' to check (every stop of these pages, below).
 */
async function tabTo(page: Page, what: string | RegExp, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focusedName(page);
    if (typeof what === 'string' ? now === what : what.test(now)) return;
  }
  throw new Error(`Tab never reached ${String(what)}`);
}

/** The focus is on `what`, seen whole with its ring (the assertion of every step). */
async function expectFocus(page: Page, what: string | RegExp): Promise<void> {
  const seen = await focusSeen(page);
  if (typeof what === 'string') expect(seen.what).toBe(what);
  else expect(seen.what).toMatch(what);
  expect(seen.hidden).toBe('');
}

describe.each(SIZES)('on a %s, Tab', (_name, size) => {
  it.each([TOWN, RADAR, MARINE, MANAGE])(
    'reaches every control of %s once, in screen order, each seen whole with the focus ring',
    async (path) => {
      const page = await open(size, path);
      if (path === MANAGE)
        await page
          .getByRole('button', { name: 'Move Dunedin', exact: true })
          .waitFor({ timeout: 15_000 });
      const expected = await tabbables(page);
      const forwards = await tabThrough(page);
      expect(forwards.problems).toEqual([]);
      const reached = forwards.stops.map((s) => s.what);
      expect(expected.filter((what) => !reached.includes(what))).toEqual([]);
      // The skip link shows at the window's corner when focused, over whatever is there.
      const inFlow = forwards.stops.filter((s) => s.what !== 'a "Skip to content"');
      expect(jumpsUp(inFlow)).toEqual([]);
      // Backwards, every element is seen whole too (Shift+Tab scrolled day rows under the
      // sticky section bar).
      const backwards = await tabThrough(page, { backwards: true });
      expect(backwards.problems).toEqual([]);
    },
    WALK_MS,
  );
});

describe.each(SIZES)(
  'on a %s, links within a page (finding 1)',
  { timeout: JOURNEY_MS },
  (name, size) => {
    it("'48 hours' lands on the 48 hours with the focus on its heading, below the section bar", async () => {
      const page = await open(size, TOWN);
      await tabTo(page, 'a "48 hours"');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => focusSeen(page))
        .toMatchObject({ what: 'h2 "Next 48 hours"', hidden: '' });
      expect(new URL(page.url()).hash).toBe('#hourly');
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
    });

    it.runIf(name === 'desktop')(
      "'More for West Coast', from halfway down, lands on its section, not at the top",
      async () => {
        const page = await open(size, TOWN);
        await tabTo(page, 'a "More for West Coast"');
        await page.keyboard.press('Enter');
        await expect
          .poll(() => focusSeen(page))
          .toMatchObject({ what: 'h2 "More for West Coast"', hidden: '' });
      },
    );

    it('an address with #rain shows the rain section once the page is interactive', async () => {
      const page = await open(size, `${TOWN}#rain`);
      const box = await page.locator('#rain').boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect(box?.y).toBeLessThan(400);
    });
  },
);

describe.each(SIZES)(
  'on a %s, the search dialog (finding 2)',
  { timeout: JOURNEY_MS },
  (name, size) => {
    it('holds the focus: Tab goes round inside it, Escape from anywhere closes it', async () => {
      const page = await open(size, TOWN);
      await tabTo(page, 'button "Search for a location"');
      await page.keyboard.press('Enter');
      // The dialog's code loads on the first open; then the focus is in its search box.
      await expect
        .poll(() => focusSeen(page))
        .toMatchObject({ what: 'combobox "Search for a location"', hidden: '' });
      const dialog = page.getByRole('dialog', { name: 'Search' });
      // Round the dialog twice, forwards then backwards: every stop inside it, seen whole.
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 12; i++) {
          const seen = await press(page, key);
          expect(seen.hidden, `${key} ${i + 1}: ${seen.what}`).toBe('');
          expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
        }
      }
      // The page behind is inert: it cannot take the focus (nor a screen reader's reading cursor).
      expect(
        await page
          .locator('.wx-warnings-bar a')
          .first()
          .evaluate((a: HTMLElement) => (a.focus(), document.activeElement === a)),
      ).toBe(false);
      await tabTo(page, 'button "Close search"', 12);
      await page.keyboard.press('Escape');
      expect(await dialog.count()).toBe(0);
      await expectFocus(page, 'button "Search for a location"');
    });

    it.runIf(name === 'phone')('moves between its tabs with the arrow keys', async () => {
      const page = await open(size, TOWN);
      await tabTo(page, 'button "Search for a location"');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focusSeen(page)).what).toMatch(/^combobox/);
      await tabTo(page, 'tab "Recent searches"', 5);
      await page.keyboard.press('ArrowRight');
      await expectFocus(page, 'tab "My Favourites"');
      expect(await page.getByRole('tab', { name: 'My Favourites', selected: true }).count()).toBe(
        1,
      );
      await page.keyboard.press('End');
      await expectFocus(page, /^tab "/);
      await page.keyboard.press('Home');
      await expectFocus(page, 'tab "Recent searches"');
    });

    it('says how many results came, once, in a region that was there before', async () => {
      const page = await open(size, TOWN);
      await tabTo(page, 'button "Search for a location"');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focusSeen(page)).what).toMatch(/^combobox/);
      const region = page.getByRole('dialog').getByRole('status');
      expect(await region.textContent()).toBe('');
      await page.keyboard.type('wel');
      await expect.poll(() => region.textContent()).toMatch(/^\d+ results for wel$/);
    });
  },
);

describe.each(SIZES)(
  'on a %s, the focus never falls to <body> (finding 3)',
  { timeout: JOURNEY_MS },
  (name, size) => {
    it("the star keeps it while saving, and 'Favourite Added' is said by a region already there", async () => {
      const page = await open(size, '/towns-cities/locations/nelson');
      const star = page.getByRole('button', { name: 'Add Nelson to favourites' });
      const region = await page.locator('.wx-star [role="status"]').elementHandle();
      expect(await region?.textContent()).toBe('');
      await star.focus();
      await page.keyboard.press('Enter');
      await expectFocus(page, /favourites"$/);
      await expect.poll(() => region?.textContent()).toBe('Favourite Added');
      await expectFocus(page, 'button "Remove Nelson from favourites"');
    });

    it('Remove … from favourites gives it to a control still there', async () => {
      const page = await open(size, MANAGE);
      const remove = page.getByRole('button', { name: 'Remove Wellington from favourites' });
      await remove.waitFor({ timeout: 15_000 });
      await tabTo(page, 'button "Remove Wellington from favourites"');
      await page.keyboard.press('Enter');
      await expect.poll(() => remove.count()).toBe(0);
      await expect.poll(async () => (await focusSeen(page)).onBody).toBe(false);
      expect((await focusSeen(page)).hidden).toBe('');
    });

    it("the legend's Close gives it back to the legend's button the focus was on last", async () => {
      const page = await open(size, RADAR);
      await tabTo(page, 'button "Keys"');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('region', { name: 'Keys' }).count()).toBe(1);
      // Keys, then Filters, then the panel's Close: the focus goes back to Filters.
      await tabTo(page, 'button "Close"', 3);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('region', { name: 'Keys' }).count()).toBe(0);
      await expect
        .poll(() => focusSeen(page))
        .toMatchObject({ what: 'button "Filters"', hidden: '' });
    });

    it.runIf(name === 'desktop')(
      "a radar marker's detail and the high seas summary give it back to what opened them",
      async () => {
        const page = await open(size, RADAR);
        await tabTo(page, /^button ".*: show conditions"$/);
        const marker = (await focusSeen(page)).what;
        await page.keyboard.press('Enter');
        // The detail's code loads on the first open; then the focus is on its heading.
        await expect.poll(async () => (await focusSeen(page)).what).toMatch(/^h3 "/);
        await expectFocus(page, /^h3 "/);
        await tabTo(page, /^button "Close conditions at /, 3);
        await page.keyboard.press('Enter');
        await expect.poll(() => focusSeen(page)).toMatchObject({ what: marker, hidden: '' });

        await page.goto(journey.site.url + MARINE);
        await page.waitForFunction(() => document.documentElement.dataset.afterLoad === 'started');
        await tabTo(page, 'a "Pacific forecast summary"');
        await page.keyboard.press('Enter');
        await expectFocus(page, 'h3 "Pacific forecast summary"');
        await tabTo(page, 'a "Close Pacific forecast"', 3);
        await page.keyboard.press('Enter');
        await expect
          .poll(() => focusSeen(page))
          .toMatchObject({ what: 'a "Pacific forecast summary"', hidden: '' });
      },
    );

    it.runIf(name === 'phone')(
      'a focused map marker stays focused while the radar plays',
      async () => {
        const page = await open(size, RADAR);
        await page.getByRole('button', { name: 'Play' }).click();
        await page.getByRole('button', { name: 'Pause' }).waitFor();
        // The phone's map turns interactive after the first input (MapView): the marker to hold
        // is the interactive map's, not the picture's it replaces.
        await page.locator('.wx-imap [role="button"]').first().waitFor();
        await tabTo(page, /^button ".*: show conditions"$/);
        const marker = (await focusSeen(page)).what;
        const slider = page.getByRole('slider', { name: 'Radar time' });
        const before = await slider.inputValue();
        // Two new frames drawn while the marker has the focus.
        await expect.poll(() => slider.inputValue()).not.toBe(before);
        const next = await slider.inputValue();
        await expect.poll(() => slider.inputValue()).not.toBe(next);
        expect((await focusSeen(page)).what).toBe(marker);
      },
    );
  },
);

describe.each(SIZES)(
  'on a %s, the favourites (findings 4, 7)',
  { timeout: JOURNEY_MS },
  (name, size) => {
    it('reorder with a pointer: one click on an up or down button moves a place a step', async () => {
      const page = await open(size, MANAGE);
      const list = page.getByRole('main').getByRole('list', { name: 'My Favourites' });
      const order = () => list.getByRole('listitem').getByRole('link').allTextContents();
      await expect.poll(order, { timeout: 15_000 }).toEqual(['Hokitika', 'Wellington', 'Dunedin']);
      await page.getByRole('button', { name: 'Move Dunedin up' }).click();
      await expect.poll(order).toEqual(['Hokitika', 'Dunedin', 'Wellington']);
      expect(await page.getByRole('main').getByRole('status').last().textContent()).toBe(
        'Dunedin moved up, position 2 of 3, a top favourite.',
      );
      // The Move button takes a click too: pressed, then dropped.
      const move = page.getByRole('button', { name: 'Move Hokitika', exact: true });
      await move.click();
      expect(await move.getAttribute('aria-pressed')).toBe('true');
    });

    it.runIf(name === 'desktop')(
      'the favourites menu closes when the focus leaves it, so it covers nothing',
      async () => {
        const page = await open(size, TOWN);
        const toggle = page.getByRole('button', { name: 'Favourites', exact: true });
        await tabTo(page, 'button "Favourites"');
        await page.keyboard.press('Enter');
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        await tabTo(page, 'a "Manage favourites"', 6);
        // On past the menu: it closes, and the warnings bar's button after it is seen whole.
        await page.keyboard.press('Tab');
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await tabTo(page, /for West Coast"$/, 3);
        expect((await focusSeen(page)).hidden).toBe('');
      },
    );
  },
);

describe.each(SIZES)(
  'on a %s, in-app navigation (finding 13)',
  { timeout: JOURNEY_MS },
  (name, size) => {
    it('puts the focus on the new page’s h1, and the phone menu is closed there', async () => {
      const page = await open(size, TOWN);
      if (name === 'phone') {
        await tabTo(page, 'button "Menu"');
        await page.keyboard.press('Enter');
      }
      await tabTo(page, 'a "Marine"');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => focusSeen(page))
        .toMatchObject({ what: 'h1 "Marine forecasts"', hidden: '' });
      if (name === 'phone')
        expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
          'false',
        );
    });
  },
);
