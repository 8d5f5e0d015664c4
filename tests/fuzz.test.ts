import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { validatePageDescription } from '#schemas/generated/validators.js';
import { parseCap } from '#server/warnings/cap-parser.ts';
import { startSite, type RunningSite } from './support/site.ts';

/**
 * Fuzzing (issue 11): random and mutated inputs never raise an uncaught exception and never get
 * a 5xx. Fixed seed and a bounded count here; `npm run fuzz` runs FUZZ_RUNS (default 20,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const options = { seed: 20261123, numRuns: RUNS, endOnFailure: true } as const;

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ RENDER_RATE_LIMIT: '0', SEARCH_RATE_LIMIT: '0' });
});
afterAll(() => site?.close());

const inject = (init: InjectOptions) => site.app.inject(init);
const SEARCH =
  '/1/indexes/*/queries?x-algolia-application-id=local&x-algolia-api-key=public-search-key';

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => join(e.parentPath, e.name));
}

/** A copy of `value` with the node at a random path replaced by `replacement`. */
function mutate(value: unknown, pick: number[], replacement: unknown): unknown {
  if (pick.length === 0 || value === null || typeof value !== 'object') return replacement;
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  const key = keys[pick[0]! % keys.length]!;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...value };
  copy[key] = mutate((value as Record<string, unknown>)[key], pick.slice(1), replacement);
  return copy;
}

const PAGES = files('content/pages', '.json').map(
  (f) => JSON.parse(readFileSync(f, 'utf8')) as unknown,
);
const CAPS = files('content/cap', '.xml').map((f) => readFileSync(f, 'utf8'));

describe('fuzzing', () => {
  it('mutated page descriptions: validation answers, never throws, rejects what breaks the schema', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAGES),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.jsonValue({ maxDepth: 2 }),
        (page, pick, replacement) => {
          const result = validatePageDescription(mutate(page, pick, replacement));
          expect(typeof result).toBe('boolean');
        },
      ),
      options,
    );
    // Every shipped file is valid, and a description without its layout never is.
    for (const page of PAGES) expect(validatePageDescription(page)).toBe(true);
    for (const page of PAGES)
      expect(validatePageDescription({ ...(page as object), layout: 7 })).toBe(false);
  });

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
