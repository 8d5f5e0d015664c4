import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, type LaunchedBrowser } from '../support/browser.ts';
import { hydrated } from '../support/journey.ts';
import { startSite, type RunningSite } from '../support/site.ts';

/**
 * Issue 28, item 2: a real service configured changes nothing else. For each setting the site
 * starts with it on, and Chromium, enforcing the page's Content-Security-Policy, may reach that
 * service's hosts (Playwright answers for them: nothing leaves this machine) and no other.
 */
let chromium: LaunchedBrowser;
beforeAll(async () => {
  chromium = await launchBrowser();
});
afterAll(() => chromium?.close());

type Kind = 'fetch' | 'script' | 'img' | 'media';

/** Every https request the page makes is answered here and recorded. */
async function standIns(context: BrowserContext, special?: (route: Route) => Promise<boolean>) {
  const reached: string[] = [];
  await context.route(
    (url) => url.protocol === 'https:',
    async (route) => {
      reached.push(route.request().url());
      if (special && (await special(route))) return;
      await route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*' },
        body: '',
      });
    },
  );
  return reached;
}

/** Asks the page to load `url` as `kind`; resolves once the browser has settled it. */
async function load(page: Page, kind: Kind, url: string): Promise<void> {
  await page.evaluate(
    ([kind, url]) =>
      new Promise<void>((done) => {
        if (kind === 'fetch') {
          void fetch(url).then(
            () => done(),
            () => done(),
          );
          return;
        }
        const el = document.createElement(kind === 'media' ? 'video' : kind);
        el.addEventListener('error', () => done());
        el.addEventListener('load', () => done());
        el.addEventListener('loadeddata', () => done());
        // A CSP refusal may be reported without an error event on the element.
        document.addEventListener('securitypolicyviolation', () => done());
        (el as HTMLImageElement).src = url;
        document.body.append(el);
      }),
    [kind, url] as const,
  );
}

interface Case {
  setting: string;
  env: Record<string, string>;
  reachable: Array<[Kind, string]>;
}
const ELSEWHERE: Array<[Kind, string]> = [
  ['fetch', 'https://elsewhere.example/data'],
  ['script', 'https://elsewhere.example/x.js'],
  ['media', 'https://elsewhere.example/v.mp4'],
];

const CASES: Case[] = [
  {
    setting: 'SEARCH_HOSTS (a hosted search index)',
    env: { SEARCH_HOSTS: 'myapp-dsn.search.example' },
    reachable: [['fetch', 'https://myapp-dsn.search.example/1/indexes/*/queries']],
  },
  {
    setting: 'VIDEO_BRIGHTCOVE_* (video files and posters)',
    env: {
      VIDEO_BRIGHTCOVE_ACCOUNT: '6000000000001',
      VIDEO_BRIGHTCOVE_PLAYLIST: '1789000000001',
      VIDEO_BRIGHTCOVE_POLICY_KEY: 'BCpk-test',
    },
    reachable: [
      ['media', 'https://manifest.prod.boltdns.net/manifest/v1/x.mp4'],
      ['img', 'https://cf-images.ap-southeast-2.prod.boltdns.net/poster.jpg'],
    ],
  },
  {
    setting: 'RUM_* and POSTHOG_* (monitoring)',
    env: {
      RUM_APPLICATION_ID: 'app',
      RUM_CLIENT_TOKEN: 'pub-token',
      POSTHOG_TOKEN: 'phc_test',
      POSTHOG_HOST: 'https://ph.analytics.example',
    },
    reachable: [
      ['fetch', 'https://rum.browser-intake-datadoghq.com/api/v2/rum'],
      ['fetch', 'https://ph.analytics.example/e/'],
    ],
  },
  {
    setting: 'AUDIENCE_* (audience measurement)',
    env: { AUDIENCE_APP_ID: 'nz-weather', AUDIENCE_SDK_URL: 'https://sdk.audience.example/sdk.js' },
    reachable: [['script', 'https://sdk.audience.example/sdk.js']],
  },
  {
    setting: 'CAP_FEED_URL, TRAFFIC_FEED_URL (feeds the server reads)',
    env: {
      CAP_FEED_URL: 'https://alerts.feeds.example/cap/rss',
      TRAFFIC_FEED_URL: 'https://traffic.feeds.example/events.json',
      LOG_LEVEL: 'error',
    },
    reachable: [],
  },
];

describe('each configured service may be reached by the browser, and nothing else', () => {
  it.each(CASES)(
    '$setting',
    async ({ env, reachable }) => {
      const site = await startSite(env);
      const context = await newContext(chromium.browser, DESKTOP);
      try {
        const reached = await standIns(context);
        const page = await context.newPage();
        await page.goto(`${site.url}/about/data-sources`);
        await hydrated(page);
        for (const [kind, url] of reachable) {
          await load(page, kind, url);
          expect(reached, `${kind} ${url}`).toContain(url);
        }
        // The feeds' own hosts are not the browser's business.
        const others: Array<[Kind, string]> = [
          ...ELSEWHERE,
          ['fetch', 'https://alerts.feeds.example/cap/rss'],
        ];
        for (const [kind, url] of others) {
          await load(page, kind, url);
          expect(reached, `${kind} ${url}`).not.toContain(url);
        }
      } finally {
        await context.close();
        await site.close();
      }
    },
    60_000,
  );

  it('with SEARCH_HOSTS set to a stand-in, a visitor searches and gets results', async () => {
    const site: RunningSite = await startSite({ SEARCH_HOSTS: 'myapp-dsn.search.example' });
    const context = await newContext(chromium.browser, DESKTOP);
    try {
      // The stand-in answers as a hosted index would: here, with this site's own index.
      const reached = await standIns(context, async (route) => {
        const url = new URL(route.request().url());
        if (url.host !== 'myapp-dsn.search.example') return false;
        const answer = await route.fetch({ url: `${site.url}${url.pathname}${url.search}` });
        await route.fulfill({
          response: answer,
          headers: { ...answer.headers(), 'access-control-allow-origin': '*' },
        });
        return true;
      });
      const page = await context.newPage();
      await page.goto(`${site.url}/towns-cities/locations/auckland`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Search for a location' }).click();
      await page.getByRole('combobox', { name: 'Search for a location' }).fill('Wellington');
      await page
        .getByRole('option', { name: /^Wellington\b/ })
        .first()
        .waitFor();
      expect(reached.some((u) => u.startsWith('https://myapp-dsn.search.example/1/'))).toBe(true);
    } finally {
      await context.close();
      await site.close();
    }
  }, 60_000);
});
