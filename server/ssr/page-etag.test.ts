import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSite } from '#tests/support/site.ts';
import type { RunningSite } from '#tests/support/site.ts';
import { pageEtag } from './page-etag.ts';

const T0 = Date.parse('2026-11-22T01:00:05Z');
const page = (at: number, text = 'Auckland 18°') =>
  `<main>${text}</main><script type="application/json">{"now":${at},"at":"${new Date(at).toISOString()}"}</script>`;

describe('pageEtag', () => {
  it('is the same for one page rendered at two instants', () => {
    expect(pageEtag(page(T0), T0)).toBe(pageEtag(page(T0 + 61_000), T0 + 61_000));
  });

  it('changes with anything else in the page', () => {
    expect(pageEtag(page(T0, 'Auckland 19°'), T0)).not.toBe(pageEtag(page(T0), T0));
    expect(pageEtag(page(T0), T0)).toMatch(/^"[\w-]{32}"$/);
  });
});

// Issue 27, finding 6: the ETag changed on every render (the render time is in the page), so a
// revalidation after the cache period never got a 304. The clock is the test's (Date only):
// nothing sleeps, and the demo data, seeded by the hour, is the same on both renders.
describe('an unchanged page revalidated past the cache period', () => {
  let site: RunningSite;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    // On the (faked) wall clock, not WX_NOW: the test moves time on.
    site = await startSite({ WX_NOW: '' });
  });
  afterAll(async () => {
    await site.close();
    vi.useRealTimers();
  });

  it('answers 304 to If-None-Match', async () => {
    const url = '/towns-cities/locations/auckland';
    const first = await site.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/max-age=60\b/);
    const etag = String(first.headers.etag);

    // Past the browser's max-age (60 s) and the server's render cache (30 s): rendered anew.
    vi.setSystemTime(T0 + 61_000);
    const fresh = await site.app.inject(url);
    expect(fresh.body).toContain(`"now":${T0 + 61_000}`);
    expect(fresh.headers.etag).toBe(etag);

    vi.setSystemTime(T0 + 122_000);
    const revalidated = await site.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});
