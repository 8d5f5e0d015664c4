/**
 * Turns clicks on same-site links into page-machine navigation. Anything a person expects the
 * browser to handle itself (new tab, modifier keys, downloads, other sites, links within
 * the page (./in-page-links.ts), API or asset URLs) is left alone.
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
    // 'page#' too: its empty hash is still a step within the page, never a new load of it.
    const here = url.pathname === location.pathname && url.search === location.search;
    if (here && a.href.includes('#')) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
