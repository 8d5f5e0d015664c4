/**
 * A table's scrolling frame (modules/shared/TableScroll.tsx, `.wx-table-wrap`) is a named region
 * and a Tab stop only while its table is wider than it (issue 29, finding 13): a table that fits is
 * just a table, not a stop that does nothing nor one more landmark. The server cannot measure, so
 * it renders every frame as a region; this rule, started once the page is interactive, takes the
 * role, name and stop away from frames that do not scroll and gives them back when the window
 * narrows. It watches the page for frames that come later (an in-app page change), and works on
 * modules that never hydrate as on those that do.
 */
const FRAME = '.wx-table-wrap';

function mark(el: HTMLElement): void {
  const label = (el.dataset.label ??= el.getAttribute('aria-label') ?? '');
  if (el.scrollWidth > el.clientWidth + 1) {
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', label);
    el.tabIndex = 0;
  } else {
    el.removeAttribute('role');
    el.removeAttribute('aria-label');
    el.removeAttribute('tabindex');
  }
}

export function startScrollRegions(doc: Document = document): () => void {
  if (typeof ResizeObserver !== 'function') return () => undefined;
  const sizes = new ResizeObserver((entries) => {
    for (const e of entries) mark(e.target as HTMLElement);
  });
  const watch = () => {
    for (const el of doc.querySelectorAll<HTMLElement>(FRAME)) sizes.observe(el);
  };
  watch();
  const added = new MutationObserver(watch);
  added.observe(doc.body, { childList: true, subtree: true });
  return () => {
    sizes.disconnect();
    added.disconnect();
  };
}
