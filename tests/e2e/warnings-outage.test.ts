import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARNINGS_FAILED_TEXT } from '#engine/warnings-view.ts';
import { HTML_CACHE } from '#server/ssr/page-route.ts';
import { DESKTOP, launchBrowser, newContext, type LaunchedBrowser } from '../support/browser.ts';
import { startSite } from '../support/site.ts';
import { startUpstream } from '../support/upstream.ts';
import { capXml } from '../support/warnings-fixtures.ts';

/**
 * Issue 28, item 4: before the CAP feed first answers, the alerts are unknown. A visitor without
 * scripts reads that the warnings cannot be fetched (the spec's failure words), never 'Loading'
 * for ever; the warnings pages answer 503 with Retry-After and nothing a cache would keep, and
 * say so where the list and map would be. Once the feed answers, all is as usual.
 */
let chromium: LaunchedBrowser;
beforeAll(async () => {
  chromium = await launchBrowser();
});
afterAll(() => chromium?.close());

const AUCKLAND_AREA = '-36.6,174.5 -36.6,175.0 -37.1,175.0 -37.1,174.5 -36.6,174.5';
const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Warnings</title><entry><title>w</title><link type="application/cap+xml" href="/cap/watch.xml"/></entry></feed>`;

describe('before the warnings feed first answers', () => {
  it('pages say the warnings cannot be fetched, warnings pages answer 503, and both recover', async () => {
    const feed = await startUpstream((req, res) => {
      const body =
        req.url === '/feed'
          ? atom
          : req.url === '/cap/watch.xml'
            ? capXml({ identifier: 'watch', colour: 'Yellow', polygon: AUCKLAND_AREA })
            : undefined;
      if (body) res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
      else res.writeHead(404).end();
    });
    feed.stop();
    const site = await startSite({
      CAP_FEED_URL: `${feed.url}/feed`,
      CAP_POLL_SECONDS: '1',
      // The 'CAP feed unreachable' lines are expected here.
      LOG_LEVEL: 'error',
    });
    const context = await newContext(chromium.browser, DESKTOP, false);
    try {
      const page = await context.newPage();
      const town = await page.goto(`${site.url}/towns-cities/locations/auckland`);
      expect(town?.status()).toBe(200);
      expect(town?.headers()['cache-control']).toBe('no-store');
      const bar = page.getByRole('region', { name: 'Severe weather warnings' }).getByRole('status');
      expect(await bar.textContent()).toBe(WARNINGS_FAILED_TEXT);

      const warnings = await page.goto(`${site.url}/warnings/home`);
      expect(warnings?.status()).toBe(503);
      expect(warnings?.headers()['retry-after']).toBe('20');
      expect(warnings?.headers()['cache-control']).toBe('no-store');
      // Where the list and the map would be, the page says why they are not.
      expect(await page.getByText(WARNINGS_FAILED_TEXT).count()).toBe(2);
      expect(await page.getByRole('heading', { name: 'What the levels mean' }).count()).toBe(1);

      // The feed answers: the next poll reads it, and pages are as usual again.
      feed.start();
      await expect
        .poll(async () => (await context.request.get(`${site.url}/warnings/home`)).status(), {
          timeout: 15_000,
        })
        .toBe(200);
      const again = await page.goto(`${site.url}/towns-cities/locations/auckland`);
      expect(again?.headers()['cache-control']).toBe(HTML_CACHE);
      expect(await bar.textContent()).toBe('1 Watch in force for this location');
    } finally {
      await context.close();
      await site.close();
      await feed.close();
    }
  }, 60_000);
});
