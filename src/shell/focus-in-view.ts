/**
 * A control reached with the keyboard is scrolled fully into view (issue 29, WCAG 2.4.11):
 * Chromium scrolls to a focused element only when none of it shows, so a link half outside a
 * sideways-scrolling bar (the section bar on a phone) stayed half hidden. The page's scroll
 * padding keeps it clear of the sticky bars. Focus from a pointer is where the visitor looks
 * already, and is left alone.
 */
export function startFocusInView(doc: Document = document): () => void {
  const onIn = (e: FocusEvent) => {
    const el = e.target as Element;
    if (!el.matches?.(':focus-visible')) return;
    requestAnimationFrame(() => {
      if (doc.activeElement === el) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  };
  doc.addEventListener('focusin', onIn);
  return () => doc.removeEventListener('focusin', onIn);
}
