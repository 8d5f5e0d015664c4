import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE, newContext, settled } from '../support/browser.ts';
import { useSiteAndBrowser } from '../support/journey.ts';
import { LOOKED_AT_ROUTES } from '../support/routes.ts';

/**
 * Issue 29: how pages hold up for people who read with their own settings, and what the eye needs
 * of the focus ring and of targets. On every route the look checks visit: the page reflows at
 * 320 px (WCAG 1.4.10) and no text is cut when a reader sets the text spacing of WCAG 1.4.12; the
 * focus ring holds 3:1 on every background token, in both colour schemes (1.4.11, 2.4.7); the
 * phone map's markers are targets of 24 px that do not overlap (2.5.8).
 */

const journey = useSiteAndBrowser();

/** WCAG 1.4.12's spacing, as a reader's style sheet sets it (the W3C's bookmarklet's values). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/**
 * Elements that cut their own text: they hide what overflows them (overflow hidden or clip) and
 * something does. Scrolling boxes are fine (the text can be reached); SVG and the interactive
 * map's panes are pictures; a visually hidden label is meant to be 1 px.
 */
function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el instanceof SVGElement || el.closest('svg, .leaflet-container, noscript')) continue;
      if (el.closest('.wx-visually-hidden, [hidden]') || !el.checkVisibility()) continue;
      const style = getComputedStyle(el);
      const clips = (v: string) => v === 'hidden' || v === 'clip';
      if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
      if (!el.innerText.trim()) continue;
      const wide = clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const tall = clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (wide || tall)
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${el.innerText.replace(/\s+/g, ' ').trim().slice(0, 40)}" (${wide ? 'wide' : ''}${tall ? 'tall' : ''})`,
        );
    }
    return out;
  });
}

/** The page as a visitor has it once its extras (house ads) are in. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(journey.site.url + path, { waitUntil: 'load' });
  await settled(page);
  // The search results page works without the client: no ads come there.
  if (await page.evaluate(() => document.documentElement.dataset.hydrated !== 'true')) return;
  await page.waitForFunction(() => document.documentElement.dataset.afterLoad === 'started');
  // House ads fill their reserved boxes a moment later: wait until every box has one.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.wx-ad')].every(
        (ad) => ad.classList.contains('wx-ad--filled') || ad.closest('[hidden]'),
      ),
    null,
    { timeout: 15_000 },
  );
}

describe.each([
  ['at 320 px', 320, ''],
  ['with the text spacing of WCAG 1.4.12 at 640 px', 640, TEXT_SPACING],
  ['with the text spacing of WCAG 1.4.12 at 1366 px', 1366, TEXT_SPACING],
] as const)('%s', (_name, width, css) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await journey.browser.newContext({
      viewport: { width, height: 800 },
      locale: 'en-NZ',
      timezoneId: 'Pacific/Auckland',
    });
    if (css)
      await context.addInitScript((rules) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = rules;
          document.head.append(style);
        });
      }, css);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it.each(LOOKED_AT_ROUTES)('%s cuts no text and never scrolls sideways', async (route) => {
    await settle(page, route);
    const problems = await cutText(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide`);
    expect(problems).toEqual([]);
  });
});

/** WCAG relative luminance and contrast of two CSS colours as the browser computes them. */
const CONTRAST = `(() => {
  const lum = (c) => {
    const [r, g, b] = (c.match(/[\\d.]+/g) ?? []).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  return (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
})()`;

/** Every background the site paints under controls: its tokens, and the footer's own. */
const BACKGROUNDS = [
  '--c-bg',
  '--c-surface',
  '--c-brand',
  '--c-brand-dark',
  '--warn-red',
  '--warn-orange',
  '--warn-yellow',
  '--warn-blue',
  '--warn-none',
  '--c-sea',
  '--c-land',
  '--rain-0',
  '--rain-1',
  '--rain-2',
  '--rain-3',
  '--rain-4',
  '--rating-green',
];

describe.each(['light', 'dark'] as const)('the focus ring in the %s colour scheme', (scheme) => {
  it('holds 3:1 on every background token: its dark ring or its light halo does (C40)', async () => {
    const context = await journey.browser.newContext({ colorScheme: scheme, locale: 'en-NZ' });
    const page = await context.newPage();
    await page.goto(journey.site.url + '/towns-cities/locations/hokitika');
    const weakest = await page.evaluate(
      ({ names, contrast }) => {
        const ratio = (0, eval)(contrast) as (a: string, b: string) => number;
        const probe = document.createElement('div');
        document.body.append(probe);
        const colour = (value: string) => {
          probe.style.color = value;
          return getComputedStyle(probe).color;
        };
        const root = getComputedStyle(document.documentElement);
        // A token that is not set is no ring at all (0:1).
        const token = (name: string) => root.getPropertyValue(name).trim();
        const ring = token('--c-focus-ring') && colour(token('--c-focus-ring'));
        const halo = token('--c-focus') && colour(token('--c-focus'));
        const footer = getComputedStyle(document.querySelector('.wx-footer')!).backgroundColor;
        const backgrounds = [
          ...names.map((n) => [n, colour(root.getPropertyValue(n))] as const),
          ['footer', footer] as const,
        ];
        return backgrounds
          .map(([name, bg]) => ({
            name,
            best: Math.max(ring ? ratio(ring, bg) : 0, halo ? ratio(halo, bg) : 0),
          }))
          .filter((b) => b.best < 3)
          .map((b) => `${b.name}: ${b.best.toFixed(2)}:1`);
      },
      { names: BACKGROUNDS, contrast: CONTRAST },
    );
    expect(weakest).toEqual([]);

    // And the ring the browser draws is that one, on a link, a button and a map marker alike.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const drawn: string[] = [];
    for (const name of ['Rain radar', 'Search for a location']) {
      await page
        .getByRole(name === 'Rain radar' ? 'link' : 'button', { name, exact: true })
        .first()
        .focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      drawn.push(
        await page.evaluate(() => {
          const s = getComputedStyle(document.activeElement!);
          return `${s.outlineStyle} ${s.outlineWidth} | ${s.boxShadow.includes('0px 0px 0px 2px') ? 'halo' : s.boxShadow}`;
        }),
      );
    }
    expect(drawn).toEqual(['solid 3px | halo', 'solid 3px | halo']);

    // The national map's place links had outline: none (finding 6): reached by Tab, each draws
    // the ring in the text colour, which holds 3:1 on the map's land and sea.
    await page.goto(journey.site.url + '/national');
    // As above: the page interactive first (the ring is what is checked here; a loaded CI host
    // once read the style while the page was still starting, with the focus elsewhere).
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const places = page.getByRole('region', { name: 'New Zealand today' }).getByRole('link');
    await places.first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await places.first().evaluate((a, contrast) => {
      const f = (0, eval)(contrast) as (x: string, y: string) => number;
      const s = getComputedStyle(a);
      const root = getComputedStyle(document.documentElement);
      const probe = document.createElement('div');
      document.body.append(probe);
      const colour = (v: string) => ((probe.style.color = v), getComputedStyle(probe).color);
      const worst = Math.min(
        ...['--c-land', '--c-sea'].map((t) => f(s.outlineColor, colour(root.getPropertyValue(t)))),
      );
      return `${a.matches(':focus-visible')} ${s.outlineStyle} ${s.outlineWidth} ${worst >= 3}`;
    }, CONTRAST);
    expect(ring).toBe('true solid 3px true');
    await context.close();
  });
});

describe('targets on the phone map (finding 11)', () => {
  it('each marker is a 24 px target at least, and no two overlap', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(journey.site.url + '/maps-radar/rain/radar');
    const markers = page.locator('.wx-imap [role="button"]');
    await expect.poll(() => markers.count(), { timeout: 15_000 }).toBeGreaterThan(5);
    const boxes = await markers.evaluateAll((els) =>
      els
        .filter((el) => (el as SVGElement).checkVisibility())
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { name: el.getAttribute('aria-label'), x: r.x, y: r.y, w: r.width, h: r.height };
        }),
    );
    const problems: string[] = [];
    for (const [i, a] of boxes.entries()) {
      if (a.w < 24 || a.h < 24) problems.push(`${a.name}: ${a.w.toFixed(0)} x ${a.h.toFixed(0)}`);
      for (const b of boxes.slice(i + 1))
        if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
          problems.push(`${a.name} overlaps ${b.name}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the key’s lightest swatch (None) has an edge of 3:1 on its panel', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(journey.site.url + '/maps-radar/rain/radar');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('button', { name: 'Keys' }).click();
    const none = page.getByRole('region', { name: 'Keys' }).locator('li', { hasText: 'None' });
    const ratio = await none.locator('.wx-legend__swatch').evaluate((swatch, contrast) => {
      const f = (0, eval)(contrast) as (a: string, b: string) => number;
      const edge = getComputedStyle(swatch).borderTopColor;
      const panel = getComputedStyle(swatch.closest('.wx-legend__panel')!).backgroundColor;
      return getComputedStyle(swatch).borderTopWidth === '0px' ? 0 : f(edge, panel);
    }, CONTRAST);
    expect(ratio).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
