import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  createPageEntry,
  encodedEtag,
  etagMatches,
  preferredEncoding,
} from './page-entry.server.ts';
import { bigPage } from '#tests/support/server-fixtures.ts';

describe('createPageEntry', () => {
  it('serialises once and hashes the bytes it serves', async () => {
    const a = createPageEntry(bigPage('/national'), 'page');
    const b = createPageEntry(bigPage('/national'), 'page');
    const c = createPageEntry(bigPage('/marine'), 'page');
    expect(JSON.parse(a.json.toString('utf8'))).toEqual(bigPage('/national'));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(brotliDecompressSync(await a.encoded('br')).equals(a.json)).toBe(true);
    expect(gunzipSync(await a.encoded('gzip')).equals(a.json)).toBe(true);
    expect(await a.encoded('br')).toBe(await a.encoded('br'));
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.0, GZIP;q=0.5', 'gzip'],
    ['gzip;q=0', undefined],
    ['*', 'gzip'],
    ['deflate', undefined],
  ])('%j -> %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  const etag = '"abc123"';
  it.each([
    ['"abc123"', true],
    ['W/"abc123"', true],
    ['"x", "abc123"', true],
    [encodedEtag(etag, 'br'), true],
    [encodedEtag(etag, 'gzip'), true],
    ['*', true],
    ['"abc12"', false],
    ['abc123', false],
    ['"abc123-zz"', false],
    [undefined, false],
  ])('%j -> %j', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
