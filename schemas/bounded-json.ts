/**
 * A short JSON quotation of a value that came from outside, for an error message or a log line
 * (issue 27, finding 4: `JSON.stringify` of an item nested 20,000 deep overflowed the stack in a
 * 400 message, and the handler answered 503). Walks at most `maxDepth` levels and stops as soon as
 * `maxLength` characters are written, so a deep, wide or huge value costs no more than a small
 * one; what is left out shows as `…`.
 *
 * @example boundedJson({ a: [[[1]]] }, { maxDepth: 2 }) // '{"a":[[…]]}'
 */
export interface BoundedJsonOptions {
  /** Characters at most, `…` included (default 80). */
  maxLength?: number;
  /** Levels of arrays and objects written (default 3); deeper ones show as `[…]` or `{…}`. */
  maxDepth?: number;
}

const ELLIPSIS = '…';

export function boundedJson(value: unknown, options: BoundedJsonOptions = {}): string {
  const maxLength = Math.max(1, options.maxLength ?? 80);
  const maxDepth = options.maxDepth ?? 3;
  let out = '';
  const full = () => out.length >= maxLength;

  const write = (v: unknown, depth: number): void => {
    if (full()) return;
    if (typeof v === 'string') {
      // Cut before quoting: a megabyte string is never copied whole.
      out += JSON.stringify(v.slice(0, maxLength - out.length + 1));
      return;
    }
    if (typeof v !== 'object' || v === null) {
      out += typeof v === 'number' || typeof v === 'boolean' || v === null ? String(v) : 'null';
      return;
    }
    const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
    if (depth >= maxDepth) {
      out += `${open}${ELLIPSIS}${close}`;
      return;
    }
    out += open;
    let first = true;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length && !full(); i++) {
        if (!first) out += ',';
        first = false;
        write(v[i], depth + 1);
      }
    } else {
      // for...in stops early: Object.keys would list a million keys before the first is written.
      for (const key in v) {
        if (full()) break;
        if (!Object.hasOwn(v, key)) continue;
        if (!first) out += ',';
        first = false;
        out += `${JSON.stringify(key.slice(0, maxLength))}:`;
        write((v as Record<string, unknown>)[key], depth + 1);
      }
    }
    out += close;
  };

  write(value, 0);
  return out.length > maxLength ? `${out.slice(0, maxLength - 1)}${ELLIPSIS}` : out;
}
