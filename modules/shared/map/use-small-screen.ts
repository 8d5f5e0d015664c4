import { useEffect, useState } from 'react';

/** Below the site's 48em breakpoint: phones get the interactive map (issue 12). */
export const SMALL_SCREEN_QUERY = '(max-width: 47.99em)';

/**
 * Whether the screen is small: null on the server and while hydrating (so both render the static
 * map), then checked once the browser is idle: the map library then loads after the page is
 * interactive, never with it.
 */
export function useSmallScreen(): boolean | null {
  const [small, setSmall] = useState<boolean | null>(null);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(SMALL_SCREEN_QUERY);
    const update = (): void => setSmall(query.matches);
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(update);
    query.addEventListener('change', update);
    return () => {
      cancel(handle);
      query.removeEventListener('change', update);
    };
  }, []);
  return small;
}
