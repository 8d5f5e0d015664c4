/**
 * The preview frame's own script (issue 23): the first script of every preview document, inlined
 * by the server (server/tools/preview-document.ts) and allowed by its hash. The frame is sandboxed
 * without `allow-same-origin`, so the page's scripts run as on the site but cannot reach the
 * tools' origin, cookies or storage. This script makes that origin livable for the site's code,
 * without changing any of it:
 * - storage: the opaque origin has none (reading `localStorage` throws); each frame gets its own in
 *   memory, so a visitor's favourites in this browser are neither read nor changed;
 * - the site's API: requests to the site are handed to the editor, which asks the preview's own
 *   routes (the render's 'as of' time and scenario; favourites refused) with the editor's session;
 * - icons: `<use href="/assets/…svg#id">` may not cross origins, so uses point at the copy of the
 *   sprite the server put into the document;
 * - selection: while the editor selects, a click on a module selects it in the editor instead of
 *   doing what it does on the site (the header and footer still work).
 * It imports nothing at run time: the build must leave it one plain script.
 */
import type { FrameMessage, ToolsMessage } from './messages.ts';
import type { FRAME_SOURCE, MODULE_KEY_ATTRIBUTE, TOOLS_SOURCE } from './messages.ts';

// Literals typed by the shared constants: a change there fails the typecheck here.
const FRAME: typeof FRAME_SOURCE = 'wx-preview-frame';
const TOOLS: typeof TOOLS_SOURCE = 'wx-preview-tools';
const KEY: typeof MODULE_KEY_ATTRIBUTE = 'data-wx-key';
const SPRITE_PREFIX = 'wx-sprite-';
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (name: string) => items.get(String(name)) ?? null,
    setItem: (name: string, value: string) => void items.set(String(name), String(value)),
    removeItem: (name: string) => void items.delete(String(name)),
    clear: () => items.clear(),
  };
}

function start(): void {
  const editor = window.parent;
  const post = (message: FrameMessage) => editor.postMessage({ source: FRAME, ...message }, '*');
  const site = new URL(document.baseURI).origin;

  for (const name of ['localStorage', 'sessionStorage'] as const)
    Object.defineProperty(window, name, { value: memoryStorage(), configurable: true });

  // The site's API through the editor; scripts and styles of the build load directly.
  const direct = window.fetch.bind(window);
  const waiting = new Map<number, { resolve(r: Response): void; reject(e: unknown): void }>();
  let nextId = 0;
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== site || url.pathname.startsWith('/assets/')) return direct(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    return new Promise<Response>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve, reject });
      request.signal.addEventListener('abort', () => {
        waiting.delete(id);
        reject(new DOMException('The request was aborted.', 'AbortError'));
      });
      post({
        type: 'fetch',
        id,
        method: request.method,
        url: url.pathname + url.search,
        ...(body ? { body } : {}),
      });
    });
  };

  // Icons from the document's copy of the sprite (ids prefixed, so they cannot meet the page's).
  const spriteUse = /\/assets\/[^#/?]+\.svg#(.+)$/;
  const pointAtCopy = (use: Element) => {
    const id = spriteUse.exec(use.getAttribute('href') ?? '')?.[1];
    if (id && document.getElementById(SPRITE_PREFIX + id))
      use.setAttribute('href', `#${SPRITE_PREFIX}${id}`);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') pointAtCopy(record.target as Element);
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.localName === 'use') pointAtCopy(node);
        node.querySelectorAll('use').forEach(pointAtCopy);
      }
    }
  }).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['href'],
  });

  // Selection: the innermost module under a click, by the server's marker.
  let selecting = true;
  let selected: string | null = null;
  const style = document.createElement('style');
  style.textContent =
    `html[data-wx-selecting] [${KEY}]:hover{outline:2px dashed #1d70b8;outline-offset:2px;cursor:pointer}` +
    `[data-wx-selected]{outline:3px solid #1d70b8!important;outline-offset:2px}`;
  document.head.append(style);
  const showMode = () => document.documentElement.toggleAttribute('data-wx-selecting', selecting);
  showMode();
  const moduleAt = (target: EventTarget | null) =>
    target instanceof Element ? target.closest(`[${KEY}]`) : null;
  const outline = (reveal: boolean) => {
    document
      .querySelectorAll('[data-wx-selected]')
      .forEach((el) => el.removeAttribute('data-wx-selected'));
    if (!selected) return;
    const el = document.querySelector(`[${KEY}="${CSS.escape(selected)}"]`);
    el?.setAttribute('data-wx-selected', '');
    // Scrolled within the frame only (scrollIntoView would scroll the editor's page as well).
    const box = reveal ? el?.getBoundingClientRect() : undefined;
    if (box && (box.top < 0 || box.bottom > innerHeight))
      window.scrollTo({ top: Math.max(0, scrollY + box.top - 16) });
  };
  window.addEventListener(
    'click',
    (event) => {
      const module = selecting ? moduleAt(event.target) : null;
      const key = module?.getAttribute(KEY);
      if (!key) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      selected = key;
      outline(false);
      post({ type: 'select', key });
    },
    true,
  );

  let scrollQueued = false;
  window.addEventListener('scroll', () => {
    if (scrollQueued) return;
    scrollQueued = true;
    requestAnimationFrame(() => {
      scrollQueued = false;
      post({ type: 'scroll', scrollY: window.scrollY });
    });
  });
  window.addEventListener('error', (event) => post({ type: 'failed', message: event.message }));

  window.addEventListener('message', (event) => {
    const message = event.data as (ToolsMessage & { source?: unknown }) | null;
    if (event.source !== editor || message?.source !== TOOLS) return;
    if (message.type === 'mode') {
      selecting = message.selecting;
      showMode();
    } else if (message.type === 'selected') {
      selected = message.key;
      outline(message.reveal);
    } else if (message.type === 'scrollTo') {
      window.scrollTo(0, message.scrollY);
    } else if (message.type === 'fetched' || message.type === 'fetch-failed') {
      const wait = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.type === 'fetch-failed') wait?.reject(new TypeError(message.message));
      else
        wait?.resolve(
          // A status such as 204 or 304 may not have a body.
          new Response(NULL_BODY.has(message.status) ? null : message.body, {
            status: message.status,
            headers: { 'content-type': message.contentType },
          }),
        );
    }
  });

  addEventListener('DOMContentLoaded', () => {
    outline(false);
    post({ type: 'ready', scrollY: window.scrollY });
  });
}

start();
