import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { tabPerSize, useSiteAndBrowser } from '../support/journey.ts';
import { LOCATION_PAGES } from '../support/routes.ts';
import {
  recordLiveRegions,
  sameNameOtherTarget,
  silentNewTabs,
  twinLandmarks,
} from '../support/speech.ts';

/**
 * Issue 29: what screen readers are given. The accessibility tree of each main page type is
 * compared with the one stored in tests/e2e/aria/*.aria.txt (Playwright's snapshot form; not
 * YAML once its numbers are '#'). A lost name or role fails; after a change
 * that is meant, `UPDATE_ARIA=1 npx vitest run --project browser tests/e2e/a11y-speech.test.ts`
 * rewrites them, and the diff is reviewed like code. The
 * findings' names, landmarks and live regions are checked where visitors meet them.
 */

const journey = useSiteAndBrowser();
const ARIA_DIR = join(import.meta.dirname, 'aria');
const RADAR = '/maps-radar/rain/radar';

/** The main page types: the spec's section pages and one page of each location type. */
const PAGE_TYPES: Record<string, string> = {
  national: '/national',
  town: LOCATION_PAGES['towns-cities'],
  rural: LOCATION_PAGES.rural,
  marine: '/marine',
  'marine-area': LOCATION_PAGES.marine,
  'high-seas': LOCATION_PAGES['high-seas'],
  park: LOCATION_PAGES['national-parks'],
  ski: LOCATION_PAGES.ski,
  radar: RADAR,
  warnings: '/warnings/home',
  news: '/news/weather-news',
  'manage-favourites': '/manage-favourites',
};

/**
 * The tree without the ads: house creatives rotate and arrive when the browser is idle, so an ad
 * box may be empty or filled when the tree is read (the ads journeys check them).
 */
function withoutAds(tree: string): string {
  const out: string[] = [];
  let skipping: number | null = null;
  for (const line of tree.split('\n')) {
    const indent = line.length - line.trimStart().length;
    if (skipping !== null && indent > skipping) continue;
    skipping = /^\s*- group "Advertisement"/.test(line) ? indent : null;
    if (skipping === null) out.push(line);
  }
  return out.join('\n');
}

const visit = tabPerSize(journey);

async function open(path: string, size: typeof DESKTOP | typeof PHONE = DESKTOP): Promise<Page> {
  const { page } = await visit(size, path);
  await page.waitForFunction(() => document.documentElement.dataset.afterLoad === 'started');
  return page;
}

describe('the accessibility tree of each main page type', () => {
  it.each(Object.entries(PAGE_TYPES))('%s (%s) is the stored one', async (type, path) => {
    const page = await open(path);
    // What arrives after the page is interactive: the radar's markers, the news page's videos.
    if (path === RADAR)
      await page
        .getByRole('button', { name: /show conditions$/ })
        .first()
        .waitFor();
    if (path === PAGE_TYPES.news)
      await page.getByRole('navigation', { name: 'Playlist' }).waitFor();
    const tree = withoutAds(await page.locator('body').ariaSnapshot()).replace(
      /\d+(?:[.,:]\d+)*/g,
      '#',
    );
    const file = join(ARIA_DIR, `${type}.aria.txt`);
    if (process.env.UPDATE_ARIA || !existsSync(file)) {
      mkdirSync(ARIA_DIR, { recursive: true });
      writeFileSync(file, `${tree}\n`);
      if (!process.env.UPDATE_ARIA) throw new Error(`${file} was missing: written, review it`);
    }
    expect(tree).toBe(readFileSync(file, 'utf8').trimEnd());
  });
});

describe('the warnings bar says its level in words (finding 5)', () => {
  // The level is said once: by the headline naming the most severe warning (issue 22) when there
  // is one, else before the counts (the bar's hidden words).
  it.each([
    [
      'red',
      '/towns-cities/locations/hokitika',
      /^1 Warning in force/,
      /^Red Heavy Rain Warning /,
      /^1 Warning and 1 Outlook for West Coast$/,
    ],
    [
      'orange',
      '/towns-cities/locations/wellington',
      /^1 Warning in force/,
      /^Orange Strong Wind Warning /,
      /^2 Warnings for /,
    ],
    [
      'yellow',
      '/towns-cities/locations/auckland',
      /^1 Watch in force/,
      /^Severe Thunderstorm Watch /,
      /^1 Watch for /,
    ],
    [
      'outlook-only',
      '/towns-cities/locations/westport',
      /^Severe Weather Outlook$/,
      null,
      /^1 Warning and 1 Outlook for /,
    ],
  ] as const)('%s', async (_level, path, bar, headline, banner) => {
    const page = await open(path);
    const region = page.getByRole('region', { name: 'Severe weather warnings' });
    // The names as the accessibility tree has them (aria snapshots), not only the text.
    const nameIn = async (snapshot: Promise<string>) =>
      /^- '?\w+ "(.*?)"/.exec(await snapshot)?.[1];
    expect(await nameIn(region.getByRole('status').getByRole('link').ariaSnapshot())).toMatch(bar);
    const links = region.getByRole('link');
    if (headline) expect(await nameIn(links.nth(1).ariaSnapshot())).toMatch(headline);
    else expect(await links.count()).toBe(1);
    // The banner's button counts with the bar's words, and its arrow is not part of its name.
    expect(await nameIn(region.getByRole('button').ariaSnapshot())).toMatch(banner);
  });
});

describe('the national map says the weather (finding 9)', () => {
  it('each place’s link names its temperature and its weather in words', async () => {
    const page = await open('/national');
    const names = await page
      .getByRole('region', { name: 'New Zealand today' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(name).toMatch(/^.+ -?\d+°, [A-Z][a-z ]+$/);
  });
});

describe('the radar speaks once, and says where the rain is (finding 8)', () => {
  it('while playing nothing is said each frame; Play and Pause are said once', async () => {
    const page = await open(RADAR);
    const said = await recordLiveRegions(page);
    const slider = page.getByRole('slider', { name: 'Radar time' });
    await page.getByRole('button', { name: 'Play' }).click();
    // Three frames go by.
    for (let i = 0; i < 3; i++) {
      const at = await slider.inputValue();
      await expect.poll(() => slider.inputValue()).not.toBe(at);
    }
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await said()).length).toBeGreaterThanOrEqual(2);
    const words = await said();
    expect(words[0]).toBe('Playing');
    expect(words[1]).toMatch(/^Paused\. Frame \d+ of 13: /);
    expect(words).toHaveLength(2);
  });

  it('a step of the slider is said once, by the slider, with what the frame shows', async () => {
    const page = await open(RADAR);
    const said = await recordLiveRegions(page);
    const slider = page.getByRole('slider', { name: 'Radar time' });
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => slider.getAttribute('aria-valuetext'))
      .toMatch(/^Frame 12 of 13: .* at 1:50 pm/);
    expect(await said()).toEqual([]);
  });

  it('the map’s text says where the rain is, and torrential is more than a colour', async () => {
    const page = await open(RADAR);
    const map = page.getByRole('group', { name: /^Rain radar at / }).first();
    const description = await map.evaluate(
      (svg) => document.getElementById(svg.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toMatch(/ areas? of rain at 2:00 pm, near [A-Z]/);
    // Heavy and torrential cells: told apart by an edge too, not by colour only (1.4.1).
    const edges = await page.evaluate(() =>
      ['wx-rain-fill--3', 'wx-rain-fill--4'].map((c) => {
        const probe = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
        probe.setAttribute('class', c);
        document.querySelector('svg.wx-map')?.append(probe);
        const stroke = getComputedStyle(probe).stroke;
        probe.remove();
        return stroke;
      }),
    );
    expect(edges[0]).toBe('none');
    expect(edges[1]).not.toBe('none');
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('names and landmarks on a %s (finding 13)', (_name, size) => {
  it.each(Object.entries(PAGE_TYPES))(
    '%s: one name, one target; no two landmarks of one name; new tabs said',
    async (_type, path) => {
      const page = await open(path, size);
      expect(await sameNameOtherTarget(page)).toEqual([]);
      expect(await twinLandmarks(page)).toEqual([]);
      expect(await silentNewTabs(page)).toEqual([]);
    },
  );

  it('a table that fits is no Tab stop and no region; one that scrolls is both', async () => {
    const page = await open('/towns-cities/locations/hokitika', size);
    // Each frame shown (one in a closed <details> is reached when it opens): does its table
    // scroll, is it a Tab stop, is it a named region.
    const frames = () =>
      page
        .locator('.wx-table-wrap')
        .evaluateAll((els) =>
          els
            .filter((el) => el.checkVisibility())
            .map((el) =>
              [
                el.scrollWidth > el.clientWidth + 1,
                el.getAttribute('tabindex') === '0',
                el.getAttribute('role') === 'region' && !!el.getAttribute('aria-label'),
              ].join(' '),
            ),
        );
    expect((await frames()).length).toBeGreaterThan(0);
    await expect
      .poll(async () =>
        (await frames()).filter((f) => !/^(true true true|false false false)$/.test(f)),
      )
      .toEqual([]);
  });

  it('the 48-hour chart names the day of its highest and lowest', async () => {
    const page = await open('/towns-cities/locations/hokitika', size);
    // The chart (issue 22: drawn at its displayed width) is an image named by its title and this
    // description.
    const text = await page.locator('.wx-hourly__chart [id$="-desc"]').textContent();
    expect(text).toMatch(
      /Highest -?\d+° at \d+ [ap]m (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), lowest -?\d+° at \d+ [ap]m (Mon|Tue|Wed|Thu|Fri|Sat|Sun)/,
    );
  });
});

describe('the accessibility statement (issue 29)', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'is linked from the footer, and says what is tested and its limits (%s)',
    async (_n, size) => {
      const page = await open('/towns-cities/locations/hokitika', size);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
      await page.waitForURL('**/about/accessibility');
      // In-app navigation: the address changes first, the page once its description has come.
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Accessibility');
      for (const section of [
        'Our standard',
        'How it is tested',
        'Known limits',
        'Tell us about a problem',
      ])
        expect(await page.getByRole('heading', { name: section }).count()).toBe(1);
      expect(await page.getByRole('main').textContent()).toContain('WCAG) 2.2 at level AA');
    },
  );
});
