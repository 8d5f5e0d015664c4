import { islandOf } from './regions.ts';
import type { Point } from './types.ts';

/**
 * The Main Divide of the Southern Alps as a line of points from Fiordland to the Richmond Range,
 * south to north (latitude rises along it), each near a named pass or peak: Wilmot Pass, Homer
 * Saddle, Mount Aspiring/Tititea, Haast Pass, Aoraki/Mount Cook, Whitcombe Pass, Arthur's Pass,
 * Lewis Pass, Spenser Mountains, St Arnaud Range. Accurate to a few kilometres, which is enough
 * to keep Hokitika's neighbours on the West Coast and Methven's in Canterbury.
 */
const MAIN_DIVIDE: readonly Point[] = [
  { lat: -46.2, lon: 166.9 },
  { lat: -45.5, lon: 167.35 },
  { lat: -44.78, lon: 168.05 },
  { lat: -44.45, lon: 168.6 },
  { lat: -44.1, lon: 169.36 },
  { lat: -43.595, lon: 170.142 },
  { lat: -43.3, lon: 170.75 },
  { lat: -42.92, lon: 171.56 },
  { lat: -42.39, lon: 172.4 },
  { lat: -42.05, lon: 172.75 },
  { lat: -41.7, lon: 172.95 },
  { lat: -41.3, lon: 173.2 },
];

export type DivideSide = 'west' | 'east';

/** Which side of the Main Divide a South Island place is on; undefined north or south of its ends. */
export function sideOfDivide(place: Point & { region: string }): DivideSide | undefined {
  if (islandOf(place.region) !== 'South Island') return undefined;
  for (let i = 1; i < MAIN_DIVIDE.length; i++) {
    const a = MAIN_DIVIDE[i - 1]!;
    const b = MAIN_DIVIDE[i]!;
    if (place.lat < a.lat || place.lat > b.lat) continue;
    const lon = a.lon + ((place.lat - a.lat) / (b.lat - a.lat)) * (b.lon - a.lon);
    return place.lon < lon ? 'west' : 'east';
  }
  return undefined;
}

/** Regions that share a land boundary (regional council areas); Cook Strait separates the islands. */
const NEIGHBOURS: Readonly<Record<string, readonly string[]>> = {
  Northland: ['Auckland'],
  Auckland: ['Northland', 'Waikato'],
  Waikato: ['Auckland', 'Bay of Plenty', "Hawke's Bay", 'Manawatū-Whanganui', 'Taranaki'],
  'Bay of Plenty': ['Waikato', 'Gisborne', "Hawke's Bay"],
  Gisborne: ['Bay of Plenty', "Hawke's Bay"],
  "Hawke's Bay": ['Gisborne', 'Bay of Plenty', 'Waikato', 'Manawatū-Whanganui', 'Wellington'],
  Taranaki: ['Waikato', 'Manawatū-Whanganui'],
  'Manawatū-Whanganui': ['Waikato', 'Taranaki', "Hawke's Bay", 'Wellington'],
  Wellington: ['Manawatū-Whanganui', "Hawke's Bay"],
  Tasman: ['Nelson', 'Marlborough', 'West Coast', 'Canterbury'],
  Nelson: ['Tasman', 'Marlborough'],
  Marlborough: ['Nelson', 'Tasman', 'Canterbury'],
  'West Coast': ['Tasman', 'Canterbury', 'Otago'],
  Canterbury: ['Marlborough', 'Tasman', 'West Coast', 'Otago'],
  Otago: ['Canterbury', 'West Coast', 'Southland'],
  Southland: ['Otago'],
  'Chatham Islands': [],
};

export function areNeighbours(a: string, b: string): boolean {
  return a === b || (NEIGHBOURS[a]?.includes(b) ?? false);
}

/**
 * Whether `other` is a fair neighbour for `place` in a 'nearby' list: the same or a neighbouring
 * region and, where both lie along the Main Divide, the same side of it (issue 14: Hokitika's
 * nearby towns listed Methven and Oxford, across the Alps).
 */
export function sameCatchment(
  place: Point & { region: string },
  other: Point & { region: string },
): boolean {
  if (!areNeighbours(place.region, other.region)) return false;
  const a = sideOfDivide(place);
  const b = sideOfDivide(other);
  return a === undefined || b === undefined || a === b;
}
