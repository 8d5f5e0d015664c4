/**
 * The browser's address bar behind a small swappable adapter (tests replace it), the way
 * TanStack Query swaps its focus manager. The page machine, not a router, loads pages.
 */
export interface HistoryAdapter {
  current(): string;
  push(url: string): void;
  replace(url: string): void;
  listen(onChange: (url: string) => void): () => void;
}

export const browserHistory: HistoryAdapter = {
  current: () => location.pathname + location.search + location.hash,
  push: (url) => history.pushState(null, '', url),
  replace: (url) => history.replaceState(history.state, '', url),
  listen(onChange) {
    const handler = () => onChange(location.pathname + location.search + location.hash);
    addEventListener('popstate', handler);
    return () => removeEventListener('popstate', handler);
  },
};
