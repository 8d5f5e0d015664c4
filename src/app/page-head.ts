import { METADATA_DEFAULTS, pageMetadata } from '#engine/metadata.ts';
import type { PageView } from '#machines/page-view.ts';

/** The head tags the server writes from a page's metadata (engine/metadata.ts); the rest stay. */
const PAGE_TAGS =
  'meta[name="description"],meta[name="theme-color"],meta[name="robots"],' +
  'meta[property^="og:"],meta[name^="twitter:"],meta[name="prerender-status-code"]';

let origin: string | undefined;

/**
 * The public origin (PUBLIC_ORIGIN) as the server wrote it into the first page's canonical link,
 * read before the first change replaces it. A first page whose metadata names its own canonical
 * address says nothing about the site's origin: then this browser's origin is the best guess.
 */
function publicOrigin(doc: Document, first: PageView): string {
  if (origin) return origin;
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const own = first.status === 'success' && first.description.metadata?.canonical;
  origin = canonical && !own ? new URL(canonical).origin : doc.location.origin;
  return origin;
}

/**
 * After an in-app page change, the document's title, description, canonical link and social tags
 * become the new page's, exactly as the server would have written them (issue 10). Loaded with the
 * first in-app change, so none of it is in the JavaScript that runs before a page is interactive.
 *
 * @example showPageHead(document, view, firstView)
 */
export function showPageHead(doc: Document, view: PageView, first: PageView): void {
  const site = METADATA_DEFAULTS.siteName;
  if (view.status === 'loading') return;
  if (view.status === 'fail') {
    // The error screen is on the page by now: its heading is the spec's text for the error.
    doc.title = `${doc.querySelector('h1')?.textContent ?? site} | ${site}`;
    return;
  }
  const head = pageMetadata(view.description, {
    ...METADATA_DEFAULTS,
    origin: publicOrigin(doc, first),
  });
  doc.title = head.title;
  let canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.append(canonical);
  }
  canonical.href = head.canonical;
  for (const old of doc.head.querySelectorAll(PAGE_TAGS)) old.remove();
  for (const tag of head.meta) {
    const meta = doc.createElement('meta');
    if ('name' in tag) meta.name = tag.name;
    else meta.setAttribute('property', tag.property);
    meta.content = tag.content;
    doc.head.append(meta);
  }
}
