import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validatePageDescription } from '#schemas/generated/validators.js';
import { buildContent, type BuildResult } from './build.ts';
import { LOCATION_TYPES, type LocationEntry } from './types.ts';
import { loadSources } from './sources.ts';
import { pageFile } from './output.ts';
import { sameCatchment } from './divide.ts';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const pagesDir = join(root, 'content', 'pages');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? jsonFiles(join(dir, e.name))
      : e.name.endsWith('.json')
        ? [join(dir, e.name)]
        : [],
  );
}

/** Every site-relative link url in a page, apart from API calls and in-page anchors. */
function siteLinks(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => siteLinks(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (
        (k === 'url' || k === 'action') &&
        typeof v === 'string' &&
        v.startsWith('/') &&
        !v.startsWith('/api/')
      )
        out.push(v);
      else siteLinks(v, out);
    }
  }
  return out;
}

let result: BuildResult;
beforeAll(() => {
  result = buildContent(loadSources(), join(root, 'content', 'data', 'curated'));
});

describe('content build (in memory)', () => {
  it('builds at least 600 locations with unique urls and keys per type', () => {
    expect(result.locations.length).toBeGreaterThanOrEqual(600);
    expect(new Set(result.locations.map((l) => l.url)).size).toBe(result.locations.length);
    expect(new Set(result.locations.map((l) => `${l.type}/${l.key}`)).size).toBe(
      result.locations.length,
    );
    expect(result.locations.filter((l) => l.type === 'towns-cities').length).toBeGreaterThanOrEqual(
      640,
    );
  });

  it('has one page per location, naming that location', () => {
    for (const loc of result.locations) {
      const page = result.pages.get(pageFile(loc.url));
      expect(page, loc.url).toBeDefined();
      expect(page!.location).toMatchObject({ key: loc.key, type: loc.type, label: loc.label });
    }
  });

  it('gives each module of a page its own in-page slug, so its id is unique (issue 25)', () => {
    const slugs = (node: unknown, out: string[] = []): string[] => {
      if (Array.isArray(node)) node.forEach((n) => slugs(n, out));
      else if (node && typeof node === 'object') {
        const { urlSlug } = node as { urlSlug?: unknown };
        if (typeof urlSlug === 'string') out.push(urlSlug);
        Object.values(node).forEach((v) => slugs(v, out));
      }
      return out;
    };
    for (const [file, page] of result.pages) {
      const all = slugs(page);
      expect(
        all.filter((s, i) => all.indexOf(s) !== i),
        file,
      ).toEqual([]);
    }
  });

  it('produces pages that all validate', () => {
    for (const [file, page] of result.pages) expect(validatePageDescription(page), file).toBe(true);
  });

  it('lists the four high seas areas in order and 13 national parks', () => {
    expect(result.data.highSeas.map((h) => h.label)).toEqual([
      'Subtropic',
      'Pacific',
      'Forties',
      'Southern',
    ]);
    expect(result.data.parks).toHaveLength(13);
    expect(result.data.rural.map((r) => r.label)).toContain('Manawatū-Whanganui');
  });

  it('puts the avalanche module only on the five alpine parks', () => {
    const withAvalanche = result.data.parks
      .filter((p) =>
        JSON.stringify(
          result.pages.get(pageFile(`/mountains-and-parks/national-parks/${p.key}`)),
        ).includes('"avalanche"'),
      )
      .map((p) => p.key)
      .sort();
    expect(withAvalanche).toEqual([
      'aoraki-mount-cook',
      'arthurs-pass',
      'fiordland',
      'mount-aspiring',
      'tongariro',
    ]);
  });

  it('gives national parks a ski-fields variant: the fields lead in season, the dates out of it', () => {
    const parks = result.pages.get('mountains-and-parks/national-parks.json')!;
    const ski = result.pages.get('mountains-and-parks/ski-fields.json')!;
    expect(ski.isSkiSeason).toBe('true');
    // The server marks the page in season (server/seasonal-pages.ts), not the content.
    expect(parks.isSkiSeason).toBeUndefined();
    expect(parks.layout.primary?.main?.[0]).toMatchObject({
      name: 'location-list',
      title: 'Ski fields',
      hideWhen: ['notSkiSeason'],
    });
    expect(parks.layout.primary?.rightMajor?.[0]).toMatchObject({
      name: 'text',
      hideWhen: ['skiSeason'],
      text: expect.stringContaining('runs from 13 June to 12 October'),
    });
  });
});

describe('content on disk', () => {
  const files = jsonFiles(pagesDir);
  const locations = JSON.parse(
    readFileSync(join(root, 'content', 'data', 'locations.json'), 'utf8'),
  ) as LocationEntry[];

  it('validates every page file, generated or authored', () => {
    const invalid = files.filter(
      (f) => !validatePageDescription(JSON.parse(readFileSync(f, 'utf8'))),
    );
    expect(invalid.map((f) => relative(pagesDir, f))).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(600);
  });

  it('stores each page at the path of its url', () => {
    for (const f of files) {
      const page = JSON.parse(readFileSync(f, 'utf8')) as { url: string };
      expect(relative(pagesDir, f)).toBe(pageFile(page.url));
    }
  });

  it('has locations.json with >= 600 unique urls, known types and a page for each', () => {
    expect(locations.length).toBeGreaterThanOrEqual(600);
    expect(new Set(locations.map((l) => l.url)).size).toBe(locations.length);
    for (const loc of locations) {
      expect(LOCATION_TYPES).toContain(loc.type);
      expect(existsSync(join(pagesDir, pageFile(loc.url))), loc.url).toBe(true);
    }
  });

  it('has every spec route and the not-found page', () => {
    const routes = [
      'national',
      'towns-cities',
      'rural',
      'marine',
      'mountains-and-parks/national-parks',
      'mountains-and-parks/ski-fields',
      'maps-radar/rain/radar',
      'warnings/home',
      'warnings/marine',
      'warnings/severe-weather-outlook',
      'warnings/thunderstorm-outlook',
      'warnings/tropical-cyclone-activity',
      'news/weather-news',
      'manage-favourites',
      'not-found',
    ];
    for (const r of routes) expect(existsSync(join(pagesDir, `${r}.json`)), r).toBe(true);
  });

  it('places the overlay ads where they belong: the interstitial on section pages, the takeover on maps (issue 25)', () => {
    const withLayout = (layout: string) =>
      files
        .filter((f) =>
          (
            JSON.parse(readFileSync(f, 'utf8')) as {
              adConfig?: { definitions?: { layout?: string }[] };
            }
          ).adConfig?.definitions?.some((d) => d.layout === layout),
        )
        .map((f) => relative(pagesDir, f).replace(/\.json$/, ''))
        .sort();
    expect(withLayout('interstitial')).toEqual([
      'marine',
      'marine/boating',
      'marine/coastal',
      'marine/kayaking',
      'marine/paddleboarding',
      'marine/surf-breaks',
      'marine/tides',
      'mountains-and-parks/national-parks',
      'mountains-and-parks/ski-fields',
      'national',
      'rural',
      'towns-cities',
    ]);
    // Never in the warnings section; the maps take the takeover instead.
    expect(withLayout('map-takeover')).toEqual([
      'maps-radar/rain/radar',
      'maps-radar/temperature/air',
    ]);
  });

  it('links only to pages that exist', () => {
    const known = new Set(files.map((f) => `/${relative(pagesDir, f).replace(/\.json$/, '')}`));
    const broken = new Set<string>();
    for (const f of files)
      for (const url of siteLinks(JSON.parse(readFileSync(f, 'utf8'))))
        if (!known.has(url.split('#')[0]!)) broken.add(url);
    expect([...broken]).toEqual([]);
  });
});

describe('places visitors look for (issue 14)', () => {
  const town = (key: string) => result.data.towns.find((t) => t.key === key)!;

  it('adds the curated visitor and alpine places with official names and a source', () => {
    const labels = result.data.towns.map((t) => t.label);
    for (const name of [
      'Franz Josef/Waiau',
      'Lake Tekapo',
      'Akaroa',
      'St Arnaud',
      'Kaikōura',
      'Haast',
      'Whakapapa Village',
      'Aoraki/Mount Cook',
    ])
      expect(labels).toContain(name);
    expect(town('kaikoura')).toMatchObject({ region: 'Canterbury', aliases: ['Kaikoura'] });
  });

  it('keeps nearby towns on the same side of the Main Divide and in a neighbouring region', () => {
    const nearby = (key: string): string[] => {
      const page = result.pages.get(pageFile(`/towns-cities/locations/${key}`))!;
      const list = page.layout.primary?.rightMajor?.[0] as unknown as {
        links: { label: string }[];
      };
      return list.links.map((l) => l.label);
    };
    expect(nearby('hokitika')).not.toContain('Methven');
    expect(nearby('hokitika')).not.toContain('Oxford');
    expect(nearby('hokitika')).toContain('Greymouth');
    expect(nearby('methven')).toContain('Ashburton');
    expect(nearby('queenstown')).toContain('Arrowtown');
    for (const key of ['hokitika', 'westport', 'methven', 'queenstown']) {
      const from = town(key);
      for (const label of nearby(key)) {
        const other = result.data.towns.find((t) => t.label === label)!;
        expect(sameCatchment(from, other), `${key} -> ${label}`).toBe(true);
      }
    }
  });
});

describe('section pages lead with the forecast (issues 14 and 22)', () => {
  it('puts the Canterbury weather now and forecast first and its towns after it, suburbs collapsed', () => {
    const page = result.pages.get(pageFile('/rural/regions/canterbury'))!;
    expect(page.layout.primary?.main?.map((m) => m.name)).toEqual([
      'current-conditions',
      'forecast-days',
    ]);
    expect(JSON.stringify(page.layout.primary)).not.toContain('location-list');
    const list = page.layout.secondary?.minor?.find(
      (m) => m.name === 'location-list',
    ) as unknown as {
      groups: { title: string; collapsed?: boolean; links: { label: string }[] }[];
    };
    const [towns, ...rest] = list.groups;
    expect(towns!.title).toBe('Canterbury');
    const townLabels = towns!.links.map((l) => l.label);
    expect(townLabels).toEqual(expect.arrayContaining(['Christchurch', 'Akaroa', 'Methven']));
    expect(townLabels).not.toContain('Riccarton');
    const suburbs = rest.find((g) => g.title === 'Christchurch suburbs')!;
    expect(suburbs.collapsed).toBe(true);
    expect(suburbs.links.map((l) => l.label)).toContain('Riccarton');
  });
});
