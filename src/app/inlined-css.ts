/**
 * The server inlines the page's CSS and names its files on the <style> element. Loading a module
 * chunk would otherwise add a <link> for each of its CSS files: a second download of styles the
 * page already has, and a full style recalculation while the visitor may be tapping. Vite's loader
 * skips a stylesheet that already has a <link>, so each inlined file gets a disabled one, which the
 * browser never fetches.
 */
export function registerInlinedCss(doc: Document): void {
  const files =
    doc.querySelector<HTMLStyleElement>('style[data-files]')?.dataset.files?.split(' ') ?? [];
  // Named without '/assets/' and '.css' (server/ssr/document.ts, cssFileName).
  for (const name of files) {
    if (!/^[\w.-]+$/.test(name)) continue; // only our own build's files
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = `/assets/${name}.css`;
    doc.head.append(link);
  }
}
