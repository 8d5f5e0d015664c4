import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { sharedBrowser } from '../support/fixtures.ts';
import type { LaunchedBrowser } from '../support/browser.ts';
import { copyContent } from '../support/content-copy.ts';
import type { ContentCopy } from '../support/content-copy.ts';
import { hydrated } from '../support/journey.ts';
import { startSite } from '../support/site.ts';
import type { RunningSite } from '../support/site.ts';

// Issue 10, the modules' looks: the tide table in the desktop's narrow left column, the house ad
// in the space reserved for it, and the tabs and the accordion, as a visitor's Chromium lays
// them out. The site runs on a copy of the content whose radar 'about' page also has tabs (no
// shipped page has them yet).

const TIDES = '/marine/areas/hauraki-gulf';
const ABOUT = '/maps-radar/rain/radar/about';
let content: ContentCopy;
let site: RunningSite;
let chromium: LaunchedBrowser;

beforeAll(async () => {
  content = await copyContent();
  await content.editPage<{ layout: { primary: { main: object[] } } }>(ABOUT, (page) =>
    page.layout.primary.main.unshift({
      name: 'tabs',
      key: 'radar-help',
      title: 'Reading the radar',
      tabs: [
        { header: 'Colours', modules: [{ name: 'text', text: 'Light, moderate, heavy.' }] },
        { header: 'Gaps', modules: [{ name: 'text', text: 'Mountains block the beam.' }] },
        { header: 'Snow', modules: [{ name: 'text', text: 'Snow looks lighter than it is.' }] },
      ],
    }),
  );
  [site, chromium] = await Promise.all([startSite({ CONTENT_DIR: content.dir }), sharedBrowser()]);
});

afterAll(async () => {
  await chromium?.close();
  await site?.close();
  await content?.remove();
});

async function open(path: string, width: number): Promise<Page> {
  const size = width < 768 ? { ...PHONE, viewport: { width, height: 800 } } : DESKTOP;
  const context = await newContext(chromium.browser, size);
  const page = await context.newPage();
  await page.goto(site.url + path);
  await hydrated(page);
  return page;
}

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

describe('the tide table', () => {
  it.each([1366, 360])('fits its column at %i px, with no sideways scroll', async (width) => {
    const page = await open(TIDES, width);
    const tides = page.getByRole('region', { name: 'Tides', exact: true });
    const table = tides.getByRole('table', { name: /^High and low tides/ });
    // A frame whose table fits is no scrolling region once the page measures it (issue 29).
    await expect
      .poll(() => tides.getByRole('region', { name: 'High and low tides' }).count())
      .toBe(0);
    const [scrollWidth, clientWidth] = await table.evaluate((el) => [
      el.parentElement!.scrollWidth,
      el.parentElement!.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth!);
    const card = await box(tides);
    const drawn = await box(table);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(card.x + card.width);
    // A day heads its tides: the first rows read the day, then a time, a tide and a height.
    expect(await table.getByRole('rowheader').first().textContent()).toMatch(/^\w{3} \d+ \w{3}$/);
    await page.context().close();
  });
});

/** The filled house ads of the page, once the ads chunk has put them in. */
async function houseAds(page: Page): Promise<Locator> {
  const filled = page.locator('.wx-ad:has(a.wx-house):visible');
  await expect.poll(() => filled.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  return filled;
}

describe('house ads', () => {
  it.each([
    ['phone', 390],
    ['desktop', 1366],
  ] as const)(
    'on a %s leave every point of the ad clickable: the label sits above it',
    async (_name, width) => {
      const page = await open(TIDES, width);
      const ads = await houseAds(page);
      for (const ad of await ads.all()) {
        const link = ad.getByRole('link');
        await link.scrollIntoViewIfNeeded();
        const b = await box(link);
        const points = [
          [b.x + 3, b.y + 3],
          [b.x + b.width - 3, b.y + 3],
          [b.x + b.width / 2, b.y + b.height / 2],
          [b.x + 3, b.y + b.height - 3],
          [b.x + b.width - 3, b.y + b.height - 3],
        ];
        const hits = await link.evaluate(
          (a, pts) => pts.map(([x, y]) => a.contains(document.elementFromPoint(x!, y!))),
          points,
        );
        expect(hits).toEqual(points.map(() => true));
        // The button is whole, inside the box (it was pushed out of a phone's 50 px banner).
        const cta = await box(ad.locator('.wx-house__cta'));
        const area = await box(ad);
        expect(cta.x).toBeGreaterThanOrEqual(area.x);
        expect(cta.x + cta.width).toBeLessThanOrEqual(area.x + area.width);
        // The label is still there, as a visitor reads it (drawn; the group's name says it).
        expect(await ad.evaluate((el) => getComputedStyle(el, '::after').content)).toMatch(
          /^"Advertisement"/,
        );
        expect(await ad.getAttribute('aria-label')).toBe('Advertisement');
      }
      await page.context().close();
    },
  );

  it('fills the 250 px block with the creative: words together in the middle, no empty box', async () => {
    const page = await open(TIDES, 1366);
    const ads = await houseAds(page);
    // The module slot's block (beside the days since issue 22): the banner above the page (90 px)
    // comes first in reading order.
    const block = ads
      .and(page.locator('.wx-ad--module'))
      .filter({ has: page.locator('.wx-house__text:visible') })
      .first();
    const area = await box(block);
    expect(area.height).toBe(250);
    const link = await box(block.getByRole('link'));
    expect(link.height).toBeGreaterThanOrEqual(area.height - 1);
    // Where the words are drawn (their lines, not the grid cells around them).
    const words = (l: Locator) =>
      l.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        const s = getComputedStyle(el);
        // The call to action is a button: its padding is part of what the visitor sees.
        const pad = parseFloat(s.paddingTop) + parseFloat(s.paddingBottom);
        return { y: r.y - parseFloat(s.paddingTop), height: r.height + pad };
      });
    const title = await words(block.locator('.wx-house__title'));
    const text = await words(block.locator('.wx-house__text'));
    const cta = await words(block.locator('.wx-house__cta'));
    // The call to action follows the words (it did sit at the bottom, far below them) ...
    expect(cta.y - (text.y + text.height)).toBeLessThan(24);
    // ... and the group is centred in the box's height.
    const above = title.y - area.y;
    const below = area.y + area.height - (cta.y + cta.height);
    expect(Math.abs(above - below)).toBeLessThan(8);
    await page.context().close();
  });
});

describe('tabs and the accordion', () => {
  it('move between tabs with the arrow keys, Home and End, and show the selected one in the brand colour', async () => {
    const page = await open(ABOUT, 1366);
    const tabs = page.getByRole('tablist', { name: 'Reading the radar' });
    const colours = tabs.getByRole('tab', { name: 'Colours' });
    await colours.focus();
    await page.keyboard.press('ArrowRight');
    const gaps = tabs.getByRole('tab', { name: 'Gaps' });
    await expect.poll(() => gaps.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => gaps.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('tabpanel', { name: 'Gaps' }).textContent()).toBe(
      'Mountains block the beam.',
    );
    await page.keyboard.press('End');
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Snow' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => colours.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect.poll(() => colours.getAttribute('aria-selected')).toBe('true');
    // Tab leaves the tablist for the panel: one stop for the whole row of tabs.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'tabpanel',
    );

    const style = (l: Locator) =>
      l.evaluate((el) => {
        const s = getComputedStyle(el);
        return { color: s.color, underline: s.borderBottomColor, background: s.backgroundColor };
      });
    const selected = await style(colours);
    const other = await style(gaps);
    const brand = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--c-brand)';
      document.body.append(probe);
      return getComputedStyle(probe).color;
    });
    expect(selected.color).toBe(brand);
    expect(selected.underline).toBe(brand);
    expect(other.color).not.toBe(brand);
    // Hovering a tab that is not selected tints it.
    await gaps.hover();
    expect((await style(gaps)).background).not.toBe(other.background);
    await page.context().close();
  });

  it('open and close accordion rows from the keyboard, with a chevron that turns and a hover tint', async () => {
    const page = await open(ABOUT, 1366);
    const row = page.getByRole('button', { name: 'What do the colours mean?' });
    const chevron = () => row.evaluate((el) => getComputedStyle(el, '::after').transform);
    const closed = await chevron();
    expect(closed).not.toBe('none');
    await row.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => row.getAttribute('aria-expanded')).toBe('true');
    expect(
      await page.getByRole('region', { name: 'What do the colours mean?' }).textContent(),
    ).toContain('band of rain rate');
    await expect.poll(chevron).not.toBe(closed);
    await page.keyboard.press('Space');
    await expect.poll(() => row.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(chevron).toBe(closed);

    const other = page.getByRole('button', { name: 'Does the radar show snow and hail?' });
    const before = await other.evaluate((el) => getComputedStyle(el).backgroundColor);
    await other.hover();
    await expect
      .poll(() => other.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(before);
    await page.context().close();
  });
});
