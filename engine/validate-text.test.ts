import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as momoa from '@humanwhocodes/momoa';
import {
  allIssues,
  MAX_PAGE_MODULES,
  formatIssue,
  validatePageDescriptionText,
  type ValidationIssue,
} from './validate-text.ts';

vi.mock('@humanwhocodes/momoa', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@humanwhocodes/momoa')>();
  return { ...actual, parse: vi.fn(actual.parse) };
});

const fixtureDir = fileURLToPath(new URL('../tests/fixtures/broken-pages/', import.meta.url));

/** Each broken fixture with every issue it must produce: [line, pointer, message pattern]. */
const expected: Record<string, Array<[number, string, RegExp]>> = {
  'unknown-layout.json': [
    [
      8,
      '/layout/name',
      /^Unknown layout name 'fivee-up'\. Allowed names: five-up, map, warnings-map, not-found, overlay\.$/,
    ],
  ],
  'module-without-name.json': [[12, '/layout/primary/main/1/name', /^A module needs a 'name'\.$/]],
  'javascript-link.json': [
    [
      12,
      '/layout/navigation/links/1/url',
      /^Link URL 'javascript:alert\(1\)' is not allowed: use an http\(s\) URL or a site path starting with '\/'\.$/,
    ],
  ],
  'data-url.json': [
    [
      10,
      '/metadata/image',
      /^URL 'data:text\/html;base64,.*' is not allowed: use an http\(s\) URL/,
    ],
  ],
  'protocol-relative-link.json': [
    [
      15,
      '/layout/secondary/major/0/link/url',
      /^Link URL '\/\/evil\.example\/steal' is not allowed/,
    ],
  ],
  'string-for-number.json': [[11, '/location/lat', /^Expected a number here, found a string\.$/]],
  'number-for-string.json': [[6, '/title', /^Expected a string here, found a number\.$/]],
  'object-for-array.json': [
    [10, '/layout/primary/main', /^Expected an array here, found an object\.$/],
  ],
  'missing-url.json': [[1, '/url', /^Missing required field 'url'\.$/]],
  'missing-title.json': [[2, '/title', /^Missing required field 'title'\.$/]],
  'missing-layout.json': [[1, '/layout', /^Missing required field 'layout'\.$/]],
  'missing-layout-name.json': [
    [7, '/layout/name', /^The layout needs a 'name'\. Allowed names: five-up, map,/],
  ],
  'missing-schema-version.json': [[1, '/schemaVersion', /add "schemaVersion": 1/]],
  'future-schema-version.json': [
    [2, '/schemaVersion', /^Unknown schemaVersion 2: this site reads version 1/],
  ],
  'unknown-top-level-field.json': [
    [7, '/colour', /^Unknown field 'colour' \(not part of a page description here\)\.$/],
  ],
  'unknown-module-layout-field.json': [
    [14, '/layout/last/0/layout/expandInMobile', /^Unknown field 'expandInMobile'/],
  ],
  'bad-location-slug.json': [
    [
      8,
      '/location/key',
      /^'Palmerston North' is not a valid key: use lowercase letters, digits and single hyphens/,
    ],
  ],
  'bad-page-path.json': [[3, '/url', /^Page path '\/Towns Cities\/' is not valid/]],
  'ski-season-boolean.json': [
    [7, '/isSkiSeason', /^Expected the string "true" here, found the boolean true\.$/],
  ],
  'targeting-without-value.json': [
    [12, '/adConfig/targeting/staticData/1/value', /^Missing required field 'value'\.$/],
  ],
  'targeting-value-number.json': [
    [
      11,
      '/adConfig/targeting/staticData/0/value',
      /^Expected a string or an array here, found a number\.$/,
    ],
  ],
  'bad-hide-when.json': [
    [
      16,
      '/layout/secondary/major/0/hideWhen/1',
      /^Unknown hideWhen condition 'whenItRains'\. Allowed conditions: skiSeason, notSkiSeason,/,
    ],
  ],
  'negative-ad-height.json': [
    [13, '/adConfig/definitions/0/height', /^Must be at least 0, found -90\.$/],
  ],
  'too-long-title.json': [[6, '/title', /^Too long: 239 characters, at most 200 allowed\.$/]],
  'bad-theme-colour.json': [
    [10, '/metadata/themeColour', /^Colour 'navy' is not valid: use '#' and six hex digits/],
  ],
  'not-an-object.json': [[1, '', /^A page description must be a JSON object, found an array\.$/]],
  'trailing-comma.json': [
    [8, '', /^Invalid JSON: remove the comma after the last item before '}'/],
  ],
  'missing-quote.json': [[5, '', /^Invalid JSON: a string is not closed on its line/]],
  'single-quotes.json': [[3, '', /^Invalid JSON: use double quotes/]],
  'several-problems.json': [
    [5, '/name', /^Must not be empty\.$/],
    [
      9,
      '/layout/mobileView',
      /^Unknown 'mobileView' value 'tabs'\. Allowed values: drawers, stacked\.$/,
    ],
    [12, '/layout/navigation/links/0/url', /^Link URL 'ftp:\/\/example\.org' is not allowed/],
    [16, '/searchLabel', /^Expected a string here, found a number\.$/],
  ],
};

function issuesOf(text: string, file = 'page.json'): ValidationIssue[] {
  const result = validatePageDescriptionText(text, file);
  return allIssues(result);
}

describe('broken page descriptions', () => {
  it('has a listed expectation for every fixture and at least 20 fixtures', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(fixtureDir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files.length).toBeGreaterThanOrEqual(20);
    expect(files).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))(
    '%s: each issue names the pointer and the line',
    (name, wanted) => {
      const file = `tests/fixtures/broken-pages/${name}`;
      const issues = issuesOf(readFileSync(fixtureDir + name, 'utf8'), file);
      expect(issues.map((i) => [i.line, i.pointer])).toEqual(
        wanted.map(([line, pointer]) => [line, pointer]),
      );
      issues.forEach((issue, n) => {
        const [line, pointer, message] = wanted[n]!;
        expect(issue.message).toMatch(message);
        expect(issue.column).toBeGreaterThanOrEqual(1);
        expect(formatIssue(issue)).toBe(
          `${file}:${line}:${issue.column} ${pointer || '/'} ${issue.message}`,
        );
      });
    },
  );
});

const valid = {
  schemaVersion: 1,
  url: '/national',
  type: 'national',
  name: 'national',
  title: 'New Zealand weather',
  layout: { name: 'five-up' },
};

function fiftyModulePage() {
  const module = (i: number) => ({
    name: 'text',
    key: `m${i}`,
    title: `Module ${i}`,
    urlSlug: `module-${i}`,
    hideWhen: ['smallScreen'],
    link: { label: 'More', url: `/towns-cities/locations/place-${i}` },
    text: 'Fine. '.repeat(20),
  });
  const slot = (from: number) => Array.from({ length: 10 }, (_, i) => module(from + i));
  return {
    ...valid,
    layout: {
      name: 'five-up',
      primary: { main: slot(0), leftMajor: slot(10), rightMajor: slot(20) },
      secondary: { major: slot(30) },
      last: slot(40),
      navigation: { links: [{ label: 'Rain radar', url: '/maps-radar/rain/radar' }] },
    },
  };
}

describe('validatePageDescriptionText', () => {
  beforeEach(() => {
    vi.mocked(momoa.parse).mockClear();
  });

  it('returns the parsed description for a valid page, without building a syntax tree', () => {
    const page = fiftyModulePage();
    const result = validatePageDescriptionText(JSON.stringify(page, null, 2), 'p.json');
    expect(result).toEqual({ ok: true, value: page, moduleIssues: [] });
    expect(momoa.parse).not.toHaveBeenCalled();
  });

  it('parses with momoa for locations only when there are errors', () => {
    issuesOf(JSON.stringify({ ...valid, title: 1 }));
    expect(momoa.parse).toHaveBeenCalledTimes(1);
  });

  it('accepts a byte-order mark before the JSON', () => {
    expect(validatePageDescriptionText(`\uFEFF${JSON.stringify(valid)}`, 'p.json').ok).toBe(true);
  });

  it('points at the last of duplicate keys, the one JSON.parse keeps', () => {
    const text =
      '{\n"schemaVersion": 1, "url": "/x", "type": "t", "name": "n",\n"title": "ok",\n"title": 5,\n"layout": {"name": "map"}}';
    expect(issuesOf(text).map((i) => [i.line, i.pointer])).toEqual([[4, '/title']]);
  });

  it('reports every problem, sorted by line, without duplicates', () => {
    const text = JSON.stringify(
      {
        ...valid,
        layout: { name: 'five-up', last: [{ name: 'a', layout: { x: 1, y: 2 } }] },
        title: '',
      },
      null,
      2,
    );
    const issues = issuesOf(text);
    expect(issues.map((i) => i.pointer)).toEqual([
      '/title',
      '/layout/last/0/name',
      '/layout/last/0/layout/x',
      '/layout/last/0/layout/y',
    ]);
    const lines = issues.map((i) => i.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(new Set(issues.map((i) => `${i.pointer} ${i.message}`)).size).toBe(issues.length);
  });

  it('reports the branch of a oneOf whose shape fits the value', () => {
    const page = {
      ...valid,
      map: {
        markers: [
          { key: 'a', action: 'javascript:void(0)' },
          { key: 'b', action: { modules: [{ title: 'x' }] } },
        ],
      },
      adConfig: { definitions: [{ id: 'a', def: 'b', sizes: [[0, 50], 'flu', 5] }] },
    };
    const issues = issuesOf(JSON.stringify(page, null, 2));
    expect(issues.map((i) => [i.pointer, i.message])).toEqual([
      [
        '/map/markers/0/action',
        expect.stringMatching(/^Link URL 'javascript:void\(0\)' is not allowed/),
      ],
      ['/map/markers/1/action/modules/0/name', "A module needs a 'name'."],
      ['/adConfig/definitions/0/sizes/0/0', 'Must be at least 1, found 0.'],
      ['/adConfig/definitions/0/sizes/1', "Expected 'fluid' here, found 'flu'."],
      ['/adConfig/definitions/0/sizes/2', 'Expected an array or "fluid" here, found a number.'],
    ]);
  });

  it('escapes pointer segments and still finds the key', () => {
    const text = JSON.stringify({ ...valid, 'a/b~c': 1 }, null, 2);
    expect(issuesOf(text)).toEqual([
      expect.objectContaining({
        pointer: '/a~1b~0c',
        line: 10,
        column: 3,
        message: "Unknown field 'a/b~c' (not part of a page description here).",
      }),
    ]);
  });

  it.each([
    ['', 1, 1, /the file is empty/],
    ['{"a": tru}', 1, 7, /'tru' is not a JSON value/],
    ['{\n  a: 1\n}', 2, 3, /field names need double quotes: write "a"/],
    ['{"a": 1 "b": 2}', 1, 9, /a ',' is missing before this/],
    ['{"a" 1}', 1, 6, /a ':' is missing after the field name/],
    ['{"a": 1}}', 1, 9, /after the end of the document/],
    ['{"a": [1,\n2', 2, 2, /the file ends too early/],
    ['{"a": "\\q"}', 1, 9, /unknown escape/],
    ['{"a": -}', 1, 8, /a number is incomplete/],
  ])('explains the JSON syntax error in %j at %i:%i', (text, line, column, message) => {
    const issues = issuesOf(text, 'x.json');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: 'x.json', line, column, pointer: '' });
    expect(issues[0]!.message).toMatch(message);
    expect(issues[0]!.message).not.toMatch(/\bat \w+ \(|position \d+/);
  });
});

describe('module configs by their own schemas (editors’ broken edits)', () => {
  // One module per line, so each issue's line says which edit it is about.
  const text = [
    '{"schemaVersion": 1, "url": "/national", "type": "national", "name": "national",',
    ' "title": "New Zealand weather", "layout": {"name": "five-up", "primary": {"main": [',
    '  {"name": "feed-lsit", "title": "Latest weather news", "items": []},',
    '  {"name": "link-list", "links": [{"label": "Radar", "url": "javascript:alert(1)"}]},',
    '  {"name": "feed-list", "title": "Latest weather news", "items": 5},',
    '  {"name": "forecast-days", "dataUrl": "/api/data/forecast/towns-cities/auckland", "days": "ten"},',
    '  {"name": "forecast-days", "dataUrl": "/api/data/forecast/towns-cities/auckland"}',
    ']}}}',
  ].join('\n');

  it('gives each a located error, the page itself stays servable', () => {
    const result = validatePageDescriptionText(text, 'content/pages/national.json');
    expect(result.ok).toBe(true);
    const lines = allIssues(result).map(formatIssue);
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/pages\/national\.json:3:12 \/layout\/primary\/main\/0\/name Unknown module "feed-lsit"\. Did you mean "feed-list"\?$/,
      ),
      expect.stringMatching(
        /^content\/pages\/national\.json:4:61 \/layout\/primary\/main\/1\/links\/0\/url Link URL 'javascript:alert\(1\)' is not allowed/,
      ),
      expect.stringMatching(
        /^content\/pages\/national\.json:5:\d+ \/layout\/primary\/main\/2\/items /,
      ),
      expect.stringMatching(
        /^content\/pages\/national\.json:6:\d+ \/layout\/primary\/main\/3\/days /,
      ),
    ]);
  });

  it('checks modules in tab panels too', () => {
    const page = {
      ...JSON.parse(text.replace(/"primary": \{"main": \[[^]*\]\}\}\}$/, '"primary": {}}}')),
      layout: {
        name: 'five-up',
        primary: {
          main: [
            {
              name: 'tabs',
              tabs: [
                { header: 'A', modules: [{ name: 'txt', text: 'Hi' }] },
                { header: 'B', modules: [{ name: 'text', text: 5 }] },
              ],
            },
          ],
        },
      },
    };
    const issues = issuesOf(JSON.stringify(page, null, 2));
    expect(issues.map((i) => [i.pointer, i.message])).toEqual([
      [
        '/layout/primary/main/0/tabs/0/modules/0/name',
        'Unknown module "txt". Did you mean "text"?',
      ],
      ['/layout/primary/main/0/tabs/1/modules/0/text', expect.stringMatching(/string/)],
    ]);
  });

  it('refuses a page of more modules than any page needs, tab panels counted (issue 27)', () => {
    const tab = {
      header: 'A',
      modules: Array.from({ length: 30 }, () => ({ name: 'text', text: 'x' })),
    };
    const page = (tabs: number) => ({
      schemaVersion: 1,
      url: '/national',
      type: 'national',
      name: 'national',
      title: 'National',
      layout: {
        name: 'five-up',
        primary: { main: [{ name: 'tabs', tabs: Array.from({ length: tabs }, () => tab) }] },
      },
    });
    expect(validatePageDescriptionText(JSON.stringify(page(6)), 'p.json').ok).toBe(true);
    const refused = validatePageDescriptionText(JSON.stringify(page(7)), 'p.json');
    expect(refused.ok).toBe(false);
    expect(allIssues(refused).map((i) => i.message)).toEqual([
      `This page holds 211 modules, tab panels included; a page may hold at most ${MAX_PAGE_MODULES}.`,
    ]);
  });
});
