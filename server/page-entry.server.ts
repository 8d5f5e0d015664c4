import { createHash } from 'node:crypto';
import type { PageDescription } from '#schemas/generated/types.ts';
import { encodeOnce } from './encode-once.ts';
import type { ContentEncoding } from './encode-once.ts';

export type PageEntryKind = 'page' | 'invalid';
export type { ContentEncoding };

/** Below this size compression costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * One page description ready to send: serialised once, hashed once, compressed at most once per
 * encoding. Serving it is then a buffer write, which is what keeps the pages API close to a bare
 * static server.
 */
export interface PageEntry {
  readonly kind: PageEntryKind;
  readonly description: PageDescription;
  readonly json: Buffer;
  /** Strong ETag of `json`, quoted; compressed bodies add `-br`/`-gz` inside the quotes. */
  readonly etag: string;
  /** Content file it came from, relative to the content folder; undefined for built-in ones. */
  readonly file: string | undefined;
  encoded(encoding: ContentEncoding): Promise<Buffer>;
}

export function createPageEntry(
  description: PageDescription,
  kind: PageEntryKind,
  file?: string,
): PageEntry {
  const json = Buffer.from(JSON.stringify(description), 'utf8');
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  // Compressed once, then reused: max quality is affordable because it runs once per page.
  return { kind, description, json, etag, file, encoded: encodeOnce(json, 'max') };
}

/** The ETag of an encoded body: a different representation needs a different strong ETag. */
export function encodedEtag(etag: string, encoding: ContentEncoding | undefined): string {
  if (!encoding) return etag;
  return `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/**
 * Picks br or gzip from an Accept-Encoding header (ignoring `q=0` entries), or undefined for
 * identity.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  let gzipOk = false;
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (token === 'br') return 'br';
    if (token === 'gzip' || token === '*') gzipOk = true;
  }
  return gzipOk ? 'gzip' : undefined;
}

/** True when an If-None-Match header names this entry in any of its encodings. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.slice(1, -1);
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (!tag.startsWith('"') || !tag.endsWith('"')) continue;
    const inner = tag.slice(1, -1);
    if (inner === bare || inner === `${bare}-br` || inner === `${bare}-gz`) return true;
  }
  return false;
}
