import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, tabPerSize, useSiteAndBrowser } from '../support/journey.ts';

// Issue 10, the visual half: layouts that hold from 320 px, the shell's look from the first paint,
// readable colours, and town pages that answer first. Each test looks at boxes and colours as a
// visitor's browser lays them out.

const journey = useSiteAndBrowser();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const TOWN = '/towns-cities/locations/auckland';
const WIDE_PAGES = [
  '/national',
  TOWN,
  '/mountains-and-parks/national-parks/aoraki-mount-cook',
  '/marine/areas/abel',
  '/marine/high-seas/forties',
  '/maps-radar/rain/radar',
];

const visit = tabPerSize(journey);
/** One size object per width: tabPerSize keeps a tab for each. A phone's below 768 px. */
const sizes = new Map<number, typeof PHONE | typeof DESKTOP>();
function sizeAt(width: number): typeof PHONE | typeof DESKTOP {
  const size =
    sizes.get(width) ??
    (width < 768
      ? { ...PHONE, viewport: { width, height: 800 } }
      : { ...DESKTOP, viewport: { ...DESKTOP.viewport, width } });
  sizes.set(width, size);
  return size;
}
/** Pages without JavaScript have a context of their own, closed by `done`. */
const ownContext = new WeakSet<Page>();

async function open(path: string, width: number, javaScript = true): Promise<Page> {
  if (javaScript) {
    const { page } = await visit(sizeAt(width), path);
    await hydrated(page);
    return page;
  }
  const context = await newContext(journey.browser, sizeAt(width), false);
  const page = await context.newPage();
  ownContext.add(page);
  await page.goto(journey.site.url + path);
  return page;
}

/** The end of a test's page: its own context closes; a kept tab stays for the next test. */
async function done(page: Page): Promise<void> {
  if (ownContext.has(page)) await page.context().close();
}

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

describe('the five-up grid on a desktop (spec Arrangement)', () => {
  it.each([1366, 1920])(
    'puts the left column, main and the right three twelfths side by side at %i px',
    async (width) => {
      const page = await open('/national', width);
      const left = await box(page.getByRole('heading', { name: 'Using this page' }));
      const main = await box(page.getByRole('heading', { name: 'New Zealand today' }));
      const right = await box(page.getByRole('heading', { name: 'Main centres' }));
      expect(left.x + left.width).toBeLessThan(main.x);
      expect(main.x + main.width).toBeLessThan(right.x);
      expect(Math.abs(main.y - left.y)).toBeLessThan(4);
      expect(Math.abs(main.y - right.y)).toBeLessThan(4);
      const content = await box(page.getByRole('main'));
      const rightColumn = await box(
        page.locator('[data-module]', { has: page.getByRole('heading', { name: 'Main centres' }) }),
      );
      expect(rightColumn.width / content.width).toBeGreaterThan(0.2);
      expect(rightColumn.width / content.width).toBeLessThan(0.26);
      await done(page);
    },
  );

  it('leads a town page with now, the days and the 48 hours in one wide column beside nearby towns', async () => {
    const page = await open(TOWN, 1366);
    const now = await box(page.getByRole('heading', { name: 'Auckland now' }));
    const hours = await box(page.getByRole('heading', { name: 'Next 48 hours' }));
    const nearby = await box(page.getByRole('heading', { name: 'Nearby towns' }));
    expect(now.y).toBeLessThan(DESKTOP.viewport.height);
    expect(Math.abs(now.y - nearby.y)).toBeLessThan(4);
    expect(hours.x).toBe(now.x);
    expect(hours.y).toBeGreaterThan(now.y);
    // The table's frame: a region and a Tab stop only while it scrolls (issue 29), so here neither.
    const frame = page.locator('#hourly .wx-table-wrap');
    const table = await box(frame);
    const scroll = await frame.evaluate((el) => [
      el.scrollWidth,
      el.clientWidth,
      el.scrollHeight,
      el.clientHeight,
    ]);
    // The 48 hours fit their column: no sideways scroll, and no second scroll bar inside the page.
    expect(scroll[0]).toBeLessThanOrEqual(scroll[1]!);
    expect(scroll[2]).toBeLessThanOrEqual(scroll[3]!);
    expect(table.width).toBeGreaterThan(600);
    await expect.poll(() => frame.getAttribute('role')).toBeNull();
    await done(page);
  });
});

describe('the towns and cities list on a desktop', () => {
  it("flows a region's towns into columns and puts its suburbs right under them", async () => {
    const page = await open('/towns-cities', 1366);
    const list = page.getByRole('region', { name: 'Towns and cities by region' });
    const towns = list.locator('details', { has: page.getByText('Auckland', { exact: true }) });
    const links = towns.getByRole('link');
    const [first, last] = [await box(links.first()), await box(links.last())];
    // Side by side, not one long column beside an empty cell.
    expect(last.x).toBeGreaterThan(first.x + first.width);
    const suburbs = await box(list.getByText('Suburbs in Auckland'));
    expect(suburbs.x).toBeLessThanOrEqual(first.x);
    expect(suburbs.y).toBeGreaterThan(first.y);
    await done(page);
  });
});

describe('phones never scroll sideways', () => {
  it.each([320, 360, 390])('at %i px, on the pages that did', async (width) => {
    const context = await newContext(journey.browser, {
      ...PHONE,
      viewport: { width, height: 800 },
    });
    const page = await context.newPage();
    const wide: string[] = [];
    for (const path of WIDE_PAGES) {
      await page.goto(journey.site.url + path);
      await hydrated(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path}: ${scrollWidth} px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });

  it('nor do desktops, from 1024 to 1920 px', async () => {
    const wide: string[] = [];
    for (const width of [1024, 1366, 1920]) {
      const context = await newContext(journey.browser, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const path of WIDE_PAGES) {
        await page.goto(journey.site.url + path);
        await hydrated(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wide.push(`${path} at ${width}: ${scrollWidth} px`);
      }
      await context.close();
    }
    expect(wide).toEqual([]);
  });

  it('scrolls a wide table inside its own labelled region, which takes keyboard focus', async () => {
    const page = await open('/mountains-and-parks/national-parks/aoraki-mount-cook', 320);
    const region = page.getByRole('region', { name: 'Mountain forecast by day' });
    expect(await region.getAttribute('tabindex')).toBe('0');
    const [scrollWidth, clientWidth] = await region.evaluate((el) => [
      el.scrollWidth,
      el.clientWidth,
    ]);
    expect(scrollWidth).toBeGreaterThan(clientWidth!);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await done(page);
  });
});

describe("the header's controls from the server's CSS", () => {
  it('draws the search field as a white field without JavaScript, with Manage favourites readable in place of the Favourites menu', async () => {
    const page = await open('/national', 390, false);
    const field = page.getByRole('button', { name: 'Search for a location' });
    const look = await field.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        bg: s.backgroundColor,
        radius: parseFloat(s.borderTopLeftRadius),
        height: el.getBoundingClientRect().height,
      };
    });
    expect(look).toMatchObject({ bg: 'rgb(255, 255, 255)' });
    expect(look.radius).toBeGreaterThan(0);
    expect(look.height).toBeGreaterThanOrEqual(40);
    // Without JavaScript the Favourites menu is not offered; its 'Manage favourites' link is.
    expect(await page.getByRole('button', { name: 'Favourites' }).count()).toBe(0);
    const manage = page.getByRole('banner').getByRole('link', { name: 'Manage favourites' });
    expect(await manage.isVisible()).toBe(true);
    await done(page);
  });

  it('opens the Favourites menu as a light panel over the page, before search has loaded', async () => {
    const page = await open('/national', 390);
    const heading = page.getByRole('heading', { level: 1 });
    const before = await box(heading);
    await page.getByRole('button', { name: 'Favourites' }).click();
    const manage = page.getByRole('link', { name: 'Manage favourites' }).first();
    expect(await manage.isVisible()).toBe(true);
    const panel = await manage.evaluate((el) => {
      const p = el.parentElement!;
      const s = getComputedStyle(p);
      return { position: s.position, bg: s.backgroundColor, link: getComputedStyle(el).color };
    });
    expect(panel).toEqual({
      position: 'absolute',
      bg: 'rgb(255, 255, 255)',
      link: 'rgb(10, 90, 145)',
    });
    expect((await box(heading)).y).toBe(before.y);
    await done(page);
  });

  it("shows 'Favourite Added' as a popover over the page", async () => {
    const page = await open(TOWN, 390);
    const heading = page.getByRole('heading', { level: 1 });
    const before = await box(heading);
    await page.getByRole('button', { name: 'Add Auckland to favourites' }).click();
    // Said by the star's live region (issue 29); this is the popover the eye sees.
    const added = page.locator('.wx-star__popover', { hasText: 'Favourite Added' });
    await added.waitFor();
    const look = await added.evaluate((el) => {
      const s = getComputedStyle(el);
      return { position: s.position, bg: s.backgroundColor };
    });
    expect(look).toEqual({ position: 'absolute', bg: 'rgb(255, 255, 255)' });
    expect((await box(heading)).y).toBe(before.y);
    // Its words whole on the phone's screen (a panel's width once pushed them past the left edge).
    const at = await box(added);
    expect(at.x).toBeGreaterThanOrEqual(0);
    expect(at.x + at.width).toBeLessThanOrEqual(390);
    await done(page);
  });
});

/** axe-core's colour-contrast rule only (the full axe checks are in the all-routes suite). */
async function contrastViolations(page: Page): Promise<string[]> {
  // Through DevTools: the page's CSP (hashed inline scripts only) would refuse a script tag.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: unknown,
            o: unknown,
          ) => Promise<{
            violations: Array<{
              nodes: Array<{ target: string[]; any: Array<{ message: string }> }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: ['color-contrast'] });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message}`),
    );
  });
}

describe('readable colours', () => {
  it('gives the footer promo dark text on its light card, set apart from the footer links', async () => {
    const page = await open(TOWN, 1366);
    const promo = page.getByRole('region', { name: 'Featured' });
    const title = promo.getByRole('heading', { name: 'Keep your places close' });
    expect(await title.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(20, 33, 43)');
    const links = await box(page.getByRole('navigation', { name: 'Footer' }));
    const card = await box(promo);
    expect(links.y - (card.y + card.height)).toBeGreaterThanOrEqual(24);
    await done(page);
  });

  it.each([TOWN, '/national', '/marine/areas/abel'])(
    'has no text below 4.5:1 on %s',
    async (path) => {
      for (const width of [390, 1366]) {
        const page = await open(path, width);
        expect(await contrastViolations(page)).toEqual([]);
        await done(page);
      }
    },
  );

  it("writes the 'Heavy' rain label at 4.5:1 or better", async () => {
    const page = await open(TOWN, 390);
    const ratio = await page.evaluate(() => {
      const chip = document.createElement('span');
      chip.className = 'wx-band wx-band--heavy';
      chip.textContent = 'Heavy';
      document.querySelector('main')!.append(chip);
      const s = getComputedStyle(chip);
      const lum = (c: string) => {
        const [r, g, b] = c
          .match(/\d+/g)!
          .slice(0, 3)
          .map((v) => {
            const x = Number(v) / 255;
            return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
          }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [a, b] = [lum(s.color), lum(s.backgroundColor)].sort((x, y) => y - x) as [
        number,
        number,
      ];
      return (a + 0.05) / (b + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    await done(page);
  });
});

describe('town pages', () => {
  it('show the current conditions first on a phone, within the first screen', async () => {
    const page = await open(TOWN, 390);
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(headings[0]).toBe('Auckland now');
    expect((await box(page.getByRole('heading', { name: 'Auckland now' }))).y).toBeLessThan(800);
    await done(page);
  });

  it('give every element its own id', async () => {
    for (const path of ['/national', TOWN]) {
      const page = await open(path, 390);
      const repeated = await page.evaluate(() => {
        const seen = new Map<string, number>();
        for (const el of document.querySelectorAll('[id]'))
          seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
        return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
      });
      expect(repeated).toEqual([]);
      await done(page);
    }
  });

  it('draw rain per hour as a chart, with the table behind a toggle', async () => {
    const page = await open(TOWN, 1366);
    const chart = page.getByRole('img', { name: /Rain per hour chart/ });
    expect(await chart.isVisible()).toBe(true);
    const table = page.getByRole('table', { name: 'Rain per hour' });
    expect(await table.isVisible()).toBe(false);
    await page.getByText('Rain per hour as a table').click();
    expect(await table.isVisible()).toBe(true);
    await done(page);
  });

  it('show each drawer heading once, with an indicator that follows open and closed', async () => {
    const phone = await open(TOWN, 390);
    const toggle = phone.getByRole('button', { name: 'Rain forecast', exact: true });
    const arrow = () => toggle.evaluate((el) => getComputedStyle(el, '::after').transform);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const closed = await arrow();
    await toggle.click();
    // A tap before the drawers' statechart arrives is answered when it does (decision 027).
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await arrow()).not.toBe(closed);
    // The drawer is no landmark of its own (issue 29: the module inside is the region).
    const drawer = phone.locator('.wx-drawer', { has: toggle });
    expect(
      await drawer.getByText('Rain forecast', { exact: true }).filter({ visible: true }).count(),
    ).toBe(1);
    await done(phone);

    const desktop = await open(TOWN, 1366);
    const section = desktop.getByRole('region', { name: 'Rain forecast' }).first();
    expect(
      await section.getByText('Rain forecast', { exact: true }).filter({ visible: true }).count(),
    ).toBe(1);
    expect(await section.getByRole('heading', { name: 'Rain forecast' }).isVisible()).toBe(true);
    await done(desktop);
  });
});

describe('maps', () => {
  it("show each main centre's temperature on the national map, with no icon over another town's name", async () => {
    const page = await open('/national', 1366);
    const map = page.getByRole('group', { name: 'New Zealand today' });
    // What is drawn (hidden tspans hold the phone or desktop variant of a name).
    const drawn = (link: Locator) =>
      link.evaluate((a) =>
        [...a.querySelectorAll('tspan')]
          .filter((t) => getComputedStyle(t).display !== 'none')
          .map((t) => t.textContent)
          .join(''),
      );
    for (const town of ['Auckland', 'Wellington', 'Christchurch', 'Gisborne', 'Napier'])
      expect(await drawn(map.getByRole('link', { name: town }))).toMatch(
        new RegExp(`^${town} \\d+°$`),
      );
    const covered = await map.evaluate((svg) => {
      const icons = [...svg.querySelectorAll('a svg')].map((i) => ({
        link: i.closest('a'),
        box: i.getBoundingClientRect(),
      }));
      const labels = [...svg.querySelectorAll('a text')].filter(
        (t) => t.getBoundingClientRect().width > 0,
      );
      const hits: string[] = [];
      // Ink, not boxes: a text box includes the space above and below its letters, and an icon
      // draws within the middle three quarters of its square.
      const inset = (r: DOMRect, fx: number, fy: number) => ({
        left: r.left + r.width * fx,
        right: r.right - r.width * fx,
        top: r.top + r.height * fy,
        bottom: r.bottom - r.height * fy,
      });
      for (const label of labels) {
        const l = inset(label.getBoundingClientRect(), 0, 0.2);
        for (const { link, box } of icons) {
          const b = inset(box, 0.125, 0.125);
          if (link === label.closest('a')) continue;
          const w = Math.min(l.right, b.right) - Math.max(l.left, b.left);
          const h = Math.min(l.bottom, b.bottom) - Math.max(l.top, b.top);
          if (w > 2 && h > 2)
            hits.push(`${link?.getAttribute('aria-label')} covers ${label.textContent}`);
        }
      }
      return hits;
    });
    expect(covered).toEqual([]);
    await done(page);
  });

  // As the server draws it (first paint): with JavaScript the markers (issue 12) name the towns,
  // and phones get the interactive map.
  it('names the places on the rain radar', async () => {
    const page = await open('/maps-radar/rain/radar', 390, false);
    const radar = page.getByRole('group', { name: /Rain radar at/ });
    for (const place of ['Auckland', 'Wellington', 'Christchurch', 'Dunedin'])
      expect(await radar.getByText(place, { exact: true }).isVisible()).toBe(true);
    await done(page);
  });
});
