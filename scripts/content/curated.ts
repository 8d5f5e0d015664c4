import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HighSeasArea, MarineArea, NationalPark, RecreationPlace, SkiField } from './types.ts';
import { loadRecreationPlaces } from './recreation-places.ts';
import { isRegionName } from './regions.ts';
import { slugify } from '#engine/vocabulary/slug.ts';

/** A correction to one GeoNames entry, matched by name and admin1 code. */
export interface Correction {
  name: string;
  admin1: string;
  lat?: number;
  lon?: number;
  admin1To?: string;
}

/** A place visitors look for that GeoNames leaves out, with its source and licence. */
export interface VisitorPlace {
  /** slugify(label), checked unique. */
  key: string;
  label: string;
  aliases?: string[];
  region: string;
  lat: number;
  lon: number;
  source: string;
  licence: string;
}

export interface CuratedData {
  visitors: VisitorPlace[];
  marine: MarineArea[];
  highSeas: HighSeasArea[];
  parks: NationalPark[];
  ski: SkiField[];
  recreation: RecreationPlace[];
  townLabels: Record<string, string>;
  corrections: Correction[];
}

type Rec = Record<string, unknown>;

/** Small checker that names the file and entry in every error, for editors of content/data/curated. */
class Reader {
  constructor(
    private readonly file: string,
    private readonly where: string,
    private readonly rec: Rec,
  ) {}
  private fail(field: string, why: string): never {
    throw new Error(`${this.file}: ${this.where}: "${field}" ${why}`);
  }
  str(field: string): string {
    const v = this.rec[field];
    if (typeof v !== 'string' || v.trim() === '') this.fail(field, 'must be a non-empty string');
    return v;
  }
  optStr(field: string): string | undefined {
    return this.rec[field] === undefined ? undefined : this.str(field);
  }
  optStrings(field: string): string[] | undefined {
    const v = this.rec[field];
    if (v === undefined) return undefined;
    if (!Array.isArray(v) || v.length === 0 || !v.every((s) => typeof s === 'string' && s.trim()))
      this.fail(field, 'must be a non-empty list of names');
    return v as string[];
  }
  optSlugs(field: string): string[] | undefined {
    const v = this.rec[field];
    if (v === undefined) return undefined;
    if (
      !Array.isArray(v) ||
      !v.every((s) => typeof s === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s))
    )
      this.fail(field, 'must be a list of lowercase keys');
    return v as string[];
  }
  num(field: string, min: number, max: number): number {
    const v = this.rec[field];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
      this.fail(field, `must be a number from ${min} to ${max}`);
    return v;
  }
  bool(field: string): boolean {
    const v = this.rec[field];
    if (typeof v !== 'boolean') this.fail(field, 'must be true or false');
    return v;
  }
  oneOf<T extends string>(field: string, allowed: readonly T[]): T {
    const v = this.str(field);
    if (!allowed.includes(v as T)) this.fail(field, `must be one of ${allowed.join(', ')}`);
    return v as T;
  }
  key(): string {
    const key = this.str('key');
    if (slugify(key) !== key)
      this.fail('key', 'must be a lowercase slug (letters, digits, hyphens)');
    return key;
  }
  region(): string {
    const region = this.str('region');
    if (!isRegionName(region)) this.fail('region', `is not a New Zealand region name: ${region}`);
    return region;
  }
  lat(): number {
    return this.num('lat', -90, 90);
  }
  lon(): number {
    return this.num('lon', -180, 180);
  }
}

function readList(dir: string, file: string, listField: string): Reader[] {
  const path = join(dir, file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: cannot read JSON (${(error as Error).message})`, { cause: error });
  }
  const list = (parsed as Rec | null)?.[listField];
  if (!Array.isArray(list)) throw new Error(`${path}: expected a "${listField}" array`);
  return list.map((item: unknown, i) => {
    if (typeof item !== 'object' || item === null)
      throw new Error(`${path}: ${listField}[${i}] is not an object`);
    return new Reader(path, `${listField}[${i}]`, item as Rec);
  });
}

const withAliases = (aliases: string[] | undefined): { aliases?: string[] } =>
  aliases ? { aliases } : {};

function unique<T extends { key: string }>(items: T[], what: string): T[] {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.key)) throw new Error(`Duplicate ${what} key: ${item.key}`);
    seen.add(item.key);
  }
  return items;
}

/** Reads and checks every curated list under `dir` (content/data/curated). */
export function loadCurated(dir: string): CuratedData {
  const marine = readList(dir, 'marine-areas.json', 'areas').map((r) => ({
    key: r.key(),
    label: r.str('label'),
    kind: r.oneOf('kind', ['coastal', 'recreational'] as const),
    region: r.region(),
    lat: r.lat(),
    lon: r.lon(),
    description: r.str('description'),
  }));
  const highSeas = readList(dir, 'high-seas.json', 'areas').map((r) => ({
    key: r.key(),
    label: r.str('label'),
    lat: r.lat(),
    lon: r.lon(),
    description: r.str('description'),
  }));
  const parks = readList(dir, 'national-parks.json', 'parks').map((r) => ({
    key: r.key(),
    label: r.str('label'),
    region: r.region(),
    lat: r.lat(),
    lon: r.lon(),
    alpine: r.bool('alpine'),
    avalancheRegions: r.optSlugs('avalancheRegions'),
    ...withAliases(r.optStrings('aliases')),
    description: r.str('description'),
  }));
  const ski = readList(dir, 'ski-fields.json', 'fields').map((r) => {
    const park = r.optStr('park');
    return {
      key: r.key(),
      label: r.str('label'),
      region: r.region(),
      lat: r.lat(),
      lon: r.lon(),
      kind: r.oneOf('kind', ['commercial', 'club'] as const),
      ...(park ? { park } : {}),
    };
  });
  for (const field of ski) {
    if (field.park && !parks.some((p) => p.key === field.park))
      throw new Error(`ski-fields.json: ${field.key} names an unknown park ${field.park}`);
  }
  const visitors = readList(dir, 'visitor-places.json', 'places').map((r) => ({
    label: r.str('label'),
    ...withAliases(r.optStrings('aliases')),
    region: r.region(),
    lat: r.lat(),
    lon: r.lon(),
    source: r.str('source'),
    licence: r.str('licence'),
  }));
  const corrections = readList(dir, 'corrections.json', 'corrections').map((r) => {
    const admin1To = r.optStr('admin1To');
    const lat = r.lat();
    const lon = r.lon();
    return {
      name: r.str('name'),
      admin1: r.str('admin1'),
      lat,
      lon,
      ...(admin1To ? { admin1To } : {}),
    };
  });
  const labelsFile = JSON.parse(readFileSync(join(dir, 'town-labels.json'), 'utf8')) as {
    labels?: unknown;
  };
  const townLabels = labelsFile.labels;
  if (
    typeof townLabels !== 'object' ||
    townLabels === null ||
    Object.values(townLabels).some((v) => typeof v !== 'string')
  ) {
    throw new Error(`${join(dir, 'town-labels.json')}: "labels" must map GeoNames names to labels`);
  }
  return {
    visitors: unique(
      visitors.map((v) => ({ ...v, key: slugify(v.label) })),
      'visitor place',
    ),
    marine: unique(marine, 'marine area'),
    highSeas: unique(highSeas, 'high seas area'),
    parks: unique(parks, 'national park'),
    ski: unique(ski, 'ski field'),
    recreation: loadRecreationPlaces(dir),
    townLabels: townLabels as Record<string, string>,
    corrections,
  };
}
