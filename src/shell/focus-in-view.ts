/**
 * A control reached with Tab is scrolled fully into view (issue 29, WCAG 2.4.11): Chromium
 * scrolls to a focused element only when none of it shows, so a link half outside a
 * sideways-scrolling bar (the section bar on a phone) stayed half hidden. The page's scroll
 * padding keeps it clear of the sticky bars. Only focus moved by Tab: focus from a pointer is where
 * the visitor looks already, and focus a control gives back on purpose without scrolling (the
 * search button when the search closes: the reader stays where they were) is left where it is.
 */
export function startFocusInView(doc: Document = document): () => void {
  let tabbing = false;
  const onKey = (e: KeyboardEvent) => {
    tabbing = e.key === 'Tab';
  };
  const onIn = (e: FocusEvent) => {
    const el = e.target as Element;
    if (!tabbing || !el.matches?.(':focus-visible')) return;
    requestAnimationFrame(() => {
      if (doc.activeElement === el) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  };
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('focusin', onIn);
  return () => {
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('focusin', onIn);
  };
}
