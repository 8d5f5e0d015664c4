import { foldMacrons } from '#engine/vocabulary/slug.ts';

/**
 * Text folding for search: lowercase, macrons and other diacritics removed and full-width letters
 * read as plain ones (foldMacrons, the slugs' rule) so 'Whangarei' and 'Whangārei' meet in the
 * middle, apostrophes dropped ("Hawke's" -> 'hawkes'), everything else that is not a letter, digit
 * or mark separates words.
 *
 * Text is read as NFC before it is split (issue 27, finding 8): decomposed 'O\u0304taki' is
 * one word, like the composed 'Ōtaki', and a mark without a composed form stays in its word.
 */
const APOSTROPHES = /['’‘`]/g;
const WORD = /[\p{L}\p{N}\p{M}'’‘`]+/gu;

export function foldWord(word: string): string {
  return foldMacrons(word).replace(APOSTROPHES, '').toLowerCase();
}

/** A word of a label: its folded form and where it sits in the NFC text (for highlights). */
export interface Token {
  folded: string;
  start: number;
  end: number;
}

/**
 * Abbreviations people type and gazetteers spell out (or the other way round): 'Mt Hutt' and
 * 'mount hutt', 'St Arnaud' and 'saint arnaud' meet as the long form.
 */
const LONG_FORMS: Readonly<Record<string, string>> = {
  mt: 'mount',
  st: 'saint',
  ft: 'fort',
  pt: 'point',
};

/** The words of `text`; positions are in `text.normalize('NFC')`, which is how records are kept. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.normalize('NFC').matchAll(WORD)) {
    const word = foldWord(m[0]);
    // Own keys only: 'constructor' or '__proto__' in a name or query is a word, not a prototype member.
    const folded = Object.hasOwn(LONG_FORMS, word) ? (LONG_FORMS[word] as string) : word;
    if (folded !== '') out.push({ folded, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Folded words of a query. */
export function foldQuery(query: string): string[] {
  return tokenize(query).map((t) => t.folded);
}

/**
 * Length in the original text of the part of `original` whose folding is `foldedLength` long.
 * Folding drops marks and apostrophes, so the two lengths differ for 'Whangārei' or "Hawke's".
 */
export function originalLength(original: string, foldedLength: number): number {
  let seen = 0;
  let i = 0;
  while (i < original.length && seen < foldedLength) {
    seen += foldWord(original[i] ?? '').length;
    i += 1;
  }
  return i;
}
