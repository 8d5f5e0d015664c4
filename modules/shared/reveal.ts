import { useEffect } from 'react';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Sent on a link's target by src/app/in-page-links.ts before it scrolls there (issue 22): whatever
 * hides the target (a collapsed drawer, a closed day row) opens and calls `preventDefault()`.
 */
export const REVEAL_EVENT = 'wx:reveal';

/**
 * Opens a part when a link within the page points at it or into it: `onReveal` gets the target
 * and says whether it opened something (then the event is marked handled).
 */
export function useReveal(
  ref: RefObject<HTMLElement | null>,
  onReveal: (target: HTMLElement) => boolean,
): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Drawn at once (flushSync), so the link's scroll that follows sees the part open.
    const listener = (e: Event) => {
      let opened = false;
      flushSync(() => {
        opened = onReveal(e.target as HTMLElement);
      });
      if (opened) e.preventDefault();
    };
    el.addEventListener(REVEAL_EVENT, listener);
    return () => el.removeEventListener(REVEAL_EVENT, listener);
  });
}
