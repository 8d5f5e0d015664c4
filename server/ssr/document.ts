import type { PageHead } from '#engine/metadata.ts';

export interface DocumentParts {
  head: PageHead;
  /** Adds the prerender 404 status tag (spec: 4xx pages show '404: Page Not Found'). */
  status404?: boolean;
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

function headHtml(h: PageHead, status404: boolean): string {
  const e = escapeHtml;
  let tags = `<title>${e(h.title)}</title><link rel="canonical" href="${e(h.canonical)}">`;
  for (const m of h.meta) {
    tags += 'name' in m ? `<meta name="${e(m.name)}" content="${e(m.content)}">` : `<meta property="${e(m.property)}" content="${e(m.content)}">`;
  }
  if (status404) tags += `<meta name="prerender-status-code" content="404">`;
  return tags;
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
    headHtml(p.head, p.status404 ?? false) +
    `<style>${p.css}</style>` +
    `<script nonce="${p.nonce}">document.documentElement.className='js'</script>` +
    `</head><body><div id="root">${p.appHtml}</div>` +
    `<script type="application/json" id="wx-state">${jsonForScript(p.state)}</script>` +
    loader +
    `</body></html>`
  );
}
