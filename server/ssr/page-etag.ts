import { createHash } from 'node:crypto';

/**
 * A rendered page's ETag, from its HTML without the render time (issue 27, finding 6). The page
 * embeds the instant it was rendered (the client's clock setting), so hashing the whole HTML gave
 * a new ETag on every render, once per render-cache period, and a revalidation never got a 304.
 * Every form the instant is written in (milliseconds, ISO 8601) is left out of the hash; anything
 * else that changes, data or markup, still changes the ETag.
 *
 * @example pageEtag(html, renderedAt) // '"Xy…"' (strong, 32 characters of base64url SHA-256)
 */
export function pageEtag(html: string, renderedAt: number): string {
  const forms = [String(renderedAt), new Date(renderedAt).toISOString()];
  const timeless = forms.reduce((text, form) => text.split(form).join(''), html);
  return `"${createHash('sha256').update(timeless).digest('base64url').slice(0, 32)}"`;
}
