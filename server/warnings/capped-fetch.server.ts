/**
 * One GET of a feed or CAP document with a budget (issue 27, finding 5): the body is read as a
 * stream and given up past `maxBytes` (a 300 MB document costs at most `maxBytes` of memory),
 * the request ends with `signal` (the poll's time budget and the request's own timeout), and
 * redirects are followed by hand, each hop checked by `allowed`, so a document cannot send the
 * server to a host the feed does not own (an internal address, say).
 */
export interface CappedFetchOptions {
  fetch: typeof fetch;
  maxBytes: number;
  signal: AbortSignal;
  /** Whether the server may ask this URL (checked before the first request and every redirect). */
  allowed: (url: URL) => boolean;
  accept: string;
  maxRedirects?: number;
}

export interface CappedAnswer {
  text: string;
  /** The answer's media type, lower case without parameters ('' when none was sent). */
  contentType: string;
}

const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new Error(`the answer is larger than ${megabytes(maxBytes)}`);
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** GETs `url` within the options' budget; rejects with a plain reason (HTTP status, size, host). */
export async function fetchCapped(url: string, options: CappedFetchOptions): Promise<CappedAnswer> {
  let target = new URL(url);
  for (let hop = 0; ; hop++) {
    if (!options.allowed(target))
      throw new Error(`${target.host} is not the feed's host (CAP_LINK_HOSTS lists others)`);
    const response = await options.fetch(target, {
      signal: options.signal,
      redirect: 'manual',
      headers: { accept: options.accept },
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => undefined);
      if (hop >= (options.maxRedirects ?? 3)) throw new Error('too many redirects');
      target = new URL(location, target);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`HTTP ${response.status}`);
    }
    const contentType = (response.headers.get('content-type') ?? '')
      .replace(/;.*$/s, '')
      .trim()
      .toLowerCase();
    return { text: await readCapped(response, options.maxBytes), contentType };
  }
}
