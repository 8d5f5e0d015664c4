/** Longest path we serve; longer ones are refused before any lookup. */
export const MAX_PATH_LENGTH = 300;

export type NormalisedPath = { ok: true; path: string } | { ok: false; reason: string };

const SEGMENT = /^[a-z0-9-]+$/;

/**
 * Normalises a requested site path (spec: "the root maps to /national, anything after an @ is
 * dropped, and a trailing slash is removed"). Query and hash are ignored. Anything that is not a
 * plain lowercase path ('..', encoded bytes, NUL, odd characters, very long) is refused, so the
 * result can only ever name a page, never a file.
 *
 * @example normalisePath('/towns-cities/locations/auckland@foo/') // { ok: true, path: '/towns-cities/locations/auckland' }
 */
export function normalisePath(raw: string): NormalisedPath {
  if (raw.length > MAX_PATH_LENGTH) return { ok: false, reason: 'Path is too long.' };
  let path = raw.split(/[?#]/, 1)[0] ?? '';
  const at = path.indexOf('@');
  if (at >= 0) path = path.slice(0, at);
  if (!path.startsWith('/')) path = '/' + path;
  path = path.replace(/\/+$/, '');
  if (path === '') return { ok: true, path: '/national' };
  const segments = path.slice(1).split('/');
  for (const segment of segments) {
    if (!SEGMENT.test(segment))
      return { ok: false, reason: `Path segment '${segment.slice(0, 40)}' is not allowed.` };
  }
  return { ok: true, path };
}
