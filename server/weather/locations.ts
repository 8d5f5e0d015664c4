import { readFile } from 'node:fs/promises';

/** Location types of the index (preamble: content/data/locations.json). */
export const LOCATION_TYPES = [
  'towns-cities',
  'rural',
  'marine',
  'national-parks',
  'ski',
  'high-seas',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export interface Location {
  key: string;
  type: LocationType;
  label: string;
  url: string;
  region: string;
  lat: number;
  lon: number;
  population?: number;
  /** Other names people type: the other half of a dual name, a common short form. */
  aliases?: string[];
  /** 'suburb' on towns-cities rows inside a larger city: search ranks towns first. */
  kind?: 'suburb';
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length > 0 && value.length <= 120 && SLUG.test(value);
}

export function isLocationType(value: string): value is LocationType {
  return (LOCATION_TYPES as readonly string[]).includes(value);
}

/** Why an entry is not a usable location, or null when it is. */
export function locationProblem(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return 'is not an object';
  const e = entry as Record<string, unknown>;
  if (typeof e.key !== 'string' || !isSlug(e.key)) return 'has no valid key (a lowercase slug)';
  if (typeof e.type !== 'string' || !isLocationType(e.type))
    return `has an unknown type ${JSON.stringify(e.type)}`;
  if (typeof e.label !== 'string' || e.label.length === 0) return 'has no label';
  if (typeof e.url !== 'string' || !e.url.startsWith('/')) return 'has no site-relative url';
  if (typeof e.region !== 'string') return 'has no region';
  if (typeof e.lat !== 'number' || !Number.isFinite(e.lat) || e.lat < -90 || e.lat > 90)
    return 'has no valid lat';
  if (typeof e.lon !== 'number' || !Number.isFinite(e.lon) || e.lon < -180 || e.lon > 180)
    return 'has no valid lon';
  if (e.population !== undefined && (typeof e.population !== 'number' || e.population < 0)) {
    return 'has an invalid population';
  }
  if (
    e.aliases !== undefined &&
    (!Array.isArray(e.aliases) || !e.aliases.every((a) => typeof a === 'string' && a.length > 0))
  )
    return 'has invalid aliases (a list of names)';
  if (e.kind !== undefined && e.kind !== 'suburb')
    return `has an unknown kind ${JSON.stringify(e.kind)}`;
  return null;
}

/** Keeps the valid entries of a parsed locations.json and names the rest. */
export function parseLocations(data: unknown): { locations: Location[]; problems: string[] } {
  if (!Array.isArray(data))
    return { locations: [], problems: ['locations.json is not a JSON array'] };
  const locations: Location[] = [];
  const problems: string[] = [];
  data.forEach((entry: unknown, index) => {
    const problem = locationProblem(entry);
    if (problem === null) locations.push(entry as Location);
    else problems.push(`entry ${index} ${problem}`);
  });
  return { locations, problems };
}

/** Reads content/data/locations.json; a missing or unreadable file is a clear Error. */
export async function loadLocations(
  file: string,
): Promise<{ locations: Location[]; problems: string[] }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the location index ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`The location index ${file} is not valid JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return parseLocations(data);
}

/** Lookup by type and key, built once. */
export class LocationIndex {
  readonly all: readonly Location[];
  private readonly byTypeKey = new Map<string, Location>();

  constructor(locations: readonly Location[]) {
    this.all = locations;
    for (const location of locations)
      this.byTypeKey.set(`${location.type}/${location.key}`, location);
  }

  get(type: LocationType, key: string): Location | undefined {
    return this.byTypeKey.get(`${type}/${key}`);
  }
}
