/**
 * Explains a JSON syntax error in plain words with the line and column of the fault. The fault's
 * position comes from the engine's own JSON.parse message when it has one (V8 says "at position
 * N"), else from momoa's parser, so it is right in any browser as well as in Node.
 */
import { parse as parseJson } from '@humanwhocodes/momoa';

export interface SyntaxFault {
  line: number;
  column: number;
  message: string;
}

/** 1-based line and column of a UTF-16 offset in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const clamped = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < clamped; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: clamped - lineStart + 1 };
}

function momoaOffset(text: string): number | undefined {
  try {
    parseJson(text);
    return undefined;
  } catch (error) {
    const offset = (error as { offset?: unknown }).offset;
    return typeof offset === 'number' ? offset : undefined;
  }
}

function previousNonSpace(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i] ?? '')) i -= 1;
  return i;
}

function nextNonSpace(text: string, offset: number): number {
  let i = offset;
  while (i < text.length && /\s/.test(text[i] ?? '')) i += 1;
  return i;
}

function wordAt(text: string, offset: number): string {
  return /^[A-Za-z_$][\w$]*/.exec(text.slice(offset, offset + 40))?.[0] ?? '';
}

/** The message and the offset it should point at, from the engine's message and the text around. */
function describe(
  text: string,
  offset: number,
  engine: string,
): { offset: number; message: string } {
  const here = nextNonSpace(text, offset);
  const char = text[here];
  const before = previousNonSpace(text, here);
  const prev = text[before];
  const at = (message: string, where = here) => ({
    offset: where,
    message: `Invalid JSON: ${message}`,
  });

  if (/control character/i.test(engine)) {
    return at(
      `a string is not closed on its line: add the closing '"' (write a line break inside text as \\n).`,
      offset,
    );
  }
  if ((char === '}' || char === ']') && prev === ',') {
    return at(
      `remove the comma after the last item before '${char}' (JSON does not allow a trailing comma).`,
      before,
    );
  }
  if (char === "'") return at(`use double quotes (") for names and text, not single quotes.`);
  if (text.trim() === '')
    return at('the file is empty: a page description is one JSON object, {...}.', 0);
  if (/escaped character/i.test(engine)) {
    return at(
      `unknown escape in a string: only \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by four hex digits are allowed.`,
      offset,
    );
  }
  if (/unicode escape/i.test(engine))
    return at(`'\\u' in a string must be followed by four hex digits.`, offset);
  if (
    /minus sign|fractional|exponent/i.test(engine) ||
    (char === '.' && /[:,[]/.test(prev ?? ''))
  ) {
    return at(`a number is incomplete: write numbers like 12, -3 or 0.5.`);
  }
  if (char === undefined || /end of (JSON )?input|unterminated string/i.test(engine)) {
    return at(
      `the file ends too early: a '{', '[' or '"' is not closed.`,
      Math.min(here, text.length),
    );
  }
  const word = wordAt(text, here);
  if (word) {
    if (prev === '{' || prev === ',') return at(`field names need double quotes: write "${word}".`);
    if (prev === '"')
      return at(
        `unexpected text '${word}' right after a string: is a '"' missing earlier on this line?`,
      );
    return at(`'${word}' is not a JSON value: use a number, "text", true, false or null.`);
  }
  if (/after property name/i.test(engine)) return at(`a ':' is missing after the field name.`);
  if (/after (property value|array element)/i.test(engine))
    return at(`a ',' is missing before this (or a closing '}' or ']').`);
  if (/after JSON/i.test(engine))
    return at(`unexpected '${char}' after the end of the document (one '}' or ']' too many?).`);
  return at(`unexpected '${char}' here.`);
}

/** Locates and explains why `text` is not JSON. `engineMessage` is the message JSON.parse threw. */
export function explainSyntaxError(text: string, engineMessage: string): SyntaxFault {
  const position = /at position (\d+)/.exec(engineMessage)?.[1];
  // momoa recurses, so a document nested thousands deep can defeat it; the end is then the best guess.
  const fallback = /end of (JSON )?input|unterminated/i.test(engineMessage) ? text.length : 0;
  const offset = position !== undefined ? Number(position) : (momoaOffset(text) ?? fallback);
  const described = describe(text, offset, engineMessage);
  return { ...lineColumn(text, described.offset), message: described.message };
}
