import type { Page } from 'playwright-core';

/**
 * The probe's XSS corpus (issue 11): each vector would run `alert` (counted by a dialog
 * listener) or set `window.__xss` if any part of the site ever turned text into markup, a URL
 * into a script, or a template into code.
 */
export const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'-alert(1)-'",
  'javascript:alert(1)',
  '<svg/onload=alert(1)>',
  '</script><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '\u2028<script>alert(1)</script>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  "'><img src=x onerror=window.__xss=1>",
  '" onmouseover="window.__xss=1" autofocus onfocus="window.__xss=1" x="',
  "' onfocus='window.__xss=1' autofocus '",
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">click</a>',
  'JaVaScRiPt:window.__xss=1',
  ' \tjavascript:window.__xss=1',
  'java\u0000script:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '<body onload=alert(1)>',
  '<details open ontoggle=window.__xss=1>',
  '<input autofocus onfocus=window.__xss=1>',
  '<video><source onerror=window.__xss=1></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background:url(javascript:alert(1))">',
  '<div style="width:expression(alert(1))">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  '${alert(1)}',
  '<%= alert(1) %>',
  '\u202e<script>alert(1)</script>',
  '"\'`><\u0000script>alert(1)</script>',
];

/** Counts what the corpus could make run: dialogs now, `window.__xss` and the DOM when asked. */
export function watchExecutions(page: Page): { dialogs: string[] } {
  const seen = { dialogs: [] as string[] };
  page.on('dialog', async (dialog) => {
    seen.dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return seen;
}

export interface DomFindings {
  xss: boolean;
  /** Elements carrying an inline event handler attribute (onerror, onload...). */
  handlers: string[];
  /** Attributes whose value is a javascript:, vbscript: or data:text URL. */
  scriptUrls: string[];
  /** Elements the page never makes itself: script not from the site, iframe, object, embed, base. */
  foreign: string[];
}

/** What in the current document could run a vector, read in the page. */
export function domFindings(page: Page): Promise<DomFindings> {
  return page.evaluate(() => {
    const URL_ATTRIBUTES = [
      'href',
      'src',
      'srcdoc',
      'action',
      'formaction',
      'data',
      'xlink:href',
      'poster',
      'background',
      'ping',
      'cite',
    ];
    const handlers: string[] = [];
    const scriptUrls: string[] = [];
    const foreign: string[] = [];
    const describe = (el: Element) => el.outerHTML.slice(0, 120);
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) handlers.push(describe(el));
        // Browsers ignore control characters and spaces in a URL's scheme; so does this check.
        // eslint-disable-next-line no-control-regex
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (URL_ATTRIBUTES.includes(attr.name) && /^(javascript|vbscript):|^data:text/.test(value))
          scriptUrls.push(describe(el));
      }
      const tag = el.tagName.toLowerCase();
      if (['iframe', 'object', 'embed', 'base', 'frame'].includes(tag)) foreign.push(describe(el));
      if (tag === 'script') {
        // JSON data never runs; the site's own inline scripts are fixed texts with no vector in them.
        const src = el.getAttribute('src');
        const data = el.getAttribute('type') === 'application/json';
        const own =
          src === null
            ? data || !/alert|__xss/.test(el.textContent ?? '')
            : new URL(src, location.href).origin === location.origin;
        if (!own) foreign.push(describe(el));
      }
    }
    return {
      xss: (window as { __xss?: unknown }).__xss !== undefined,
      handlers,
      scriptUrls,
      foreign,
    };
  });
}

/** Every string leaf of a JSON value with its path (lists: their first `perArray` items, which holds every module of a slot). */
export function stringLeaves(
  value: unknown,
  perArray = 40,
  path: (string | number)[] = [],
): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.slice(0, perArray).flatMap((v, i) => stringLeaves(v, perArray, [...path, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, perArray, [...path, k]));
  return [];
}

export function getAt(root: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], root);
}

export function setAt(root: unknown, path: readonly (string | number)[], value: unknown): void {
  const parent = getAt(root, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = value;
}
