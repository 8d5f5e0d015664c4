import { SEARCH_GROUPS } from '#machines/search.machine.ts';
import type { Location } from '#server/weather/locations.ts';
import { distances, typosAllowed } from '#engine/edit-distance.ts';
import { escapeHtml } from '../ssr/document.ts';
import { foldQuery, originalLength, tokenize } from './fold.ts';
import type { Token } from './fold.ts';

/** What a hit carries (the same record shape a hosted index would hold). */
export interface SearchRecord {
  objectID: string;
  key: string;
  title: string;
  region: string;
  url: string;
  type: string;
}

/** Hit types in ranking order: the search groups' order (towns and cities first, as the spec says). */
export const TYPE_ORDER: readonly string[] = SEARCH_GROUPS.map((g) => g.type);

/** How a query word met a label word; lower is better (exact > prefix > typo). */
const Match = { Exact: 0, Prefix: 1, Typo: 2 } as const;
type Match = (typeof Match)[keyof typeof Match];

/** One name of a place: its label, or an alias ('Mount Cook' for 'Aoraki/Mount Cook'). */
interface Name {
  tokens: Token[];
  /** Each token's id in the vocabulary (labels share words: matching runs once per distinct word). */
  words: number[];
}

interface Entry {
  record: SearchRecord;
  /** The label first, then the aliases; a query matches a place through its best-matching name. */
  names: Name[];
  typeRank: number;
  /** 1 for a suburb of a larger city: 'mount cook' means the village, not the Wellington suburb. */
  suburb: number;
  population: number;
  /** Rank by type, towns before suburbs, then population, then title, computed once (sorting with localeCompare per query is slow). */
  order: number;
}

export interface WordMatch {
  token: number;
  /** Length of the matched part, in folded letters. */
  length: number;
}

export interface ScoredHit {
  record: SearchRecord;
  matches: WordMatch[];
}

interface Scored extends ScoredHit {
  tier: Match;
  typos: number;
  /** 0 when the first query word matched the label's first word ('wel' -> Wellington, not Lower Wellington). */
  position: number;
  /** 0 when every word of the label matched exactly: 'palmerston' -> Palmerston before Palmerston North. */
  complete: number;
  entry: Entry;
}

const NO_MATCH = -1;

/**
 * How one query word meets every vocabulary word, packed as kind * 4 + typos (lower is better),
 * NO_MATCH when it does not. The last query word may match a prefix (as a hosted index's prefixLast).
 */
function matchVocabulary(q: string, vocabulary: readonly string[], last: boolean): Int8Array {
  const out = new Int8Array(vocabulary.length).fill(NO_MATCH);
  const maxTypos = typosAllowed(q);
  for (let v = 0; v < vocabulary.length; v++) {
    const w = vocabulary[v] as string;
    if (w === q) out[v] = Match.Exact * 4;
    else if (last && w.startsWith(q)) out[v] = Match.Prefix * 4;
    else if (
      maxTypos > 0 &&
      w.length >= q.length - maxTypos &&
      (last || w.length <= q.length + maxTypos)
    ) {
      const d = distances(q, w, maxTypos);
      const typos = last ? Math.min(d.full, d.prefix) : d.full;
      if (typos <= maxTypos) out[v] = Match.Typo * 4 + typos;
    }
  }
  return out;
}

/** The best of the place's names for this query (label first on a tie, so highlights show). */
function score(entry: Entry, words: string[], tables: Int8Array[]): Scored | null {
  let best: Scored | null = null;
  entry.names.forEach((name, n) => {
    const s = scoreName(entry, name, words, tables);
    if (s && (!best || compare(s, best) < 0)) best = n === 0 ? s : { ...s, matches: [] };
  });
  return best;
}

function scoreName(entry: Entry, name: Name, words: string[], tables: Int8Array[]): Scored | null {
  const used: number[] = [];
  const matches: WordMatch[] = [];
  let tier: Match = Match.Exact;
  let typos = 0;
  for (let i = 0; i < tables.length; i++) {
    const table = tables[i] as Int8Array;
    let best = -1;
    let bestCode = 127;
    for (let t = 0; t < name.words.length; t++) {
      if (used.includes(t)) continue;
      const code = table[name.words[t] as number] as number;
      if (code !== NO_MATCH && code < bestCode) {
        bestCode = code;
        best = t;
      }
    }
    if (best < 0) return null;
    used.push(best);
    const kind = (bestCode >> 2) as Match;
    const token = name.tokens[best] as Token;
    matches.push({
      token: best,
      length: kind === Match.Prefix ? (words[i] as string).length : token.folded.length,
    });
    if (kind > tier) tier = kind;
    typos += bestCode & 3;
  }
  const complete = tier === Match.Exact && matches.length === name.tokens.length ? 0 : 1;
  return {
    record: entry.record,
    matches,
    tier,
    typos,
    position: matches[0]?.token === 0 ? 0 : 1,
    complete,
    entry,
  };
}

function compare(a: Scored, b: Scored): number {
  return (
    a.tier - b.tier ||
    a.typos - b.typos ||
    a.position - b.position ||
    a.complete - b.complete ||
    a.entry.order - b.entry.order
  );
}

export interface SearchResult {
  hits: ScoredHit[];
  nbHits: number;
}

/**
 * An in-process index of every location: every query word must match a different word of one of
 * its names, the label or an alias (the last word may be a prefix); ranked exact > prefix > typo,
 * then type, towns before suburbs, then population.
 */
export class SearchIndex {
  private readonly entries: Entry[];
  private readonly vocabulary: string[] = [];

  constructor(locations: readonly Location[]) {
    const ids = new Map<string, number>();
    const idOf = (word: string): number => {
      let id = ids.get(word);
      if (id === undefined) ids.set(word, (id = this.vocabulary.push(word) - 1));
      return id;
    };
    const nameOf = (text: string): Name => {
      const tokens = tokenize(text);
      return { tokens, words: tokens.map((t) => idOf(t.folded)) };
    };
    this.entries = locations.map((l) => {
      return {
        record: {
          objectID: `${l.type}/${l.key}`,
          key: l.key,
          // NFC, as tokenize reads it: highlights cut the title at the tokens' positions.
          title: l.label.normalize('NFC'),
          region: l.region.normalize('NFC'),
          url: l.url,
          type: l.type,
        },
        names: [l.label, ...(l.aliases ?? [])].map(nameOf),
        typeRank: TYPE_ORDER.indexOf(l.type),
        suburb: l.kind === 'suburb' ? 1 : 0,
        population: l.population ?? 0,
        order: 0,
      };
    });
    [...this.entries]
      .sort(
        (a, b) =>
          a.typeRank - b.typeRank ||
          a.suburb - b.suburb ||
          b.population - a.population ||
          a.record.title.localeCompare(b.record.title, 'en-NZ'),
      )
      .forEach((e, i) => (e.order = i));
  }

  get size(): number {
    return this.entries.length;
  }

  /** One page of hits; `page` counts from 0. */
  search(
    query: string,
    { page = 0, hitsPerPage = 10 }: { page?: number; hitsPerPage?: number } = {},
  ): SearchResult {
    const words = foldQuery(query).slice(0, 10);
    const tables = words.map((w, i) => matchVocabulary(w, this.vocabulary, i === words.length - 1));
    const scored: Scored[] = [];
    for (const entry of this.entries) {
      const s = score(entry, words, tables);
      if (s) scored.push(s);
    }
    scored.sort(compare);
    const start = page * hitsPerPage;
    return { hits: scored.slice(start, start + hitsPerPage), nbHits: scored.length };
  }
}

/** The title with matched parts wrapped in tags, escaped like a hosted index's `_highlightResult`. */
export function highlightTitle(hit: ScoredHit, pre = '<em>', post = '</em>'): string {
  const tokens = tokenize(hit.record.title);
  const title = hit.record.title;
  const spans = hit.matches
    .map((m) => {
      const t = tokens[m.token];
      if (!t) return null;
      return {
        start: t.start,
        end: t.start + originalLength(title.slice(t.start, t.end), m.length),
      };
    })
    .filter((s): s is { start: number; end: number } => s !== null)
    .sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const s of spans) {
    out +=
      escapeHtml(title.slice(at, s.start)) + pre + escapeHtml(title.slice(s.start, s.end)) + post;
    at = s.end;
  }
  return out + escapeHtml(title.slice(at));
}
