import { useLayoutEffect, useRef } from 'react';
import type { ComponentPropsWithoutRef, KeyboardEvent } from 'react';
import { usable } from './focus-return.ts';

const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last. The browser
 * would go on to its own toolbar, through an empty stop that shows no focus.
 */
function keepTabInside(e: KeyboardEvent<HTMLDialogElement>): void {
  const stops = [...e.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && usable(el),
  );
  const first = stops[0];
  const last = stops.at(-1);
  const active = document.activeElement as HTMLElement;
  if (!first || !last || (stops.includes(active) && active !== (e.shiftKey ? first : last))) return;
  e.preventDefault();
  (e.shiftKey ? last : first).focus();
}

/**
 * The site's one modal dialog (issue 29, WCAG 2.1.2, 2.4.3): the browser's own `<dialog>`, shown
 * with showModal(), so the page behind is inert (Tab cannot reach it, nor a screen reader's
 * reading cursor) and it sits above everything; Tab goes round inside it. Escape from anywhere
 * inside closes it, as does the system back gesture (the browser's `cancel`). Its owner closes it
 * by unmounting it; the focus then goes back to what opened it (the owner's or the site's
 * focus-return rule). `modal={false}` shows it in place (show()), the page behind usable and Tab
 * free to leave: only for a tool that shows the site's dialog among its own controls.
 * @example <Dialog aria-label="Search" onClose={close}>…</Dialog>
 */
export function Dialog({
  onClose,
  modal = true,
  children,
  ...rest
}: { onClose: () => void; modal?: boolean } & Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'onCancel' | 'open'
>) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Where showModal is missing (an old browser, a test's DOM) it is an open element on top.
    if (modal && dialog.showModal) dialog.showModal();
    else if (dialog.show) dialog.show();
    else dialog.setAttribute('open', '');
    return () => dialog.close?.();
  }, [modal]);
  return (
    <dialog
      ref={ref}
      {...rest}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        rest.onKeyDown?.(e);
        if (e.defaultPrevented) return;
        if (e.key === 'Tab' && modal) keepTabInside(e);
        else if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      {children}
    </dialog>
  );
}
