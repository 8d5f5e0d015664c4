import { adHeightVar, adHost, LARGE_SCREEN, type AdSlot } from '#engine/ad-space.ts';

/**
 * The boxes ads render into. In-flow boxes sit absolutely inside the space the server's CSS
 * reserved in their host, so an ad arriving (or not) never moves the page; skins, the
 * interstitial and the map takeover are overlays. React owns the hosts: when it re-renders one,
 * `place()` puts the box back (a MutationObserver calls it).
 */
export interface AdBox {
  slot: AdSlot;
  /** Where the ad itself goes (its id is the element id a provider addresses). */
  box: HTMLElement;
  /** The outer element placed in the page (the box, or the dialog around an interstitial). */
  outer: HTMLElement;
}

function element(tag: string, className: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

export function createBox(slot: AdSlot): AdBox {
  const box = element('div', 'wx-ad__slot', { id: `wx-ad-${slot.id}` });
  if (slot.maxHeight !== undefined) box.style.maxHeight = `${slot.maxHeight}px`;
  if (slot.layout === 'interstitial') {
    const outer = element('div', 'wx-ad wx-ad--interstitial', {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': 'Advertisement',
    });
    outer.hidden = true;
    const close = element('button', 'wx-ad__close', { type: 'button' });
    close.textContent = 'Close advertisement';
    const panel = element('div', 'wx-ad__panel');
    panel.append(close, box);
    outer.append(panel);
    return { slot, box, outer };
  }
  const layout = slot.isStaticMapSlot ? 'static-map' : slot.layout;
  // A named group, not a landmark: several 'Advertisement' regions crowded the landmarks with one
  // name (issue 29).
  const outer = element('div', `wx-ad wx-ad--${layout}`, {
    role: 'group',
    'aria-label': 'Advertisement',
  });
  if (adHost(slot)) outer.style.height = `var(${adHeightVar(slot.id)})`;
  outer.append(box);
  return { slot, box, outer };
}

/**
 * Puts each box where it belongs now, for the screen's size (the start calls it again when that
 * changes); a box whose host is not on the page waits detached. A box drawn at the top of its
 * host (the banner above the page, the left skin) goes first in it, so the order of Tab and of a
 * screen reader is the order on the screen (issue 29, WCAG 2.4.3).
 */
export function place(boxes: AdBox[], doc: Document = document): void {
  const large = doc.defaultView?.matchMedia(LARGE_SCREEN).matches ?? true;
  for (const b of boxes) {
    const host = adHost(b.slot);
    const selector =
      (host && (large ? host.large : host.small)) ??
      (b.slot.layout === 'map-takeover'
        ? '.wx-maplayout__map'
        : b.slot.layout.startsWith('skin-')
          ? '.wx-main' // beside the main column, outside it
          : null);
    const parent = selector ? doc.querySelector(selector) : doc.body;
    if (!parent) b.outer.remove();
    else if (b.outer.parentElement !== parent)
      if ((host && selector === '.wx-main') || b.slot.layout === 'skin-left')
        parent.prepend(b.outer);
      else parent.append(b.outer);
  }
}

/** What can take the focus (the first one of a part gets it when the part's own control goes). */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Shows an interstitial that has an ad: focus moves to its close button and stays in the dialog
 * (Tab and Shift+Tab go round its controls), Escape or the button closes it and gives focus back
 * to where it was.
 */
export function openInterstitial(b: AdBox, onClose: () => void): void {
  const previous = document.activeElement as HTMLElement | null;
  const close = b.outer.querySelector<HTMLButtonElement>('.wx-ad__close');
  const done = () => {
    b.outer.hidden = true;
    document.removeEventListener('keydown', onKey);
    previous?.focus?.();
    onClose();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') return done();
    if (e.key !== 'Tab') return;
    const controls = [...b.outer.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const at = controls.indexOf(document.activeElement as HTMLElement);
    const next = at === -1 ? 0 : (at + (e.shiftKey ? -1 : 1) + controls.length) % controls.length;
    e.preventDefault();
    controls[next]?.focus();
  };
  close?.addEventListener('click', done, { once: true });
  document.addEventListener('keydown', onKey);
  b.outer.hidden = false;
  close?.focus();
}
