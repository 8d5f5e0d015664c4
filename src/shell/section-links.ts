/**
 * Links within a page ('48 hours' -> #hourly, 'More for West Coast' -> #more) land on their section
 * with the focus there (issue 29, finding 1; WCAG 2.4.1, 2.4.3). Left to the browser, such a link
 * fires popstate, which the page machine takes for a page change: it reloaded the page, scrolled to
 * the top and focused <main>. Here the address gets its hash without popstate, a `hashchange` tells
 * the sections that open on their hash (drawers), and the section is scrolled to (below the sticky
 * bars: scroll-padding) and focused: its heading, or its first control when the heading is hidden
 * (a drawer's button on a phone), or the section itself.
 *
 * The smallest focus part of issue 22's section links, in this one file, until that issue's
 * behaviour (scroll margins, back and forward between sections) lands.
 */
import { usable } from './focus-return.ts';

/** Moves the focus to a section, scrolled into view below the sticky bars. */
export function focusSection(section: HTMLElement): void {
  const heading = [...section.querySelectorAll<HTMLElement>('h2, h3')].find(usable);
  const control = section.querySelector<HTMLElement>('a[href], button, [tabindex="0"]');
  const target = heading ?? (control && usable(control) ? control : section);
  if (target === heading || target === section) target.tabIndex = -1;
  section.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

export function startSectionLinks(win: Window = window): () => void {
  const doc = win.document;
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    const link = (e.target as Element | null)?.closest?.('a');
    if (!link?.hash || (link.target && link.target !== '_self')) return;
    const { pathname, search, hash } = new URL(link.href);
    if (pathname !== win.location.pathname || search !== win.location.search) return;
    const section = doc.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    e.preventDefault();
    const oldURL = win.location.href;
    win.history.pushState(win.history.state, '', hash);
    win.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: win.location.href }));
    // A drawer the hash opened shows its body on the next render.
    win.requestAnimationFrame(() => focusSection(section));
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
