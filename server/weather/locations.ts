import { readFile } from 'node:fs/promises';
import { collapseErrors } from '#schemas/collapse-errors.ts';
import { explain } from '#schemas/messages.ts';
import { LOCATION_TYPE_VALUES } from '#schemas/generated/enums.ts';
import type { Location, LocationType } from '#schemas/generated/types.ts';
import { validateLocation } from '#schemas/generated/validators.js';

/** The location index's types (schemas/location.schema.json); re-exported for the server's modules. */
export type { Location, LocationType };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length > 0 && value.length <= 120 && SLUG.test(value);
}

export function isLocationType(value: string): value is LocationType {
  return (LOCATION_TYPE_VALUES as readonly string[]).includes(value);
}

/** Why an entry is not a usable location (by schemas/location.schema.json), or null when it is. */
export function locationProblem(entry: unknown): string | null {
  if (validateLocation(entry)) return null;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return 'is not an object';
  return collapseErrors(validateLocation.errors ?? [], entry)
    .map(({ error, message }) => {
      const explained = explain(error, entry);
      return `${explained.pointer || '/'}: ${message ?? explained.message}`;
    })
    .join('; ');
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
