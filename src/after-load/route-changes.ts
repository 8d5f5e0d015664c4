/**
 * In-app page changes, seen from outside the app: the page machine moves with
 * `history.pushState` and the back button with `popstate`. The lazy after-load code (version
 * check, monitoring, measurement) listens here instead of reaching into the app, so nothing is
 * added to the JavaScript that runs before the page is interactive. A query or hash change on
 * the same path is not a new page.
 */
export interface RouteChanges {
  /** The current path. */
  current(): string;
  /** Calls `onChange(path)` after each change of path; returns a function that stops it. */
  listen(onChange: (path: string) => void): () => void;
}

export function browserRouteChanges(win: Window = window): RouteChanges {
  const listeners = new Set<(path: string) => void>();
  let last = win.location.pathname;
  const check = (): void => {
    const path = win.location.pathname;
    if (path === last) return;
    last = path;
    for (const listener of listeners) listener(path);
  };
  const push = win.history.pushState.bind(win.history);
  win.history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    check();
  };
  win.addEventListener('popstate', check);
  return {
    current: () => win.location.pathname,
    listen(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
