import { boundedDistance, prefixDistance, typosAllowed } from '#engine/edit-distance.ts';
import { foldQuery, foldWord, originalLength } from './fold.ts';
import { highlightTitle, SearchIndex } from './search-index.ts';
import { SEARCH_FIXTURE } from '#tests/support/search-fixtures.ts';

const index = new SearchIndex(SEARCH_FIXTURE);
const ids = (q: string, hitsPerPage = 20) =>
  index.search(q, { hitsPerPage }).hits.map((h) => h.record.objectID);

describe('folding', () => {
  it('drops macrons, apostrophes and case', () => {
    expect(foldWord('Whangārei')).toBe('whangarei');
    expect(foldWord("Hawke's")).toBe('hawkes');
    expect(foldQuery('  Manawatū-Whanganui ')).toEqual(['manawatu', 'whanganui']);
    expect(originalLength('Manawatū', 8)).toBe(8);
    expect(originalLength("Hawke's", 6)).toBe(7);
  });
});

describe('names that are prototype members (issue 11: a 500 from the XSS corpus)', () => {
  it("finds 'Constructor' and 'valueOf' as words, in places and in queries", () => {
    const place = (key: string, label: string) => ({
      ...SEARCH_FIXTURE[0]!,
      key,
      label,
      url: `/towns-cities/locations/${key}`,
    });
    const odd = new SearchIndex([
      place('constructor-bay', 'Constructor Bay'),
      place('xss', 'Valueof {{constructor.constructor("alert(1)")()}}'),
    ]);
    const found = (q: string) => odd.search(q).hits.map((h) => h.record.key);
    expect(foldQuery('Constructor toString valueOf')).toEqual([
      'constructor',
      'tostring',
      'valueof',
    ]);
    expect(found('constructor')).toEqual(['constructor-bay', 'xss']);
    expect(found('valueof')).toEqual(['xss']);
    expect(found('hasOwnProperty')).toEqual([]);
  });
});

describe('edit distance', () => {
  it('is exact up to the cap and cheap beyond it', () => {
    expect(boundedDistance('welington', 'wellington', 2)).toBe(1);
    expect(boundedDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedDistance('kitten', 'sitting', 1)).toBe(2);
    expect(prefixDistance('welin', 'wellington', 1)).toBe(1);
    expect([typosAllowed('abcd'), typosAllowed('abcde'), typosAllowed('abcdefgh')]).toEqual([
      0, 1, 2,
    ]);
  });
});

describe('SearchIndex', () => {
  it('finds by prefix, towns first then by population', () => {
    expect(ids('wel')).toEqual([
      'towns-cities/wellington',
      'towns-cities/wellsford',
      'towns-cities/welcome-bay',
      'rural/wellington',
    ]);
  });

  it('ranks exact before prefix before typo', () => {
    expect(ids('palmerston')).toEqual(['towns-cities/palmerston', 'towns-cities/palmerston-north']);
    expect(ids('wellingtn')[0]).toBe('towns-cities/wellington');
    expect(ids('wellingtn')).toContain('rural/wellington');
  });

  it('makes macrons optional both ways', () => {
    expect(ids('Whangarei')[0]).toBe('towns-cities/whangarei');
    expect(ids('manawatū')).toEqual(['rural/manawatu']);
    expect(ids('whangārei')[0]).toBe('towns-cities/whangarei');
  });

  it('tolerates one typo from 4 letters and two from 8, none below', () => {
    expect(ids('aukland')).toEqual(['towns-cities/auckland']);
    expect(ids('akland')).toEqual([]);
    expect(ids('wellingtoon')).toContain('towns-cities/wellington');
    expect(ids('welingtn')).toContain('towns-cities/wellington');
    expect(ids('wxl')).toEqual([]);
    expect(ids('aucklnd zzzz')).toEqual([]);
  });

  it('needs every word; the last may be a prefix', () => {
    expect(ids('new ply')).toEqual(['towns-cities/new-plymouth']);
    expect(ids('ply new')).toEqual([]);
    expect(ids('tongariro park')).toEqual(['national-parks/tongariro']);
    expect(ids("hawke's")).toEqual(['towns-cities/hawkes-bay']);
  });

  it('pages and counts', () => {
    const all = index.search('', { hitsPerPage: 100 });
    expect(all.nbHits).toBe(SEARCH_FIXTURE.length);
    expect(all.hits[0]?.record.objectID).toBe('towns-cities/auckland');
    const p1 = index.search('wel', { page: 1, hitsPerPage: 2 });
    expect(p1.nbHits).toBe(4);
    expect(p1.hits.map((h) => h.record.objectID)).toEqual([
      'towns-cities/welcome-bay',
      'rural/wellington',
    ]);
  });

  it('highlights the matched part of the original title, escaped', () => {
    const [whangarei] = index.search('whanga').hits;
    expect(highlightTitle(whangarei!)).toBe('<em>Whangā</em>rei');
    const [hb] = index.search('bay hawkes').hits;
    expect(highlightTitle(hb!, '<b>', '</b>')).toBe('<b>Hawke&#39;s</b> <b>Bay</b>');
    const evil = new SearchIndex([{ ...SEARCH_FIXTURE[0]!, label: '<script>x' }]);
    expect(highlightTitle(evil.search('scr').hits[0]!)).toBe('&lt;<em>scr</em>ipt&gt;x');
  });
});

// Issue 27, finding 8: 'O\u0304taki' (decomposed, as some keyboards and pasted text send it) found
// nothing while the composed 'Ōtaki' found 2. Queries and records are read as NFC before they are
// split into words, and each word is folded with its compatibility forms (full-width letters).
describe('Unicode forms of one text', () => {
  const decomposed = 'Whanga\u0304rei';
  const fullWidth = 'Ｗｈａｎｇａｒｅｉ';
  const nfd = (text: string) => text.normalize('NFD');

  it('finds a place whatever the form of the query', () => {
    for (const query of [decomposed, decomposed.normalize('NFKC'), fullWidth, ` ${decomposed}!`]) {
      expect(ids(query)[0], query).toBe('towns-cities/whangarei');
    }
    expect(ids(nfd('manawatū'))).toEqual(['rural/manawatu']);
  });

  it('finds a word whose letters come in mixed forms', () => {
    const ohakune = { ...SEARCH_FIXTURE[0]!, key: 'ohakune', label: 'Ōhākune' };
    const mixed = new SearchIndex([ohakune]);
    // The first macron decomposed, the second composed, as text pasted from two sources arrives.
    const [hit] = mixed.search('O\u0304hākune').hits;
    expect(hit?.record.key).toBe('ohakune');
    expect(highlightTitle(hit!)).toBe('<em>Ōhākune</em>');
  });

  it('finds and highlights a place whose record is decomposed, in composed form', () => {
    const otaki = {
      ...SEARCH_FIXTURE[0]!,
      key: 'otaki',
      label: nfd('Ōtaki'),
      region: 'Wellington',
    };
    const decomposedIndex = new SearchIndex([otaki]);
    for (const query of ['Ōtaki', 'otaki', nfd('Ōtaki'), 'Ｏｔａｋｉ', 'ōta']) {
      const [hit] = decomposedIndex.search(query).hits;
      expect(hit?.record.key, query).toBe('otaki');
      expect(hit?.record.title).toBe('Ōtaki'.normalize('NFC'));
    }
    const [hit] = decomposedIndex.search(nfd('Ōta')).hits;
    expect(highlightTitle(hit!)).toBe('<em>Ōta</em>ki');
  });

  it('folds compatibility forms and keeps marks inside a word', () => {
    expect(foldQuery(fullWidth)).toEqual(['whangarei']);
    expect(foldQuery(`${decomposed}-North`)).toEqual(['whangarei', 'north']);
    // A mark with no composed form stays in its word instead of splitting it.
    expect(foldQuery('Ta\u0331kaka')).toEqual(['takaka']);
    expect(originalLength(fullWidth, 5)).toBe(5);
  });
});
