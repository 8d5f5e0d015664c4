import type { Page } from 'playwright-core';

/**
 * What a keyboard user sees of the focus (issue 29): where it is, whether it is on <body>, whether
 * the focused element can be seen whole (inside the window, not under a sticky bar, a menu or a
 * dialog's backdrop) and whether it shows the site's focus ring.
 */
export interface FocusSeen {
  /** 'button "Play"', 'link "48 hours"': the element as a screen reader names it, roughly. */
  what: string;
  onBody: boolean;
  /** Why it cannot be seen whole, or '' when it can. */
  hidden: string;
  /** Why it shows no focus ring, or '' when it does. */
  noRing: string;
  /** Its box on the page (not the window), in CSS pixels. */
  top: number;
  left: number;
  width: number;
}

/**
 * How these helpers name an element: its role and (roughly) its accessible name, as
 * 'button "Play"'. Source text, run in the page by each helper (functions passed to evaluate
 * cannot share a helper of their own).
 */
const NAME_OF = `(el) => \`\${el.getAttribute('role') ?? el.tagName.toLowerCase()} "\${(
  el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? ''
)
  .replace(/\\s+/g, ' ')
  .trim()
  .slice(0, 60)}"\``;
type NameOf = (el: Element) => string;

/** The focus as it is now, after the browser has scrolled to it and painted. */
export async function focusSeen(page: Page): Promise<FocusSeen> {
  // One round trip per step (a walk takes hundreds): the frame is awaited inside the page.
  return page.evaluate(async (nameOfSource) => {
    // Made before the await: after it, the page's CSP (no 'unsafe-eval') applies to eval.
    const nameOf = (0, eval)(nameOfSource) as NameOf;
    await new Promise((done) => requestAnimationFrame(() => done(null)));
    const el = document.activeElement as HTMLElement | SVGElement | null;
    if (!el || el === document.body || el === document.documentElement)
      return {
        what: 'body',
        onBody: true,
        hidden: 'on <body>',
        noRing: '',
        top: 0,
        left: 0,
        width: 0,
      };
    const what = nameOf(el);
    const r = el.getBoundingClientRect();
    const problems: string[] = [];
    if (r.width === 0 || r.height === 0) problems.push('has no size');
    if (r.right > innerWidth + 1 || r.left < -1) {
      if (r.width <= innerWidth) problems.push(`sticks out sideways (x ${Math.round(r.left)})`);
    }
    // Points near its top and bottom edges must be the element itself or inside it, not a sticky
    // bar, a menu or a backdrop over it. An element taller than the window (a long table's
    // scrolling region) is tested where it shows, at the middle of the window.
    const tall = r.height > innerHeight / 2;
    const ys = tall
      ? [innerHeight / 2]
      : [Math.max(r.top + 3, 1), Math.min(r.bottom - 3, innerHeight - 1)];
    if (r.bottom < 1 || r.top > innerHeight - 1 || (tall && (r.top > ys[0]! || r.bottom < ys[0]!)))
      problems.push('is off screen');
    else {
      const x = Math.min(Math.max(r.left + Math.min(r.width / 2, 12), 1), innerWidth - 1);
      // Within a map's SVG, markers and their names overlap one another: that is the map's look.
      const svg = el.closest('svg');
      for (const y of ys) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || el.contains(hit) || hit.contains(el) || (svg && svg.contains(hit))) continue;
        const cover = hit.closest('nav, header, dialog, [role], section, div') ?? hit;
        problems.push(
          `is covered at y ${Math.round(y)} by ${cover.tagName.toLowerCase()}.${String(cover.getAttribute('class') ?? '').split(' ')[0]}`,
        );
        break;
      }
    }
    const style = getComputedStyle(el);
    const ring =
      el.matches(':focus-visible') &&
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 2;
    return {
      what,
      onBody: false,
      hidden: problems.join('; '),
      noRing: ring ? '' : `outline ${style.outlineStyle} ${style.outlineWidth}`,
      top: Math.round(r.top + scrollY),
      left: Math.round(r.left + scrollX),
      width: Math.round(r.width),
    };
  }, NAME_OF);
}

/** Every element the page puts in the Tab order now, as focusSeen names them. */
export function tabbables(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ root, nameOf }) => {
      const scope = document.querySelector(root) ?? document.body;
      const all = scope.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex], area[href]',
      );
      return [...all]
        .filter(
          (el) =>
            el.tabIndex >= 0 &&
            !(el as HTMLButtonElement).disabled &&
            !el.closest('[inert]') &&
            el.checkVisibility({ visibilityProperty: true }) &&
            // An element inside a closed <details> other than its summary is not reachable.
            !el.closest('details:not([open]) > :not(summary)'),
        )
        .map((0, eval)(nameOf) as NameOf);
    },
    { root: within, nameOf: NAME_OF },
  );
}

/**
 * Presses Tab (or Shift+Tab) until the focus has gone round every stop of the page once, checking
 * the focus after every press; returns the stops in order and every problem seen, each named by
 * its step.
 */
export async function tabThrough(
  page: Page,
  { backwards = false, max = 400 }: { backwards?: boolean; max?: number } = {},
): Promise<{ stops: FocusSeen[]; problems: string[] }> {
  const stops: FocusSeen[] = [];
  const problems: string[] = [];
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const seen = await focusSeen(page);
    // The browser's own stop (its toolbar) comes after the last element and before the first:
    // reaching it ends the walk.
    if (seen.onBody) {
      if (stops.length) break;
      continue;
    }
    if (stops.some((s) => s.what === seen.what && s.top === seen.top && s.left === seen.left))
      break;
    stops.push(seen);
    if (seen.hidden) problems.push(`step ${i}, ${seen.what}: ${seen.hidden}`);
    if (seen.noRing) problems.push(`step ${i}, ${seen.what}: no focus ring (${seen.noRing})`);
  }
  return { stops, problems };
}

/** The focused element as focusSeen names it, without looking at how it shows (quicker). */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate((nameOf) => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return ((0, eval)(nameOf) as NameOf)(el);
  }, NAME_OF);
}

/** Presses a key and says where the focus went, as focusSeen does. */
export async function press(page: Page, key: string): Promise<FocusSeen> {
  await page.keyboard.press(key);
  return focusSeen(page);
}

/**
 * Places where the Tab order goes back up the screen within one column, as a person moving down
 * the page would not expect (WCAG 2.4.3, 1.3.2): a stop more than a row above the one before it
 * that overlaps it sideways. Moving up into another column (the sidebar beside the main column)
 * is the page's reading order, not a jump.
 */
export function jumpsUp(stops: readonly FocusSeen[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < stops.length; i++) {
    const [a, b] = [stops[i - 1]!, stops[i]!];
    const overlap = b.left < a.left + a.width && a.left < b.left + b.width;
    if (b.top < a.top - 48 && overlap) out.push(`${a.what} (y ${a.top}) -> ${b.what} (y ${b.top})`);
  }
  return out;
}
