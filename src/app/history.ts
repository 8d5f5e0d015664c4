/**
 * The browser's address bar behind a small swappable adapter (tests replace it), the way
 * TanStack Query swaps its focus manager. The page machine, not a router, loads pages.
 */
export interface HistoryAdapter {
  current(): string;
  push(url: string): void;
  replace(url: string): void;
  /**
   * Calls back when Back or Forward shows another page; a step between sections of one page is
   * the browser's (./in-page-links.ts).
   */
  listen(onChange: (url: string) => void): () => void;
}

/** True when two addresses are the same page (path and query), whatever their hashes. */
export function samePage(a: string, b: string): boolean {
  return a.split('#')[0] === b.split('#')[0];
}

const here = () => location.pathname + location.search + location.hash;
let shown = '';

export const browserHistory: HistoryAdapter = {
  current: here,
  push: (url) => history.pushState(null, '', (shown = url)),
  replace: (url) => history.replaceState(history.state, '', (shown = url)),
  listen(onChange) {
    shown = here();
    const handler = () => {
      const url = here();
      const other = !samePage(url, shown);
      shown = url;
      if (other) onChange(url);
    };
    addEventListener('popstate', handler);
    return () => removeEventListener('popstate', handler);
  },
};
