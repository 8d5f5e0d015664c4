/**
 * The site's one focus-return rule (issue 29, WCAG 2.4.3): when the element that has the focus
 * disappears (removed, hidden, disabled or made inert: a panel or detail closes, a favourite is
 * removed, a map redraws its markers), the focus goes back to the element itself if it is still
 * there (a list item moved), else to the most recent element focused before it that is still
 * there and usable: the control that opened what closed. So the focus never falls to <body>, and
 * no part of the site has to remember where to send it.
 *
 * Nothing happens when the focus went somewhere on purpose: the window lost it, or a click landed
 * where nothing takes focus.
 */
const REMEMBERED = 20;

type Focusable = HTMLElement | SVGElement;

/** Still on the page, shown, enabled and outside anything inert. */
export function usable(el: Element): el is Focusable {
  return (
    el.isConnected &&
    !(el as HTMLButtonElement).disabled &&
    !el.closest('[inert]') &&
    (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false
  );
}

export function startFocusReturn(doc: Document = document): () => void {
  const recent: Element[] = [];
  let pointing = false;
  const onPointer = () => {
    pointing = true;
    setTimeout(() => (pointing = false));
  };
  const onIn = (e: FocusEvent) => {
    const el = e.target as Element;
    const at = recent.indexOf(el);
    if (at >= 0) recent.splice(at, 1);
    recent.push(el);
    if (recent.length > REMEMBERED) recent.shift();
  };
  const onOut = (e: FocusEvent) => {
    if (e.relatedTarget || pointing) return;
    const lost = e.target as Element;
    // Removal blurs at once, hiding or disabling at the next style update; a page change moves
    // the focus itself just after: look once a frame has passed.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const active = doc.activeElement;
        if ((active && active !== doc.body) || !doc.hasFocus()) return;
        const back = [lost, ...recent.filter((el) => el !== lost).reverse()].find(usable);
        back?.focus({ preventScroll: back === lost });
      }),
    );
  };
  doc.addEventListener('pointerdown', onPointer, true);
  doc.addEventListener('focusin', onIn);
  doc.addEventListener('focusout', onOut);
  return () => {
    doc.removeEventListener('pointerdown', onPointer, true);
    doc.removeEventListener('focusin', onIn);
    doc.removeEventListener('focusout', onOut);
  };
}
