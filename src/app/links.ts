/**
 * Turns clicks on same-site links into page-machine navigation. Anything a person expects the
 * browser to handle itself (new tab, modifier keys, downloads, other sites, in-page anchors,
 * API or asset URLs) is left alone.
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
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
