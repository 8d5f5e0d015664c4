import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { configErrors } from '#engine/module-check.ts';
import { writtenModules } from '#engine/page-modules.ts';
import { allIssues, validatePageDescriptionText } from '#engine/validate-text.ts';
import { moduleValidators } from '#schemas/generated/module-validators.js';
import { validatePageDescription } from '#schemas/generated/validators.js';
import { getAt, setAt, stringLeaves, XSS } from './xss-vectors.ts';

/**
 * A content folder whose every text carries the XSS corpus (issue 11): real page descriptions
 * (the fewest that hold every module the content uses, plus every module's schema examples) with
 * a vector in each string field the schemas accept it in; a page the schema refuses (vectors in
 * the fields it guards); search records, a CAP alert and a news feed made of vectors.
 */

type Json = Record<string, unknown>;
type Path = (string | number)[];

const CONTENT = join(process.cwd(), 'content');

const isServed = (page: unknown): boolean =>
  validatePageDescription(page) &&
  writtenModules(page).every(({ config }) => {
    const name = (config as { name?: unknown } | null)?.name;
    const validate =
      typeof name === 'string' && Object.hasOwn(moduleValidators, name)
        ? moduleValidators[name as keyof typeof moduleValidators]
        : undefined;
    return validate !== undefined && configErrors(validate, config as object).length === 0;
  });

export interface Planted {
  page: Json;
  /** String fields now holding a vector. */
  planted: Path[];
  /** String fields where the schema refuses every vector tried (URLs, slugs, enums...). */
  refused: Path[];
}

/**
 * Puts a vector in each string field of `page` (the first items of each list), a different one
 * in turn, keeping the page servable: a field that refuses a vector gets the next, and keeps its
 * own text when it refuses them all. The page's own url stays (it must match its file).
 */
export function plantVectors(original: Json, tries = 8): Planted {
  const page = structuredClone(original);
  const planted: Path[] = [];
  const refused: Path[] = [];
  let turn = 0;
  for (const path of stringLeaves(page)) {
    if (path.length === 1 && path[0] === 'url') continue;
    const own = getAt(page, path);
    let kept = false;
    for (let k = 0; k < tries && !kept; k++) {
      setAt(page, path, XSS[(turn + k) % XSS.length]);
      kept = isServed(page);
    }
    if (kept) {
      planted.push(path);
      turn++;
    } else {
      setAt(page, path, own);
      refused.push(path);
    }
  }
  return { page, planted, refused };
}

/** Module names a page uses. */
function moduleNames(page: unknown): Set<string> {
  return new Set(
    writtenModules(page).map(({ config }) => String((config as { name?: unknown }).name)),
  );
}

async function readPages(): Promise<Map<string, Json>> {
  const dir = join(CONTENT, 'pages');
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.json'));
  const pages = new Map<string, Json>();
  for (const file of files.sort())
    pages.set(file, JSON.parse(await readFile(join(dir, file), 'utf8')) as Json);
  return pages;
}

/** The fewest content files that between them use every module and every layout (greedy). */
export function coveringFiles(pages: Map<string, Json>): string[] {
  const traits = new Map(
    [...pages].map(([file, page]) => [
      file,
      new Set([
        ...moduleNames(page),
        `layout:${String((page.layout as Json | undefined)?.name)}`,
        ...Object.keys(page).map((k) => `field:${k}`),
      ]),
    ]),
  );
  const left = new Set([...traits.values()].flatMap((s) => [...s]));
  const chosen: string[] = [];
  while (left.size > 0) {
    let best = '';
    let gain = 0;
    for (const [file, set] of traits) {
      const n = [...set].filter((t) => left.has(t)).length;
      if (n > gain) [best, gain] = [file, n];
    }
    chosen.push(best);
    for (const t of traits.get(best) ?? []) left.delete(t);
  }
  return chosen;
}

/** One five-up page of every module's schema examples (modules no content file uses yet too). */
async function examplesPage(): Promise<Json> {
  const modulesDir = join(process.cwd(), 'modules');
  const main: unknown[] = [];
  for (const name of (await readdir(modulesDir)).sort()) {
    let schema: { examples?: unknown[] };
    try {
      schema = JSON.parse(await readFile(join(modulesDir, name, 'config.schema.json'), 'utf8'));
    } catch {
      continue; // not a module folder
    }
    main.push(...(schema.examples ?? []).filter((e) => isServed(pageOf([e]))));
  }
  return pageOf(main);
}

const pageOf = (main: unknown[]): Json => ({
  schemaVersion: 1,
  url: '/xss/module-examples',
  type: 'xss',
  name: 'module-examples',
  title: 'Module examples',
  layout: { name: 'five-up', primary: { main } },
});

const escapeXml = (s: string) =>
  s
    // XML 1.0 has no place for these control characters, not even as references.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** A CAP alert in force over all of New Zealand, every text field a run of vectors. */
export function vectorCap(): string {
  // Cut before escaping (never inside an entity); names and headlines are at most 200 characters.
  const text = (from: number, max = 2000) =>
    escapeXml(
      XSS.slice(from, from + 8)
        .join(' ')
        .slice(0, max),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
  <identifier>xss-corpus-1</identifier>
  <sender>test@example.nz</sender>
  <sent>2026-01-01T09:00:00+13:00</sent>
  <status>Actual</status>
  <msgType>Alert</msgType>
  <scope>Public</scope>
  <info>
    <language>en-NZ</language>
    <category>Met</category>
    <event>Heavy Rain</event>
    <responseType>Prepare</responseType>
    <urgency>Expected</urgency>
    <severity>Severe</severity>
    <certainty>Likely</certainty>
    <onset>2026-01-01T09:00:00+13:00</onset>
    <expires>2099-12-31T23:00:00+13:00</expires>
    <senderName>${text(0)}</senderName>
    <headline>Heavy rain ${text(8, 180)}</headline>
    <description>${text(16)}</description>
    <instruction>${text(24)}</instruction>
    <web>javascript:alert(1)</web>
    <parameter><valueName>ColourCode</valueName><value>Orange</value></parameter>
    <area>
      <areaDesc>${text(32, 110)}</areaDesc>
      <polygon>-34.0,166.0 -34.0,179.0 -47.5,179.0 -47.5,166.0 -34.0,166.0</polygon>
    </area>
  </info>
</alert>
`;
}

/** Search records: places whose names and regions are vectors (all found by 'Xsstown'). */
export function vectorLocations(): Json[] {
  return XSS.map((vector, i) => ({
    key: `xsstown-${i}`,
    type: 'towns-cities',
    label: `Xsstown ${vector}`,
    url: `/towns-cities/locations/xsstown-${i}`,
    region: vector.slice(0, 120),
    lat: -41 - i / 100,
    lon: 174 + i / 100,
  }));
}

/** News items whose texts are vectors and whose content is HTML as a feed would send it. */
export function vectorNews(): Json[] {
  return XSS.map((vector, i) => ({
    timestamp: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T09:00:00+13:00`,
    title: `News ${vector}`,
    content: `<p>Rain <b>today</b></p>${vector}<img src=x onerror=window.__xss=1>`,
    author: vector,
    url: `/news/weather-news#${i}`,
    featured: i === 0,
  }));
}

export interface XssContent {
  dir: string;
  capDir: string;
  newsFile: string;
  /** Pages that must render, each with the number of fields carrying a vector. */
  pages: { url: string; planted: number }[];
  /** A page the schema refuses (vectors in guarded fields): served as the error page. */
  refusedUrl: string;
  /** Fields refused per file (for the report of what the schemas guard). */
  refused: Record<string, Path[]>;
  remove(): Promise<void>;
}

export async function makeXssContent(): Promise<XssContent> {
  const dir = await mkdtemp(join(tmpdir(), 'wx-xss-'));
  const all = await readPages();
  const write = async (file: string, page: unknown) => {
    await mkdir(dirname(join(dir, 'pages', file)), { recursive: true });
    await writeFile(join(dir, 'pages', file), JSON.stringify(page, null, 1));
  };
  await cp(join(CONTENT, 'ads'), join(dir, 'ads'), { recursive: true });
  await cp(join(CONTENT, 'mcp'), join(dir, 'mcp'), { recursive: true });
  await write('not-found.json', all.get('not-found.json'));

  const pages: XssContent['pages'] = [];
  const refused: XssContent['refused'] = {};
  const sources: [string, Json][] = [
    ...coveringFiles(all).map((f): [string, Json] => [f, all.get(f) as Json]),
    ['xss/module-examples.json', await examplesPage()],
  ];
  for (const [file, page] of sources) {
    // Background tiles switch on the map library's attribution line: its text gets vectors too.
    const map = page.map as { config?: Json } | undefined;
    if (map)
      map.config = {
        ...map.config,
        tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png',
        tileAttribution: 'Tiles',
      };
    const result = plantVectors(page);
    // The map library takes this line as HTML: it always gets a vector that runs if it can.
    const planted = result.page.map as { config?: Json } | undefined;
    if (planted?.config) planted.config.tileAttribution = XSS[8];
    const check = validatePageDescriptionText(JSON.stringify(result.page), file);
    if (!check.ok || allIssues(check).length > 0)
      throw new Error(`${file} with vectors is not servable: ${JSON.stringify(allIssues(check))}`);
    await write(file, result.page);
    pages.push({ url: String(page.url), planted: result.planted.length });
    refused[file] = result.refused;
  }
  // The fields the schema guards, each given a vector at once: the whole page is refused.
  const [firstFile, first] = sources[0] as [string, Json];
  const guarded = structuredClone(first);
  for (const path of refused[firstFile] ?? []) setAt(guarded, path, XSS[3]);
  guarded.url = '/xss/refused';
  await write('xss/refused.json', guarded);

  await mkdir(join(dir, 'data'), { recursive: true });
  const locations = JSON.parse(
    await readFile(join(CONTENT, 'data', 'locations.json'), 'utf8'),
  ) as Json[];
  await writeFile(
    join(dir, 'data', 'locations.json'),
    JSON.stringify([...locations, ...vectorLocations()]),
  );
  const capDir = join(dir, 'cap');
  await mkdir(capDir);
  await writeFile(join(capDir, 'xss.xml'), vectorCap());
  const newsFile = join(dir, 'news.json');
  await writeFile(newsFile, JSON.stringify(vectorNews()));
  return {
    dir,
    capDir,
    newsFile,
    pages,
    refusedUrl: '/xss/refused',
    refused,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
