import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { SEARCH_DEBOUNCE_MS } from '#machines/search.machine.ts';
import { WARNINGS_REFETCH_MS, WARNINGS_RETRY_MS } from '#machines/warnings.machine.ts';
import { SEARCH_FAILED_TEXT } from '#src/search/search-texts.ts';
import { DATA_RETRY_MS, DATA_UNAVAILABLE_TEXT } from '#src/app/data-retry.ts';
import { FAILED_TEXT as WARNINGS_FAILED_TEXT } from '#src/warnings/warnings-text.ts';
import { DESKTOP, newContext } from '../support/browser.ts';
import { TEST_NOW_MS } from '../support/clock.ts';
import { sharedBrowser } from '../support/fixtures.ts';
import type { LaunchedBrowser } from '../support/browser.ts';
import { hydrated } from '../support/journey.ts';
import { startSite } from '../support/site.ts';
import { startUpstream } from '../support/upstream.ts';
import { capXml } from '../support/warnings-fixtures.ts';
import { openMeteoFixture, recordedAnswerFile } from '../support/open-meteo-fixtures.ts';

/**
 * Faults in a browser session (issue 11), upstream side: the services the server itself reads
 * (the CAP warnings feed, the weather provider) stop and start again during a visit. Each is a
 * stand-in on a loopback port; the page's clock is moved on, never waited for.
 */
let chromium: LaunchedBrowser;
beforeAll(async () => {
  chromium = await sharedBrowser();
});
afterAll(() => chromium?.close());

/**
 * A page on a faked clock, recording uncaught errors, with Chromium's HTTP cache off: the cache
 * keeps real time, so a refetch the faked clock brings forward would otherwise not ask.
 */
async function visitPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.clock.install({ time: TEST_NOW_MS });
  return { page, errors };
}

/** Opens Auckland's page and waits until it is interactive. */
async function openAuckland(page: Page, site: { url: string }): Promise<void> {
  await page.goto(`${site.url}/towns-cities/locations/auckland`);
  await hydrated(page);
}

const AUCKLAND_AREA = '-36.6,174.5 -36.6,175.0 -37.1,175.0 -37.1,174.5 -36.6,174.5';
const atom = (ids: string[]) => `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Warnings</title>
${ids.map((id) => `<entry><title>${id}</title><link type="application/cap+xml" href="/cap/${id}.xml"/></entry>`).join('\n')}
</feed>`;

describe('the CAP warnings feed stops and starts again', () => {
  it('the bar says it cannot get warnings until the feed first answers, keeps the last good ones through an outage, and picks up a new one by itself', async () => {
    const alerts = new Map([
      ['watch', capXml({ identifier: 'watch', colour: 'Yellow', polygon: AUCKLAND_AREA })],
    ]);
    const feed = await startUpstream((req, res) => {
      const id = /^\/cap\/([a-z]+)\.xml$/.exec(req.url ?? '')?.[1];
      const body = req.url === '/feed' ? atom([...alerts.keys()]) : id && alerts.get(id);
      if (body) res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
      else res.writeHead(404).end();
    });
    feed.stop();
    const capDir = await mkdtemp(join(tmpdir(), 'wx-cap-'));
    const site = await startSite({
      CAP_FEED_URL: `${feed.url}/feed`,
      CAP_DIR: capDir,
      CAP_POLL_SECONDS: '1',
      // The outage's 'CAP feed unreachable' lines are expected here.
      LOG_LEVEL: 'error',
    });
    const context = await newContext(chromium.browser, DESKTOP);
    try {
      const { page, errors } = await visitPage(context);
      const bar = page.getByRole('region', { name: 'Severe weather warnings' }).getByRole('status');
      const apiStatus = async () =>
        (
          await context.request.get(`${site.url}/api/warnings-service/towns-cities/auckland`)
        ).status();

      // The feed has never answered: the alerts are unknown, which is not 'no warnings'.
      await openAuckland(page, site);
      await expect.poll(() => bar.textContent()).toBe(WARNINGS_FAILED_TEXT);
      expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);

      // The feed comes up; the server reads it on its next poll, the page on its next retry.
      feed.start();
      await expect.poll(apiStatus).toBe(200);
      await page.clock.fastForward(WARNINGS_RETRY_MS);
      await expect.poll(() => bar.textContent()).toBe('Watch: 1 Watch in force for this location');

      // The feed stops: the server keeps the last good alerts, the page keeps showing them.
      feed.stop();
      const before = feed.refused;
      await expect.poll(() => feed.refused).toBeGreaterThan(before);
      await page.clock.fastForward(WARNINGS_REFETCH_MS);
      await expect.poll(apiStatus).toBe(200);
      expect(await bar.textContent()).toBe('Watch: 1 Watch in force for this location');
      expect(await page.getByText(WARNINGS_FAILED_TEXT).count()).toBe(0);

      // It comes back with a new warning: the page shows it by its next refetch, no reload.
      alerts.set(
        'warning',
        capXml({ identifier: 'warning', colour: 'Orange', polygon: AUCKLAND_AREA }),
      );
      feed.start();
      await expect
        .poll(async () =>
          (
            await context.request.get(`${site.url}/api/warnings-service/towns-cities/auckland`)
          ).json(),
        )
        .toMatchObject({ warnings: [{ warnLevel: 'orange' }, { warnLevel: 'yellow' }] });
      await page.clock.fastForward(WARNINGS_REFETCH_MS);
      await expect
        .poll(() => bar.textContent())
        .toBe('Orange warning: 1 Warning and 1 Watch in force for this location');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await site.close();
      await feed.close();
      await rm(capDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('search stops and starts again', () => {
  it('the overlay says search is not available, the header and page keep working, and the next search after it is back lists results', async () => {
    const site = await startSite();
    const context = await newContext(chromium.browser, DESKTOP);
    try {
      const { page, errors } = await visitPage(context);
      await openAuckland(page, site);

      // The search service is down: its queries are refused (the site's own /1/ API here; a
      // hosted index in production, SEARCH_HOSTS).
      await context.route('**/1/indexes/**', (route) => route.abort('connectionrefused'));
      await page.getByRole('button', { name: 'Search for a location' }).click();
      const box = page.getByRole('combobox', { name: 'Search for a location' });
      await box.fill('Wellington');
      await page.clock.fastForward(SEARCH_DEBOUNCE_MS);
      const failed = page.getByRole('alert').filter({ hasText: SEARCH_FAILED_TEXT });
      await failed.waitFor();
      expect(await page.getByRole('option').count()).toBe(0);
      if (process.env.SCREENSHOTS)
        await page.screenshot({ path: `${process.env.SCREENSHOTS}/search-down.png` });

      // The page stays usable: search closes, the forecast is there, the header's menus open.
      await page.keyboard.press('Escape');
      expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Favourites', exact: true }).click();
      await page.keyboard.press('Escape');

      // Back again: the next search answers and the failure text goes.
      await context.unroute('**/1/indexes/**');
      await page.getByRole('button', { name: 'Search for a location' }).click();
      await box.fill('Wellingto');
      await page.clock.fastForward(SEARCH_DEBOUNCE_MS);
      await page
        .getByRole('option', { name: /^Wellington\b/ })
        .first()
        .waitFor();
      expect(await failed.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await site.close();
    }
  }, 60_000);
});

describe('the weather provider stops and starts again', () => {
  it('the data parts of the next page say they are not available, the rest of the page stays, and they fill in by themselves', async () => {
    // Open-Meteo's recorded answers, served by a stand-in the site is configured to use.
    const provider = await startUpstream((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(openMeteoFixture(recordedAnswerFile(url)));
    });
    const site = await startSite({ WEATHER_PROVIDER: 'open-meteo', OPEN_METEO_URL: provider.url });
    const context = await newContext(chromium.browser, DESKTOP);
    try {
      const { page, errors } = await visitPage(context);
      await openAuckland(page, site);
      await page.getByRole('region', { name: 'Auckland now' }).waitFor();
      await page.evaluate(() => ((window as unknown as { visit: number }).visit = 1));

      // The provider stops; the visitor goes on to a nearby town (in the page, no reload).
      provider.stop();
      const nearby = page.getByRole('region', { name: 'Nearby towns' }).getByRole('link').first();
      const town = (await nearby.textContent())!.trim();
      await nearby.click();
      await page.getByRole('heading', { level: 1, name: new RegExp(town) }).waitFor();
      const parts = [`${town} now`, `${town} forecast`, 'Next 48 hours', 'Rain forecast'];
      for (const name of parts)
        await page
          .getByRole('region', { name })
          .getByRole('status')
          .filter({ hasText: DATA_UNAVAILABLE_TEXT })
          .waitFor();
      expect(provider.refused).toBeGreaterThan(0);
      // The rest of the page is there and works.
      expect(await page.getByRole('region', { name: 'Nearby towns' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Search for a location' }).click();
      await page.getByRole('combobox', { name: 'Search for a location' }).waitFor();
      await page.keyboard.press('Escape');
      if (process.env.SCREENSHOTS)
        await page.screenshot({ path: `${process.env.SCREENSHOTS}/provider-down.png` });

      // The provider is back. The server answers its last failure for a few seconds without
      // asking again (server/upstream-cache.ts), so wait until it has asked; then, within one
      // retry time, each part fills in by itself.
      provider.start();
      const key = new URL(page.url()).pathname.split('/').at(-1);
      await expect
        .poll(
          async () =>
            (
              await context.request.get(`${site.url}/api/data/forecast/towns-cities/${key}`)
            ).status(),
          { timeout: 15_000, interval: 500 },
        )
        .toBe(200);
      await page.clock.fastForward(DATA_RETRY_MS);
      await expect.poll(() => page.getByText(DATA_UNAVAILABLE_TEXT).count()).toBe(0);
      for (const name of parts)
        expect(await page.getByRole('region', { name }).isVisible(), name).toBe(true);
      expect(await page.getByRole('region', { name: `${town} now` }).textContent()).toMatch(/°/);
      expect(await page.evaluate(() => (window as unknown as { visit?: number }).visit)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await site.close();
      await provider.close();
    }
  }, 60_000);
});
