import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * What the look checks measure in a page (tests/e2e/looks.test.ts and looks-dark.test.ts): at a
 * small phone's and a laptop's width.
 */
export const WIDTHS = [360, 1366] as const;
export const HEIGHT = 800;

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** How much wider than the window the document is, and the elements that stick out most. */
export async function overflow(page: Page): Promise<{ scrollWidth: number; widest: string[] }> {
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

export async function duplicateIds(page: Page): Promise<string[]> {
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
 * @axe-core/playwright); `rules` limits the run to those rules. Only violations are asked for
 * (`resultTypes`): axe then builds no selector for every element that passes, and only the
 * violations come back from the page (the passes of a page were most of the run's work).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, options: object): Promise<unknown> } }
    ).axe;
    const options = {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
    };
    return ((await axe.run(document, options)) as { violations: AxeViolation[] }).violations;
  }, rules);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function axeProblems(violations: AxeViolation[]): string[] {
  return violations.flatMap((v) => {
    const targets = v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`);
    return targets.length
      ? [`axe:${v.id} (${v.impact}) ${v.help}: ${targets.slice(0, 4).join(' | ')}`]
      : [];
  });
}

/** The page's background and text as relative luminance (0 black, 1 white), as drawn. */
export async function pageLuminance(page: Page): Promise<{ background: number; text: number }> {
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
export async function searchControlLook(page: Page) {
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

/** Every width the clipping check visits (issue 22): small and usual phones, a tablet, laptops. */
export const CLIP_WIDTHS = [360, 390, 768, 1366, 1920] as const;

/**
 * Text or tables cut by their container, as a visitor would see them (issue 22): an element that
 * hides its overflow while its content is wider or taller than it ('NW 19 kt at', 'Gisb'), and a
 * table wider than the box it sits in outside a scrolling region. From `tablesMustFit` px up, a
 * data table must also fit its scrolling region: scrolling is for phones. Maps (Leaflet's panes),
 * ads (creatives fit their reserved box, issue 29 checks their reflow) and visually hidden
 * helpers are left out: they clip by design.
 */
export async function clippedParts(page: Page, tablesMustFit: boolean): Promise<string[]> {
  return page.evaluate((mustFit) => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
    const words = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const byDesign = (el: Element) =>
      el.closest(
        '.leaflet-container, .wx-ad, svg, [hidden], [aria-hidden="true"], .wx-visually-hidden, noscript',
      ) !== null;
    const tiny = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width <= 2 || box.height <= 2;
    };
    for (const el of document.querySelectorAll('body *')) {
      if (byDesign(el) || tiny(el) || !words(el)) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const clips = (o: string) => o === 'hidden' || o === 'clip';
      if (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        problems.push(
          `cut sideways: ${name(el)} "${words(el)}" (${el.scrollWidth} px in ${el.clientWidth})`,
        );
      if (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
        problems.push(
          `cut below: ${name(el)} "${words(el)}" (${el.scrollHeight} px in ${el.clientHeight})`,
        );
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        problems.push(`cut with an ellipsis: ${name(el)} "${words(el)}"`);
    }
    for (const table of document.querySelectorAll('table')) {
      if (byDesign(table) || tiny(table)) continue;
      const region = table.closest('.wx-table-wrap');
      const box = region ?? table.parentElement;
      if (!box) continue;
      const wider = table.getBoundingClientRect().width > box.clientWidth + 1;
      if (!region && wider)
        problems.push(`table wider than its box: ${name(table)} "${words(table)}"`);
      if (region && mustFit && wider)
        problems.push(
          `table scrolls at this width: ${name(table)} in "${region.getAttribute('aria-label')}" (${Math.round(table.getBoundingClientRect().width)} px in ${box.clientWidth})`,
        );
    }
    return problems;
  }, tablesMustFit);
}
