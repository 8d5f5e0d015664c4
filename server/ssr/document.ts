import type { PageHead } from '#engine/metadata.ts';
import type { InlinedCss } from './assets.ts';
import { FAVICON_PATH } from './favicon.ts';

export interface DocumentParts {
  head: PageHead;
  /** Adds the prerender 404 status tag (spec: 4xx pages show '404: Page Not Found'). */
  status404?: boolean;
  /** Inlined CSS and the files it came from (see ClientAssets.css). */
  css: InlinedCss;
  /** CSS reserving the page's ad slots (engine/ad-space.ts); empty when there are none. */
  adSpace?: string;
  appHtml: string;
  /** JSON handed to the client so it hydrates without fetching the page again. */
  state: unknown;
  /** The dark-scheme colours' URL (decision 012); absent without a client build. */
  darkCss?: string;
  /** Client entry URL; absent when there is no client build (the page still works). */
  clientEntry?: string;
  /** Site-wide notice HTML outside the React root (the demo notice); no client code needed. */
  notice?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

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

/** '/assets/Text-BPXokLw7.css' as 'Text-BPXokLw7' (registerInlinedCss in the client adds them back). */
export function cssFileName(path: string): string {
  return path.replace(/^\/assets\//, '').replace(/\.css$/, '');
}

const FAVICON = `<link rel=icon href=${FAVICON_PATH}>`;

function headHtml(h: PageHead, status404: boolean): string {
  const e = escapeHtml;
  let tags = `<title>${e(h.title)}</title><link rel="canonical" href="${e(h.canonical)}">`;
  for (const m of h.meta) {
    tags +=
      'name' in m
        ? `<meta name="${e(m.name)}" content="${e(m.content)}">`
        : `<meta property="${e(m.property)}" content="${e(m.content)}">`;
  }
  if (status404) tags += `<meta name="prerender-status-code" content="404">`;
  return tags;
}

/**
 * Adds the client entry once the first contentful paint has happened (paint timing), or after
 * `load` in browsers without it, so hydration never competes with what a visitor first sees.
 */
function afterFirstPaint(src: string): string {
  return (
    `(function(){var done=0;function go(){if(done)return;done=1;setTimeout(function(){var s=document.createElement('script');` +
    `s.type='module';s.src=${JSON.stringify(src)};document.head.appendChild(s)},0)}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}` +
    `else addEventListener('load',go)})()`
  );
}

/** Marks `html.js` before the first paint, so styles for scripted parts apply at once. */
const MARK_JS = "document.documentElement.className='js'";

/**
 * The inline scripts of every page built with this client entry: fixed texts, so the CSP allows
 * them by hash (app.documentCsp) and the HTML has nothing that differs per response.
 */
export function inlineScripts(clientEntry?: string): string[] {
  return clientEntry ? [MARK_JS, afterFirstPaint(clientEntry)] : [MARK_JS];
}

/**
 * The page's HTML. Critical CSS is inline so the first paint needs no second request. The only
 * script that runs before paint is one line marking `html.js`; the client bundle is added after
 * the first frame is painted, so hydration never delays what a visitor first sees.
 */
export function renderDocument(p: DocumentParts): string {
  const loader = p.clientEntry ? `<script>${afterFirstPaint(p.clientEntry)}</script>` : '';
  return (
    `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    FAVICON +
    headHtml(p.head, p.status404 ?? false) +
    // data-files lets the client skip loading these files again when it loads the page's modules;
    // named without their common '/assets/' and '.css' (bytes of the first response).
    `<style data-files="${escapeHtml(p.css.files.map(cssFileName).join(' '))}">${p.css.text}</style>` +
    (p.adSpace ? `<style id="wx-ad-space">${p.adSpace}</style>` : '') +
    // Colours only, so it cannot shift layout; the media query keeps it off a light-scheme
    // visitor's critical path (the browser fetches it late and does not wait for it).
    (p.darkCss
      ? `<link rel=stylesheet media="(prefers-color-scheme:dark)" href=${p.darkCss}>`
      : '') +
    `<script>${MARK_JS}</script>` +
    `</head><body>${p.notice ?? ''}<div id="root">${p.appHtml}</div>` +
    `<script type="application/json" id="wx-state">${jsonForScript(p.state)}</script>` +
    loader +
    `</body></html>`
  );
}
