import { gzipSync } from 'node:zlib';
import { request } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from '../../tests/support/browser.ts';

const gz = (text: string | Buffer): number => gzipSync(text, { level: 6 }).length;

/** Bytes of the first HTML response as sent with gzip (one round trip is about 14 KB). */
export function htmlGzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let n = 0;
      res.on('data', (d: Buffer) => (n += d.length));
      res.on('end', () => resolve(n));
    });
    req.on('error', reject);
    req.end();
  });
}

export interface PageBytes {
  htmlGzip: number;
  cssGzip: number;
  /** Inline scripts plus any script requested before first contentful paint. */
  jsBeforePaintGzip: number;
  /** Every script fetched until the page is hydrated (interactive), inline ones included. */
  jsBeforeInteractionGzip: number;
  scriptsBeforeInteraction: number;
  /**
   * Scripts requested after the page became interactive: the lazy after-load chunks (version
   * check, ads, monitoring SDKs), by file name, gzip bytes. Not part of the budgets above.
   */
  lazyScripts: Record<string, number>;
  lazyJsGzip: number;
}

/** What a phone downloads for a page, measured in Chromium; sizes are gzip of each body. */
export async function pageBytes(url: string): Promise<PageBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const scripts: Array<{ url: string; start: number; body: Promise<Buffer> }> = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push({ url: res.url(), start: res.request().timing().startTime, body: res.body() });
    });
    // When the app marks itself interactive: what is requested after that is lazy.
    await page.addInitScript(() => {
      // Init scripts run before the document has an element: watch the document itself.
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.hydrated !== 'true') return;
        (window as unknown as { __hydratedAt: number }).__hydratedAt =
          performance.timeOrigin + performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const answer = await page.goto(url);
    if (answer?.status() !== 200)
      throw new Error(`${url} answered ${answer?.status()}: no bytes measured for a refusal`);
    // A page without the client entry (the no-script search page) has nothing to wait for.
    const scripted = await page.evaluate(
      () =>
        Boolean(document.getElementById('wx-state')) &&
        [...document.scripts].some((s) => /\.js"/.test(s.textContent ?? '')),
    );
    if (scripted) {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 30_000,
      });
      // The after-load chunk starts when the browser is idle; then its SDK chunks load.
      await page.waitForFunction(
        () => document.documentElement.dataset.afterLoad === 'started',
        null,
        {
          timeout: 30_000,
        },
      );
    }
    await page.waitForLoadState('networkidle');
    const hydratedAt = scripted
      ? await page.evaluate(() => (window as unknown as { __hydratedAt: number }).__hydratedAt)
      : Infinity;
    const fcpAt = await page.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
    );
    const raw = await (await fetch(url)).text();
    const inline = [
      ...raw.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .map((m) => m[1] ?? '')
      .join('');
    const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(raw)?.[1] ?? '';
    const all = await Promise.all(
      scripts.map(async (s) => ({ url: s.url, start: s.start, size: gz(await s.body) })),
    );
    const sizes = all.filter((s) => s.start <= hydratedAt);
    const lazy = all.filter((s) => s.start > hydratedAt);
    return {
      htmlGzip: await htmlGzipBytes(url),
      cssGzip: gz(css),
      jsBeforePaintGzip:
        gz(inline) + sizes.filter((s) => s.start < fcpAt).reduce((a, s) => a + s.size, 0),
      jsBeforeInteractionGzip: gz(inline) + sizes.reduce((a, s) => a + s.size, 0),
      scriptsBeforeInteraction: sizes.length,
      lazyScripts: Object.fromEntries(lazy.map((s) => [new URL(s.url).pathname, s.size])),
      lazyJsGzip: lazy.reduce((a, s) => a + s.size, 0),
    };
  } finally {
    await browser.close();
  }
}
