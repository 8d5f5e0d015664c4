import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tickingClock } from '../support/clock.ts';
import { startSite, type RunningSite } from '../support/site.ts';

/**
 * Issue 11, findings 3 and 6: rendered pages are cacheable by a CDN (no per-response nonce; the
 * inline scripts are allowed by hash), carry an ETag, and a storm of one URL costs one render.
 */
let site: RunningSite;
beforeAll(async () => {
  // Each render stamps its own time into the page (the clock moves on at every read).
  site = await startSite({}, { now: tickingClock() });
});
afterAll(() => site?.close());

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('rendered pages behind a CDN', () => {
  it('allow exactly their inline scripts by hash and send the same HTML to everyone', async () => {
    const res = await fetch(`${site.url}/national`);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
    );
    expect(html).not.toContain('nonce');
    expect(csp).not.toContain('nonce-');
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(csp).toContain(sha256(script));
    expect(csp).not.toContain("'unsafe-inline' 'sha"); // script-src stays without unsafe-inline
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
  });

  it('render a storm of one URL once, and answer a matching ETag with 304', async () => {
    const url = `${site.url}/towns-cities/locations/nelson`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => fetch(i % 2 ? url : `${url}?utm_source=${i}`)),
    );
    const etags = new Set(answers.map((r) => r.headers.get('etag')));
    const bodies = new Set(await Promise.all(answers.map((r) => r.text())));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    // Each render stamps its own time into the page: one body means one render.
    expect([etags.size, bodies.size]).toEqual([1, 1]);
    const [etag] = etags;
    const again = await fetch(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('let a CDN keep one copy per encoding: Vary on every encoding, a weak ETag (issue 28)', async () => {
    const url = `${site.url}/towns-cities/locations/nelson`;
    for (const encoding of ['identity', 'gzip', 'br']) {
      const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('vary')?.toLowerCase(), encoding).toContain('accept-encoding');
      expect(res.headers.get('etag'), encoding).toMatch(/^W\/"/);
    }
  });

  it('send a cached page compressed as each browser asks, the same page in every encoding (issue 26)', async () => {
    const url = `${site.url}/towns-cities/locations/nelson`;
    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      });
    const plain = await raw('identity');
    const br = await raw('br, gzip');
    const gz = await raw('gzip');
    expect([plain.encoding, br.encoding, gz.encoding]).toEqual([undefined, 'br', 'gzip']);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(gunzipSync(gz.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
  });
});
