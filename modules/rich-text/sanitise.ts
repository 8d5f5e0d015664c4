/**
 * A strict allow-list HTML sanitiser that needs no DOM, so the server and the browser turn the
 * same HTML into the same nodes (hydration matches; no DOMPurify on one side and something else
 * on the other). It parses to a small node tree rendered as React elements, never as raw HTML:
 * text is always text. Kept: p, br, strong, em (b and i become strong and em), ul, ol, li, h3,
 * h4, and a with a safe href. Everything else is dropped with its text kept, except the contents
 * of script-like elements, which are dropped whole. Nesting is repaired the way a browser would
 * read it (a block closes an open paragraph), so server markup re-parses to the same tree.
 */

export type SafeTag = 'p' | 'br' | 'strong' | 'em' | 'ul' | 'ol' | 'li' | 'h3' | 'h4' | 'a';
export interface SafeElement {
  tag: SafeTag;
  href?: string;
  children: SafeNode[];
}
export type SafeNode = string | SafeElement;

const RENAMED: Record<string, SafeTag> = { b: 'strong', i: 'em' };
const ALLOWED = new Set<string>(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a']);
const BLOCKS = new Set<string>(['p', 'ul', 'ol', 'h3', 'h4']);
/** Elements whose content is not text to show. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'textarea',
  'title',
  'noscript',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'select',
  'head',
]);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  deg: '\u00b0',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** http(s), site-relative, in-page anchor or mailto; control characters and spaces are ignored as a browser would. */
export function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (
    /^https?:\/\/[^/\\]/i.test(href) ||
    /^\/(?![/\\])/.test(href) ||
    href.startsWith('#') ||
    /^mailto:[^:]+@/i.test(href)
  )
    return href;
  return null;
}

interface Tag {
  name: string;
  closing: boolean;
  attrs: Record<string, string>;
  end: number;
}

/** Reads the tag starting at `start` ('<'); null when it is not a tag (then '<' is text). */
function readTag(html: string, start: number): Tag | null {
  const m = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 80));
  if (!m) return null;
  let i = start + m[0].length;
  const attrs: Record<string, string> = {};
  const attr = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|\s*\/|\s+/y;
  while (i < html.length && html[i] !== '>') {
    attr.lastIndex = i;
    const a = attr.exec(html);
    if (!a || a[0] === '') {
      i++;
      continue;
    }
    if (a[1]) {
      const name = a[1].toLowerCase();
      if (!(name in attrs)) attrs[name] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    i = attr.lastIndex;
  }
  // A tag cut off by the end of the input is dropped, as a browser drops it.
  if (i >= html.length) return { name: 'unterminated', closing: true, attrs: {}, end: html.length };
  return { name: (m[2] ?? '').toLowerCase(), closing: m[1] === '/', attrs, end: i + 1 };
}

/** Parses an HTML fragment into allowed nodes only. */
export function sanitise(html: string): SafeNode[] {
  const root: SafeElement = { tag: 'p', children: [] };
  const stack: SafeElement[] = [root];
  const top = () => stack[stack.length - 1] as SafeElement;
  const inStack = (tag: SafeTag) => stack.slice(1).some((e) => e.tag === tag);
  const closeTo = (tag: SafeTag) => {
    const at = stack.findLastIndex((e, i) => i > 0 && e.tag === tag);
    if (at > 0) stack.length = at;
  };
  const text = (t: string) => {
    if (!t) return;
    const kids = top().children;
    const last = kids[kids.length - 1];
    if (typeof last === 'string') kids[kids.length - 1] = last + t;
    else kids.push(t);
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text(decodeEntities(html.slice(i)));
      break;
    }
    text(decodeEntities(html.slice(i, lt)));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      text('<');
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) {
        const close = html.toLowerCase().indexOf(`</${tag.name}`, i);
        i = close < 0 ? html.length : (readTag(html, close)?.end ?? html.length);
      }
      continue;
    }
    const name = (RENAMED[tag.name] ?? tag.name) as SafeTag;
    if (!ALLOWED.has(name)) continue;
    if (tag.closing) {
      if (name !== 'br') closeTo(name);
      continue;
    }
    if (BLOCKS.has(name)) {
      // Blocks sit at the top level or inside a list item, never inside inline text or a paragraph.
      while (stack.length > 1 && top().tag !== 'li') stack.pop();
    }
    if (name === 'li') {
      const list = stack.findLastIndex((e, k) => k > 0 && (e.tag === 'ul' || e.tag === 'ol'));
      if (list < 0) continue;
      stack.length = list + 1;
    }
    if (name === 'a' && inStack('a')) closeTo('a');
    const el: SafeElement = { tag: name, children: [] };
    if (name === 'a') {
      const href = safeHref(tag.attrs.href ?? '');
      if (href) el.href = href;
    }
    top().children.push(el);
    if (name !== 'br') stack.push(el);
  }
  return root.children;
}

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Serialises sanitised nodes back to HTML (for feeds, tests and anything that needs a string). */
export function toHtml(nodes: SafeNode[]): string {
  return nodes
    .map((n) => {
      if (typeof n === 'string') return escapeText(n);
      if (n.tag === 'br') return '<br>';
      const href = n.href ? ` href="${escapeAttr(n.href)}"` : '';
      return `<${n.tag}${href}>${toHtml(n.children)}</${n.tag}>`;
    })
    .join('');
}

/** Sanitised HTML string of an untrusted fragment. */
export function sanitiseHtml(html: string): string {
  return toHtml(sanitise(html));
}
