import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';
import { XSS as CORPUS } from '../support/xss-vectors.ts';

/**
 * Part of the probe's corpus (issue 11) as tests: hostile requests never get a 5xx, and XSS
 * vectors never run in Chromium (a dialog listener counts executions).
 */
const journey = useSiteAndBrowser();

/** The first vectors of the corpus (all of it runs in xss-corpus.test.ts). */
const XSS = CORPUS.slice(0, 8);

/** Sends a request as raw as fetch allows (any method, header and body). */
function send(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
) {
  const url = new URL(journey.site.url);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: init.method ?? 'GET',
        headers: init.headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const SEARCH =
  '/1/indexes/*/queries?x-algolia-application-id=local&x-algolia-api-key=public-search-key';

describe('hostile requests', () => {
  it('never get a 5xx', async () => {
    const probes: [string, Parameters<typeof send>[1]?][] = [
      ['/../../etc/passwd'],
      ['/%2e%2e/%2e%2e/etc/passwd'],
      ['/api/pages/..%2f..%2fpackage.json'],
      ['/api/pages/%252e%252e/secret'],
      ['/api/pages/%zz'],
      ['/api/pages/%00'],
      ['/%c0%ae%c0%ae/'],
      [`/${'a'.repeat(5000)}`],
      [`/api/pages/${'b/'.repeat(2000)}`],
      ['/national', { headers: { 'x-big': 'x'.repeat(15_000) } }],
      [
        '/api/favourites/order',
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: 'x'.repeat(2_000_000),
        },
      ],
      [
        '/api/favourites/order',
        { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"items":' },
      ],
      [
        '/api/favourites/order',
        { method: 'PUT', headers: { 'content-type': 'application/xml' }, body: '<a/>' },
      ],
      [
        '/api/favourites/order',
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ items: XSS, topCount: 1 }),
        },
      ],
      [
        SEARCH,
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' },
          body: gzipSync(Buffer.alloc(50_000_000, 32)),
        },
      ],
      [
        SEARCH,
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({
            requests: XSS.map((query) => ({ indexName: 'prod_index', query })),
          }),
        },
      ],
      [
        SEARCH,
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '['.repeat(100_000) },
      ],
      ['/national', { method: 'DELETE' }],
      ['/national', { method: 'PATCH', body: '{}' }],
      [
        '/api/pages/national',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      ],
      ['/national', { method: 'OPTIONS' }],
      ['/national', { method: 'TRACE' }],
      ...XSS.map((v): [string] => [`/towns-cities/locations/${encodeURIComponent(v)}`]),
      ...XSS.map((v): [string] => [`/national?day=${encodeURIComponent(v)}`]),
      ...XSS.map((v): [string] => [`/api/favourites/${encodeURIComponent(v)}`]),
      ['/api/warnings-service/towns-cities/%3Cscript%3E'],
    ];
    const answers: [string, number][] = [];
    for (const [path, init] of probes)
      answers.push([`${init?.method ?? 'GET'} ${path.slice(0, 60)}`, await send(path, init)]);
    expect(answers.filter(([, status]) => status >= 500 || status === 0)).toEqual([]);
  }, 120_000);
});

describe('XSS vectors in Chromium', () => {
  it('run nowhere: in paths, the day parameter and the search box', async () => {
    const context = await newContext(journey.browser, { viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    let executions = 0;
    page.on('dialog', async (dialog) => {
      executions++;
      await dialog.dismiss();
    });
    for (const vector of XSS.slice(0, 4)) {
      await page.goto(`${journey.site.url}/towns-cities/locations/${encodeURIComponent(vector)}`);
      await page.goto(
        `${journey.site.url}/national?day=${encodeURIComponent(vector)}#${encodeURIComponent(vector)}`,
      );
    }
    await hydrated(page);
    await page.getByRole('button', { name: 'Search for a location' }).click();
    const input = page.getByRole('combobox', { name: 'Search for a location' });
    for (const vector of XSS) {
      await input.fill(vector);
      await input.press('Enter');
    }
    // One more navigation and a settled page: anything queued would have run by now.
    await page.goto(`${journey.site.url}/national`);
    await hydrated(page);
    expect(executions).toBe(0);
    await context.close();
  }, 120_000);
});

describe("junk in every record this site keeps in the browser's storage", () => {
  it('the page renders, its header works, and the valid entries among the junk are kept', async () => {
    const context = await newContext(journey.browser, { viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'nzweather.favourites',
        JSON.stringify({
          items: [7, 'towns-cities/auckland', '<script>alert(1)</script>', null, 'a//b'],
          topCount: 'x',
        }),
      );
      localStorage.setItem(
        'nzweather.favourites-changes',
        '{"towns-cities/wellington":{"op":"add","at":1},"__proto__":{"op":"add"},"x":5,"towns-cities/nelson":{"op":"drop","at":"now"}}',
      );
      localStorage.setItem(
        'nzweather.recentSearches',
        JSON.stringify([
          5,
          { title: 'Dunedin', type: 'towns-cities', url: '/towns-cities/locations/dunedin' },
          { title: 'Evil', type: 'x', url: 'javascript:alert(1)' },
          { title: 'Elsewhere', type: 'x', url: '//evil.example' },
        ]),
      );
      sessionStorage.setItem('nzweather.forcedReload', '{"version":');
      sessionStorage.setItem('nzweather.interstitialShown', '\u0000{[');
      localStorage.setItem('nzweather.unknown', 'x'.repeat(10_000));
    });
    const page = await context.newPage();
    const faults: string[] = [];
    page.on('pageerror', (error) => faults.push(error.message));
    page.on('dialog', async (dialog) => {
      faults.push(`dialog: ${dialog.message()}`);
      await dialog.dismiss();
    });
    await page.goto(`${journey.site.url}/national`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Favourites', exact: true }).click();
    const places = page
      .getByRole('list', { name: 'My Favourites' })
      .filter({ hasNot: page.getByRole('button') })
      .getByRole('link');
    await expect
      .poll(() => places.allTextContents(), { timeout: 15_000 })
      .toEqual([expect.stringContaining('Auckland'), expect.stringContaining('Wellington')]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search for a location' }).click();
    const recent = page.getByRole('dialog', { name: 'Search' }).getByRole('link');
    await expect.poll(() => recent.allTextContents()).toContain('Dunedin');
    expect(await recent.allTextContents()).not.toContain('Evil');
    expect(await recent.allTextContents()).not.toContain('Elsewhere');
    expect(faults).toEqual([]);
    await context.close();
  }, 60_000);
});
