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

/** A valid `day` query value (spec: year-month-day), or null. */
export function dayParam(search: string): string | null {
  const day = new URLSearchParams(search).get('day');
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : null;
}

/** The same URL without the `day` parameter (spec: it is removed from the address once used). */
export function withoutDayParam(url: string): string {
  const u = new URL(url, 'http://x');
  u.searchParams.delete('day');
  return u.pathname + u.search + u.hash;
}
