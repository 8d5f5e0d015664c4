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
}

/** What a phone downloads for a page, measured in Chromium; sizes are gzip of each body. */
export async function pageBytes(url: string): Promise<PageBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const scripts: Array<{ start: number; body: Promise<Buffer> }> = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push({ start: res.request().timing().startTime, body: res.body() });
    });
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 30_000,
    });
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
    const sizes = await Promise.all(
      scripts.map(async (s) => ({ start: s.start, size: gz(await s.body) })),
    );
    return {
      htmlGzip: await htmlGzipBytes(url),
      cssGzip: gz(css),
      jsBeforePaintGzip:
        gz(inline) + sizes.filter((s) => s.start < fcpAt).reduce((a, s) => a + s.size, 0),
      jsBeforeInteractionGzip: gz(inline) + sizes.reduce((a, s) => a + s.size, 0),
      scriptsBeforeInteraction: sizes.length,
    };
  } finally {
    await browser.close();
  }
}
