import { followSectionLink, samePage, startInPageLinks } from './in-page-links.ts';

/**
 * Turns clicks on same-site links into page-machine navigation, and hands links within the page
 * to ./in-page-links.ts (which it starts). Anything a person expects the browser to handle itself
 * (new tab, modifier keys, downloads, other sites, API or asset URLs) is left alone.
 */
export function interceptLinks(root: HTMLElement, navigate: (url: string) => void): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a || !a.href || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin) return;
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) return;
    const path = url.pathname + url.search;
    if (samePage(path, location.pathname + location.search) && a.href.includes('#')) {
      followSectionLink(url.hash, e);
      return;
    }
    e.preventDefault();
    navigate(path + url.hash);
  };
  root.addEventListener('click', onClick);
  const stopSections = startInPageLinks(root.ownerDocument);
  return () => {
    root.removeEventListener('click', onClick);
    stopSections();
  };
}
