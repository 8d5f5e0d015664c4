import type { Page } from 'playwright-core';

/**
 * What screen readers are given (issue 29), read from the page as the browser built it: landmarks,
 * link names and what live regions say.
 */

/**
 * Links whose name is the same but whose target is not (WCAG 2.4.4: which 'News' is which?), read
 * from the accessibility tree (names as screen readers get them, image text included). A link to
 * a section of the same page is left out: screen readers say 'same page link' for it.
 */
export async function sameNameOtherTarget(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const here = new URL(page.url());
  const byName = new Map<string, Set<string>>();
  let name: string | null = null;
  for (const line of tree.split('\n')) {
    const link = /- '?link "(.*?)"/.exec(line);
    if (link) name = link[1] ?? null;
    const url = /- \/url: (.*)$/.exec(line);
    if (!url || name === null) continue;
    const target = new URL(url[1]!.replace(/^['"]|['"]$/g, ''), here);
    if (target.pathname === here.pathname && target.search === here.search && target.hash) continue;
    target.hash = '';
    byName.set(name, (byName.get(name) ?? new Set()).add(target.pathname + target.search));
    name = null;
  }
  return [...byName]
    .filter(([, targets]) => targets.size > 1)
    .map(([n, targets]) => `"${n}": ${[...targets].join(', ')}`);
}

/**
 * Landmarks that share a role and a name (two 'Advertisement' regions, 'Rain forecast' inside
 * 'Rain forecast'): a screen reader's list of landmarks cannot tell them apart.
 */
export function twinLandmarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nameOf = (el: Element): string => {
      const by = el.getAttribute('aria-labelledby');
      const text = by
        ? by
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : (el.getAttribute('aria-label') ?? '');
      return text.replace(/\s+/g, ' ').trim();
    };
    const roleOf = (el: Element): string | null => {
      const role = el.getAttribute('role');
      if (role)
        return ['region', 'navigation', 'complementary', 'search'].includes(role) ? role : null;
      if (el.tagName === 'NAV') return 'navigation';
      if (el.tagName === 'ASIDE') return 'complementary';
      if (el.tagName === 'SECTION') return nameOf(el) ? 'region' : null;
      return null;
    };
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('nav, aside, section, [role]')) {
      if (!el.checkVisibility() || el.closest('[aria-hidden="true"]')) continue;
      const role = roleOf(el);
      if (!role) continue;
      const key = `${role} "${nameOf(el)}"`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return [...seen].filter(([, n]) => n > 1).map(([key, n]) => `${key} x${n}`);
  });
}

/** Links that open a new tab without saying so in their name (WCAG 3.2.5, G201). */
export function silentNewTabs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')]
      .map((a) => (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter((name) => !/new tab/i.test(name)),
  );
}

/**
 * Starts recording what every live region says (status, alert, aria-live, output): each change of
 * its text, in order. `said()` returns them.
 */
export async function recordLiveRegions(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { __said: string[] }).__said = log;
    const live = (el: Element | null): Element | null =>
      el?.closest('[role="status"], [role="alert"], [aria-live]:not([aria-live="off"]), output') ??
      null;
    const last = new Map<Element, string>();
    new MutationObserver((records) => {
      for (const r of records) {
        const region = live(r.target instanceof Element ? r.target : r.target.parentElement);
        if (!region) continue;
        const text = (region.textContent ?? '').trim();
        if (text && last.get(region) !== text) log.push(text);
        last.set(region, text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __said: string[] }).__said]);
}
