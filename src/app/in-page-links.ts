/**
 * Links within a page (`#hourly`, `#rain`, `#day-2026-11-26`, 'More for West Coast' -> `#more`),
 * once scripts run: the one place that follows them (issues 22 and 29; WCAG 2.4.1, 2.4.3). The
 * browser follows them itself, with and without scripts: the address gets the hash as a new
 * history entry, the page scrolls to the section below the sticky bars (`scroll-padding-top` in
 * layouts.css), and Back and Forward step between sections. The page machine leaves such a step
 * alone (./history.ts), so nothing loads or renders the page again.
 *
 * What this adds, when the browser has shown a section (`hashchange`, or a click on a link to the
 * section the address already names): a part that hides the section (a collapsed drawer on a
 * phone, a closed day row) is opened by its own toggle, and once it is drawn the section is
 * scrolled to again and takes the focus, on its heading (`focusSection`), so a keyboard or screen
 * reader user goes on from there and not from the link. An address that arrived with a hash gets
 * its section opened and scrolled to, and the focus stays where the page put it. This code is an
 * after-load chunk (its bytes are not in the first load): a link followed before it came has the
 * browser's scroll alone.
 */
import { usable } from '#src/shell/focus-return.ts';

/** The element an in-page address names, or null ('#', unknown ids, malformed escapes). */
export function sectionTarget(hash: string, doc: Document = document): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return doc.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Opens what hides the target, outermost first: every part around it (or the target itself) that
 * is marked `data-disclosure` and whose own toggle, its first `[aria-expanded]`, is closed. The
 * toggle is clicked, so the part opens as it does for a visitor (a part whose code has not come
 * yet hydrates on the click, src/app/islands.tsx).
 */
export function revealSection(target: HTMLElement): boolean {
  const parts: HTMLElement[] = [];
  for (let el = target.closest<HTMLElement>('[data-disclosure]'); el;) {
    parts.unshift(el);
    el = el.parentElement?.closest<HTMLElement>('[data-disclosure]') ?? null;
  }
  let opened = false;
  for (const part of parts) {
    const toggle = part.querySelector<HTMLElement>('[aria-expanded]');
    if (toggle?.getAttribute('aria-expanded') !== 'false') continue;
    toggle.click();
    opened = true;
  }
  return opened;
}

/**
 * Moves the focus to a section, scrolled into view below the sticky bars: its heading, or its
 * first control when the heading is hidden, or the section itself (issue 29). A heading or section
 * gets `tabindex="-1"`: focusable by script, never a Tab stop.
 */
export function focusSection(section: HTMLElement): void {
  const heading = [...section.querySelectorAll<HTMLElement>('h2, h3')].find(usable);
  const control = section.querySelector<HTMLElement>('a[href], button, [tabindex="0"]');
  const target = heading ?? (control && usable(control) ? control : section);
  if (target === heading || target === section) target.tabIndex = -1;
  section.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * Opens the section the address names and, once what opened has been drawn, scrolls to it again
 * (the browser's own scroll went to where it was hidden) and, when a visitor followed a link,
 * moves the focus there. On arrival nothing opened means nothing moves: a visitor who scrolled on
 * before this code came keeps their place.
 */
export function showSection(doc: Document = document, followed = true): HTMLElement | null {
  const target = sectionTarget(doc.defaultView?.location.hash ?? '', doc);
  if (!target) return null;
  const opened = revealSection(target);
  if (followed) requestAnimationFrame(() => focusSection(target));
  else if (opened) requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
  return target;
}

/**
 * Starts the behaviour for the document, and shows the section an address arrived with (the
 * caller starts it once the page has hydrated: the server's page has no collapsed parts, and
 * hydration's drawers may have collapsed the one the address names).
 */
export function startInPageLinks(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const onHash = () => void showSection(doc);
  // A link to the section the address already names changes nothing the browser reports.
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    const link = (e.target as Element | null)?.closest?.('a');
    if (link?.hash && link.href === win.location.href) onHash();
  };
  win.addEventListener('hashchange', onHash);
  doc.addEventListener('click', onClick);
  showSection(doc, false);
  return () => {
    win.removeEventListener('hashchange', onHash);
    doc.removeEventListener('click', onClick);
  };
}
