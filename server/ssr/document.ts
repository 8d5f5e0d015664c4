/** Everything the server knows about a page's head, already resolved by the engine. */
export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  themeColour: string;
  image?: string;
  siteName: string;
  noIndex?: boolean;
  /** Adds the prerender 404 status tag (spec: 4xx pages). */
  status404?: boolean;
}

export interface DocumentParts {
  head: HeadTags;
  css: string;
  appHtml: string;
  /** JSON handed to the client so it hydrates without fetching the page again. */
  state: unknown;
  /** Client entry URL; absent when there is no client build (the page still works). */
  clientEntry?: string;
  nonce: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** JSON safe inside a <script> element: no '</script>', no HTML comment openers, no U+2028/9. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function headHtml(h: HeadTags): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(h.title)}</title>`,
    `<meta name="description" content="${e(h.description)}">`,
    `<link rel="canonical" href="${e(h.canonical)}">`,
    `<meta name="theme-color" content="${e(h.themeColour)}">`,
    `<meta property="og:site_name" content="${e(h.siteName)}">`,
    `<meta property="og:title" content="${e(h.title)}">`,
    `<meta property="og:description" content="${e(h.description)}">`,
    `<meta property="og:url" content="${e(h.canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta name="twitter:card" content="summary">`,
  ];
  if (h.image) tags.push(`<meta property="og:image" content="${e(h.image)}">`);
  if (h.noIndex) tags.push(`<meta name="robots" content="noindex">`);
  if (h.status404) tags.push(`<meta name="prerender-status-code" content="404">`);
  return tags.join('');
}

/**
 * The page's HTML. Critical CSS is inline so the first paint needs no second request. The only
 * script that runs before paint is one line marking `html.js`; the client bundle is added after
 * the first frame is painted, so hydration never delays what a visitor first sees.
 */
export function renderDocument(p: DocumentParts): string {
  const loader = p.clientEntry
    ? `<script nonce="${p.nonce}">requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(p.clientEntry)};document.head.appendChild(s)},0)})</script>`
    : '';
  return (
    `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    headHtml(p.head) +
    `<style>${p.css}</style>` +
    `<script nonce="${p.nonce}">document.documentElement.className='js'</script>` +
    `</head><body><div id="root">${p.appHtml}</div>` +
    `<script type="application/json" id="wx-state">${jsonForScript(p.state)}</script>` +
    loader +
    `</body></html>`
  );
}
