import { LOCATION_URL_PREFIX } from '#engine/vocabulary/location-urls.ts';
import type { CuratedData } from './curated.ts';
import { REGION_NAMES, regionSlug } from './regions.ts';
import type { ContentData, LocationEntry, LocationType, RuralRegion, Town } from './types.ts';
import { LOCATION_TYPES } from './types.ts';

/** Site path of a location page (see the preamble's location index contract). */
export function locationUrl(type: LocationType, key: string): string {
  return `${LOCATION_URL_PREFIX[type]}${key}`;
}

/** Region name shown for high seas areas, which lie outside every region. */
export const HIGH_SEAS_REGION = 'High Seas';

/** Largest town by population; ties (or no population data) fall back to alphabetical order. */
export function mainTown(towns: readonly Town[]): Town | undefined {
  return [...towns].sort(
    (a, b) => (b.population ?? 0) - (a.population ?? 0) || a.key.localeCompare(b.key),
  )[0];
}

/** One rural forecast region per New Zealand region that has towns, north to south. */
export function buildRuralRegions(towns: readonly Town[]): RuralRegion[] {
  return REGION_NAMES.flatMap((name) => {
    const inRegion = towns.filter((t) => t.region === name);
    const main = mainTown(inRegion);
    if (!main) return [];
    return [
      {
        key: regionSlug(name),
        label: name,
        lat: main.lat,
        lon: main.lon,
        mainTown: main,
        towns: inRegion,
      },
    ];
  });
}

export function assembleData(towns: Town[], curated: CuratedData): ContentData {
  return {
    towns,
    rural: buildRuralRegions(towns),
    marine: curated.marine,
    highSeas: curated.highSeas,
    parks: curated.parks,
    ski: curated.ski,
    recreation: curated.recreation,
  };
}

/** The rows of content/data/locations.json, sorted by type (search group order) then key. */
export function locationIndex(data: ContentData): LocationEntry[] {
  const row = (
    type: LocationType,
    e: {
      key: string;
      label: string;
      lat: number;
      lon: number;
      aliases?: string[];
      facing?: number;
      inland?: true;
    },
    region: string,
    town?: Town,
  ): LocationEntry => ({
    key: e.key,
    type,
    label: e.label,
    url: locationUrl(type, e.key),
    region,
    lat: e.lat,
    lon: e.lon,
    ...(town?.population ? { population: town.population } : {}),
    ...(e.aliases ? { aliases: e.aliases } : {}),
    ...(e.inland ? { inland: e.inland } : {}),
    ...(e.facing !== undefined ? { facing: e.facing } : {}),
    ...(town?.suburbOf ? { kind: 'suburb' as const } : {}),
  });
  const rows = [
    ...data.towns.map((t) => row('towns-cities', t, t.region, t)),
    ...data.rural.map((r) => row('rural', r, r.label)),
    ...data.marine.map((m) => row('marine', m, m.region)),
    ...data.highSeas.map((h) => row('high-seas', h, HIGH_SEAS_REGION)),
    ...data.parks.map((p) => row('national-parks', p, p.region)),
    ...data.ski.map((s) => row('ski', s, s.region)),
    ...data.recreation.map((p) => row(p.type, p, p.region)),
  ];
  const order = (t: LocationType): number => LOCATION_TYPES.indexOf(t);
  return rows.sort((a, b) => order(a.type) - order(b.type) || a.key.localeCompare(b.key));
}
