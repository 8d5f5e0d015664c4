import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext, type LaunchedBrowser } from '../support/browser.ts';
import { sharedBrowser, sharedSite } from '../support/fixtures.ts';
import { hydrated } from '../support/journey.ts';
import { startSite, type RunningSite } from '../support/site.ts';

/**
 * Issue 13 "Done when": with monitoring configured the real RUM SDK sends a view per route
 * change, to a local stand-in for the provider (the SDK's `proxy` option) that records what it
 * receives; without the configuration nothing is sent and the SDK is never downloaded.
 */
interface RumEvent {
  type?: string;
  view?: { id?: string; name?: string; url?: string };
}

let intake: Server;
const received: RumEvent[] = [];
let configured: RunningSite;
/** The worker's site, with nothing configured. */
let plain: { url: string };
let chromium: LaunchedBrowser;

beforeAll(async () => {
  intake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (body[0] === 0x1f && body[1] === 0x8b) body = gunzipSync(body);
      for (const line of body.toString('utf8').split('\n')) {
        try {
          received.push(JSON.parse(line) as RumEvent);
        } catch {
          // Not an event line (replay segments are multipart): not what this test counts.
        }
      }
      res.writeHead(202, { 'access-control-allow-origin': '*' }).end();
    });
  });
  await new Promise<void>((r) => intake.listen(0, '127.0.0.1', r));
  const port = (intake.address() as AddressInfo).port;
  // One after another: start-ups in parallel on a busy two-core machine run into plugin timeouts.
  configured = await startSite({
    RUM_APPLICATION_ID: 'test-app',
    RUM_CLIENT_TOKEN: 'pub-test-token',
    RUM_SESSION_SAMPLE_RATE: '100',
    RUM_PROXY: `http://127.0.0.1:${port}/rum`,
  });
  plain = await sharedSite();
  chromium = await sharedBrowser();
});

afterAll(async () => {
  await chromium?.close();
  await configured?.close();
  await new Promise((r) => intake?.close(r));
});

const primaryLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name, exact: true });

/** Visits /national, then three pages in-app, then hides the page (the SDK flushes on hide). */
async function visit(site: { url: string }): Promise<Page> {
  const context = await newContext(chromium.browser, DESKTOP);
  const page = await context.newPage();
  await page.goto(site.url + '/national');
  await hydrated(page);
  await page.waitForFunction(() => document.documentElement.dataset.afterLoad === 'started');
  for (const [name, heading] of [
    ['Marine', /Marine/],
    ['Rural', /Rural/],
    ['Towns & Cities', /Towns/],
  ] as const) {
    await primaryLink(page, name).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(heading);
  }
  await hide(page);
  return page;
}

/** The SDK flushes its batch when the page is hidden; its view updates come a little later. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const viewNames = () => [
  ...new Map(
    received.filter((e) => e.type === 'view' && e.view?.id).map((e) => [e.view?.id, e.view?.name]),
  ).values(),
];

describe('monitoring', () => {
  it('sends one RUM view per page shown, to the configured endpoint', async () => {
    const page = await visit(configured);
    await expect
      .poll(async () => (await hide(page), viewNames().slice(0, 4)), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['/national', '/marine', '/rural']));
    // One view per page, never two for the same one.
    const names = viewNames();
    expect(new Set(names).size).toBe(names.length);
    await page.context().close();
  });

  it('loads and sends nothing when monitoring is not configured', async () => {
    received.length = 0;
    const page = await visit(plain);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    expect(scripts.some((s) => /\/assets\/rum-/.test(s))).toBe(false);
    // The configured site's pages may still send their last batch as they close (RUM flushes on
    // unload): only an event about a page of the plain site would be this page's.
    expect(received.filter((e) => e.view?.url?.startsWith(plain.url))).toEqual([]);
    await page.context().close();
  });
});
