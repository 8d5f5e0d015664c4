import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ContentEncoding = 'br' | 'gzip';

/**
 * How hard to compress. `max` for what is compressed once per content version (page
 * descriptions): brotli 11 takes about 180 ms of a core for an 80 KB page. `render` for what is
 * compressed once per render (HTML, every 30 s per address): brotli 6 and gzip 6 take about 1 ms
 * each for the same page and give within 10% of the size (measured 2026-11-26, issue 26).
 */
export type Effort = 'max' | 'render';

const QUALITY: Record<Effort, { br: number; gzip: number }> = {
  max: { br: 11, gzip: 9 },
  render: { br: 6, gzip: 6 },
};

/**
 * A body's compressed forms, each made on first use and then kept: serving it again is a buffer
 * write. The work runs on libuv's thread pool, never on the event loop.
 *
 * @example const encoded = encodeOnce(Buffer.from(html), 'render'); await encoded('br');
 */
export function encodeOnce(
  body: Buffer,
  effort: Effort,
): (encoding: ContentEncoding) => Promise<Buffer> {
  const made = new Map<ContentEncoding, Promise<Buffer>>();
  const quality = QUALITY[effort];
  return (encoding) => {
    let out = made.get(encoding);
    if (!out) {
      out =
        encoding === 'br'
          ? brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: quality.br,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : gzipAsync(body, { level: quality.gzip });
      made.set(encoding, out);
    }
    return out;
  };
}
