import { REVEAL_EVENT } from '#modules/shared/reveal.ts';

/**
 * Links within a page (`#hourly`, `#rain`, `#day-2026-11-26`): the one place that decides what
 * they do once scripts run (issue 22). The browser keeps its own behaviour for them: the address
 * gets the hash, the page scrolls to the section (below the sticky bars: `scroll-padding-top` in
 * layouts.css), Back and Forward step between sections. Nothing here loads the page again.
 *
 * What scripts add: a section that hides its target (a collapsed drawer on a phone, a closed day
 * row) is asked to open by a `wx:reveal` event on the target, before the scroll. A component that
 * opens on it calls `preventDefault()`; when nothing does (the part has not hydrated), the
 * drawer's collapsed class is taken off here, so the link still lands on something visible.
 *
 * Focus and announcements are issue 29's to add on top of `followSectionLink`.
 */

/** The element an in-page address names, or null ('#', unknown ids, malformed escapes). */
export function sectionTarget(hash: string, doc: Document = document): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return doc.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** True when two addresses are the same page (path and query), whatever their hashes. */
export function samePage(a: string, b: string): boolean {
  return a.split('#')[0] === b.split('#')[0];
}

/** Asks whatever hides the target to show it; opens a drawer itself if nobody answers. */
export function revealSection(target: HTMLElement): void {
  if (target.dispatchEvent(new CustomEvent(REVEAL_EVENT, { bubbles: true, cancelable: true }))) {
    const drawer = target.closest('.wx-drawer--collapsed');
    drawer?.classList.remove('wx-drawer--collapsed');
    drawer?.querySelector('[aria-expanded]')?.setAttribute('aria-expanded', 'true');
  }
}

/** Scrolls once what was revealed has been drawn (React commits a reveal before the next frame). */
function scrollToSection(target: HTMLElement): void {
  requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
}

/**
 * A click on a link to `#section` of this page: the address gets the hash as a new history entry
 * (unless it already has it), the section opens and the page scrolls to it. Returns the section,
 * or null when the hash names nothing here (the browser then does as it always does).
 */
export function followSectionLink(hash: string, event?: Event): HTMLElement | null {
  const target = sectionTarget(hash);
  if (!target) return null;
  event?.preventDefault();
  revealSection(target);
  if (location.hash !== hash) history.pushState(history.state, '', hash);
  scrollToSection(target);
  return target;
}

/**
 * Starts the behaviour for the document: Back and Forward to a `#section` entry open that section
 * (the browser restores where the page was), and an address that arrives with `#section` lands
 * there once the page has hydrated (a drawer opened, the scroll done again below the sticky bars).
 */
export function startInPageLinks(doc: Document = document): () => void {
  const onPop = () => {
    const target = sectionTarget(location.hash, doc);
    if (target) revealSection(target);
  };
  addEventListener('popstate', onPop);
  const root = doc.documentElement;
  const arrived = () => {
    const target = sectionTarget(location.hash, doc);
    if (!target) return;
    revealSection(target);
    scrollToSection(target);
  };
  const observer = new MutationObserver(() => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    arrived();
  });
  if (root.dataset.hydrated) arrived();
  else observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  return () => {
    removeEventListener('popstate', onPop);
    observer.disconnect();
  };
}
