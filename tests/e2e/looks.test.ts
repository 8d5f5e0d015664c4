import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';
import { useSiteAndBrowser } from '../support/journey.ts';
import { LOOKED_AT_ROUTES } from '../support/routes.ts';

/**
 * Checks that look (issue 10): on every route of the spec and one generated page of each location
 * type, at a small phone's and a laptop's width, in Chromium: the page never scrolls sideways,
 * axe-core finds no serious or critical problem, no two elements share an id, and the header's
 * search control has its designed look before (and without) JavaScript, and every file the page
 * draws with (scripts, styles, images, the icon sprite) loads.
 */

const WIDTHS = [360, 1366] as const;
const HEIGHT = 800;

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** How much wider than the window the document is, and the elements that stick out most. */
async function overflow(page: Page): Promise<{ scrollWidth: number; widest: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const widest = [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter((e) => e.right > width + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}.${el.className} (${Math.round(right)})`);
    return { scrollWidth: document.documentElement.scrollWidth, widest };
  });
}

async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string }>;
}

/**
 * axe-core's serious and critical violations (its source is evaluated in the page, like
 * @axe-core/playwright); `rules` limits the run to those rules.
 */
async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, options: object): Promise<unknown> } }
    ).axe;
    const options = only ? { runOnly: { type: 'rule', values: only } } : {};
    return (await axe.run(document, options)) as { violations: AxeViolation[] };
  }, rules);
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

function axeProblems(violations: AxeViolation[]): string[] {
  return violations.flatMap((v) => {
    const targets = v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`);
    return targets.length
      ? [`axe:${v.id} (${v.impact}) ${v.help}: ${targets.slice(0, 4).join(' | ')}`]
      : [];
  });
}

/** The page's background and text as relative luminance (0 black, 1 white), as drawn. */
async function pageLuminance(page: Page): Promise<{ background: number; text: number }> {
  return page.evaluate(() => {
    const luminance = (colour: string) => {
      const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const style = getComputedStyle(document.body);
    return { background: luminance(style.backgroundColor), text: luminance(style.color) };
  });
}

/**
 * The search control's background and border beside those of a plain button in the same page:
 * equal means the browser's default grey button, i.e. the shell's CSS did not style it.
 */
async function searchControlLook(page: Page) {
  const control = page
    .getByRole('banner')
    .getByRole('button', { name: /search/i })
    .first();
  const look = await control.evaluate((el) => {
    const pick = (s: CSSStyleDeclaration) =>
      `${s.backgroundColor} | ${s.borderTopStyle} ${s.borderTopColor} | ${s.color}`;
    const plain = document.createElement('button');
    document.body.append(plain);
    const reference = pick(getComputedStyle(plain));
    plain.remove();
    return { control: pick(getComputedStyle(el)), reference };
  });
  return look;
}

const journey = useSiteAndBrowser();

describe.each(WIDTHS)('at %i px', (width) => {
  let withJs: BrowserContext;
  let withoutJs: BrowserContext;
  let page: Page;
  let plainPage: Page;
  /** The page's own files that failed to load (documents and API answers aside: a 404 can be right there). */
  let brokenFiles: string[] = [];
  beforeAll(async () => {
    const options = { viewport: { width, height: HEIGHT }, locale: 'en-NZ' };
    withJs = await journey.browser.newContext(options);
    withoutJs = await journey.browser.newContext({ ...options, javaScriptEnabled: false });
    [page, plainPage] = await Promise.all([withJs.newPage(), withoutJs.newPage()]);
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (res.status() >= 400 && !['document', 'fetch', 'xhr'].includes(type))
        brokenFiles.push(`${type} ${new URL(res.url()).pathname} ${res.status()}`);
    });
  });
  afterAll(async () => {
    await withJs?.close();
    await withoutJs?.close();
  });

  it.each(LOOKED_AT_ROUTES)(
    '%s fits, passes axe, has unique ids and a styled search control',
    async (route) => {
      const problems: string[] = [];

      await plainPage.goto(journey.site.url + route);
      const look = await searchControlLook(plainPage);
      if (look.control === look.reference)
        problems.push(
          `header-look: the search control is a default button without JavaScript (${look.control})`,
        );

      brokenFiles = [];
      await page.goto(journey.site.url + route, { waitUntil: 'load' });
      await settled(page);
      for (const file of brokenFiles) problems.push(`broken-file: ${file}`);
      const { scrollWidth, widest } = await overflow(page);
      if (scrollWidth > width)
        problems.push(
          `overflow: ${scrollWidth} px wide in a ${width} px window; widest: ${widest.join(', ')}`,
        );
      for (const id of await duplicateIds(page)) problems.push(`duplicate-id: "${id}"`);
      problems.push(...axeProblems(await axeViolations(page)));

      expect(problems).toEqual([]);
    },
  );
});

/**
 * Dark mode (decision 012): a visitor whose system is dark gets light text on a dark page, and
 * every text keeps its contrast there. Only colours change, so layout checks above cover both.
 */
describe.each(WIDTHS)('in a dark colour scheme at %i px', (width) => {
  let dark: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    dark = await journey.browser.newContext({
      viewport: { width, height: HEIGHT },
      locale: 'en-NZ',
      colorScheme: 'dark',
    });
    page = await dark.newPage();
  });
  afterAll(async () => {
    await dark?.close();
  });

  it.each(LOOKED_AT_ROUTES)('%s is dark and keeps its text contrast', async (route) => {
    await page.goto(journey.site.url + route, { waitUntil: 'load' });
    await settled(page);
    const problems: string[] = [];
    const { background, text } = await pageLuminance(page);
    if (background > 0.05 || text < 0.5)
      problems.push(`not dark: page background ${background.toFixed(2)}, text ${text.toFixed(2)}`);
    problems.push(...axeProblems(await axeViolations(page, ['color-contrast'])));
    expect(problems).toEqual([]);
  });
});
