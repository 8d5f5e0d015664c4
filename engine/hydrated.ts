/*
 * The one wait for a page's first hydration (issue 26's rule: what a visitor did not ask for loads
 * after it). A file of its own, apart from ./quiet.ts: the radar's first load needs this wait
 * alone, and ./quiet.ts's schedulers load after it (issue 22: about 450 bytes of the radar page's
 * JavaScript before interaction).
 */

/**
 * Resolves once the page is interactive: the app marks `<html data-hydrated>` when its first
 * hydration is done (at once when it already is). Work a visitor did not ask for that would load
 * code (a module's data part and its checks) starts after it, never in the first load's way.
 */
export function hydrated(doc: Document = document): Promise<void> {
  const root = doc.documentElement;
  if (root.dataset.hydrated === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}
