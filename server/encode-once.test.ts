import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodeOnce } from './encode-once.ts';

const page = Buffer.from(`<!doctype html><p>${'Fine weather, light winds. '.repeat(400)}</p>`);

describe('encodeOnce', () => {
  it.each(['render', 'max'] as const)(
    'gives brotli and gzip forms of the body (%s)',
    async (effort) => {
      const encoded = encodeOnce(page, effort);
      expect(brotliDecompressSync(await encoded('br')).equals(page)).toBe(true);
      expect(gunzipSync(await encoded('gzip')).equals(page)).toBe(true);
      expect((await encoded('br')).length).toBeLessThan(page.length / 10);
    },
  );

  it('compresses each encoding once, however often and however concurrently it is asked', async () => {
    const encoded = encodeOnce(page, 'render');
    const [a, b] = await Promise.all([encoded('br'), encoded('br')]);
    const c = await encoded('br');
    // The very same Buffer each time: made once, then a buffer write per request.
    expect(a).toBe(b);
    expect(a).toBe(c);
    expect(await encoded('gzip')).toBe(await encoded('gzip'));
  });
});
