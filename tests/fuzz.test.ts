import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { resolvePage } from '#engine/resolve.ts';
import { allModules } from '#engine/tree.ts';
import { validatePageDescriptionText } from '#engine/validate-text.ts';
import { registry } from '#modules/catalogue.ts';
import { createAjv } from '#schemas/ajv.ts';
import { validatePageDescription } from '#schemas/generated/validators.js';
import { parseCap } from '#server/warnings/cap-parser.ts';
import {
  contentWith,
  files,
  FUZZ_OPTIONS as options,
  mutatedPage,
  PAGES,
  RUNS,
} from './support/fuzz-inputs.ts';
import { catalogueContracts, memoryLogger } from './support/engine-fixtures.ts';
import { startSite, type RunningSite } from './support/site.ts';
import { XSS } from './support/xss-vectors.ts';

/**
 * Fuzzing (issue 11): random and mutated inputs never raise an uncaught exception and never get
 * a 5xx. Fixed seed and a bounded count here; `npm run fuzz` runs FUZZ_RUNS (default 20,000).
 */

/** Mutated content pages the live server loads from its content folder (pages/fuzz/r<i>). */
const SERVED = fc.sample(mutatedPage, { seed: options.seed, numRuns: Math.ceil(RUNS / 3) });
let site: RunningSite;
let content: Awaited<ReturnType<typeof contentWith>>;
beforeAll(async () => {
  content = await contentWith(SERVED);
  site = await startSite({
    CONTENT_DIR: content.dir,
    RENDER_RATE_LIMIT: '0',
    SEARCH_RATE_LIMIT: '0',
  });
});
afterAll(async () => {
  await site?.close();
  await content?.remove();
});

const inject = (init: InjectOptions) => site.app.inject(init);
const SEARCH =
  '/1/indexes/*/queries?x-algolia-application-id=local&x-algolia-api-key=public-search-key';
const CAPS = files('content/cap', '.xml').map((f) => readFileSync(f, 'utf8'));
/** The page schema compiled afresh from its source: the oracle for the shipped validator. */
const fromSource = createAjv().getSchema('page-description.schema.json')!;
const ERROR_PAGE = /Oops! There(?:'|&#x27;|&#39;)s been an error/;

describe('fuzzing', () => {
  it('mutated page descriptions: validated as the schema says, then resolved without a throw', () => {
    fc.assert(
      fc.property(mutatedPage, fc.boolean(), (page, debug) => {
        const result = validatePageDescriptionText(JSON.stringify(page) ?? '', 'fuzz.json');
        // Every input the schema refuses is refused (and nothing it accepts), as the source says.
        expect(result.ok).toBe(page !== undefined && fromSource(page) === true);
        if (!result.ok) return;
        const logger = memoryLogger();
        const tree = resolvePage(result.value, registry, {
          debug,
          logger,
          contracts: catalogueContracts,
        });
        expect(tree.url).toBe(result.value.url);
        // Live, a module its schema refuses is dropped (and logged); in debug it shows its problem.
        const problems = allModules(tree).filter((m) => m.problem !== undefined);
        if (!debug) expect(problems).toEqual([]);
        if (result.moduleIssues.length > 0 && !debug) expect(logger.errors).not.toEqual([]);
      }),
      options,
    );
    // Every shipped file is valid, and a description without its layout never is.
    for (const page of PAGES) expect(validatePageDescription(page)).toBe(true);
    for (const page of PAGES)
      expect(validatePageDescription({ ...(page as object), layout: 7 })).toBe(false);
  });

  it('mutated page descriptions served live: the page, or the error page with a 500', async () => {
    const outcomes = new Set<boolean>();
    for (const [i, page] of SERVED.entries()) {
      const ok = validatePageDescriptionText(JSON.stringify(page) ?? '', 'r.json').ok;
      outcomes.add(ok);
      const [html, json] = await Promise.all([
        inject({ method: 'GET', url: `/fuzz/r${i}` }),
        inject({ method: 'GET', url: `/api/pages/fuzz/r${i}` }),
      ]);
      const seen = {
        i,
        ok,
        html: html.statusCode,
        json: json.statusCode,
        errorPage: ERROR_PAGE.test(html.body),
        errorType: (json.json() as { type?: string }).type === 'error',
      };
      expect(seen).toEqual({
        i,
        ok,
        html: ok ? 200 : 500,
        json: ok ? 200 : 500,
        errorPage: !ok,
        errorType: !ok,
      });
      expect(html.body).toContain('<div id="root">');
    }
    // Both kinds were served (the sample is not all valid or all broken).
    expect([...outcomes].sort()).toEqual([false, true]);
  }, 120_000);

  it('mutated CAP XML: parsed or refused with a reason, never thrown', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CAPS),
        fc.nat(),
        fc.nat(),
        fc.string(),
        (xml, at, cut, insert) => {
          const i = at % (xml.length + 1);
          const mutated =
            xml.slice(0, i) + insert + xml.slice(Math.min(xml.length, i + (cut % 40)));
          const result = parseCap(mutated);
          expect(result.ok || typeof result.reason === 'string').toBe(true);
        },
      ),
      options,
    );
  });

  it('page paths and query strings: never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.string({ maxLength: 40 }),
        async (path, query) => {
          const url = `/api/pages/${encodeURI(path).replace(/\?|#/g, '')}?${encodeURIComponent(query)}`;
          const res = await inject({ method: 'GET', url });
          expect([url, res.statusCode < 500]).toEqual([url, true]);
        },
      ),
      { ...options, numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it('every route that reads its query string (day, location, q, ad slots, search keys): never a 5xx', async () => {
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom(...XSS),
      fc.constantFrom('', '2026-11-24', 'tomorrow', '-1', '1e999', 'southern', '%zz', '%00'),
    );
    // Encoded as a browser would, or raw (printable ASCII as typed, malformed escapes included).
    const inQuery = (v: string, raw: boolean) =>
      raw ? v.replace(/[^\x21-\x7e]|#/g, '') : encodeURIComponent(v);
    const routes = (v: string, w: string) => [
      `/national?day=${v}`,
      `/towns-cities/locations/auckland?day=${v}&location=${w}&q=${v}`,
      `/marine?location=${v}`,
      `/marine/high-seas/southern?location=${v}&day=${w}`,
      `/search?q=${v}`,
      `/search?q=${v}&q=${w}`,
      `/api/pages/national?day=${v}&location=${w}`,
      `/api/ads/house?slot=${v}&layout=${w}&path=${v}`,
      `/1/indexes/*/queries?x-algolia-application-id=${v}&x-algolia-api-key=${w}`,
    ];
    await fc.assert(
      fc.asyncProperty(value, value, fc.boolean(), async (a, b, raw) => {
        for (const url of routes(inQuery(a, raw), inQuery(b, raw))) {
          const res = await inject({ method: url.startsWith('/1/') ? 'POST' : 'GET', url });
          expect([url, res.statusCode < 500]).toEqual([url, true]);
          // What the address says is shown as text, never as markup.
          expect([url, res.body.includes('<script>alert(1)')]).toEqual([url, false]);
        }
      }),
      { ...options, numRuns: Math.ceil(RUNS / 5) },
    );
  }, 120_000);

  it('search bodies, favourites lists and keys, cookies: never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 3 }),
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 60 }),
        async (body, key, cookie) => {
          const answers = await Promise.all([
            inject({
              method: 'POST',
              url: SEARCH,
              headers: { 'content-type': 'text/plain' },
              payload: JSON.stringify({ requests: [body] }),
            }),
            inject({
              method: 'POST',
              url: SEARCH,
              headers: { 'content-type': 'text/plain' },
              payload: JSON.stringify(body),
            }),
            inject({
              method: 'PUT',
              url: '/api/favourites/order',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': '1' },
              payload: JSON.stringify(body),
            }),
            inject({ method: 'GET', url: `/api/favourites/${encodeURIComponent(key)}` }),
            inject({
              method: 'GET',
              url: '/api/favourites',
              headers: { cookie: `wx_session=${encodeURIComponent(cookie)}` },
            }),
          ]);
          expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
        },
      ),
      { ...options, numRuns: Math.ceil(RUNS / 3) },
    );
  });
});
