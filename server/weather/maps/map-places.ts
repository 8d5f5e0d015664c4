import { distanceKm } from '#engine/geo.ts';
import type { Location } from '../locations.ts';
import { toCompass } from '../units.ts';
import { COMPASS_WORDS } from '#engine/vocabulary/compass.ts';

/**
 * The places the national map layers name: the main centres (tables and text alternatives), the
 * coastal waters (sea layers) and every town (which region a point is in).
 */
export interface MapPlaces {
  centres: readonly Location[];
  /** Coastal marine areas on the map (no lakes, no Chatham Islands: off the map). */
  waters: readonly Location[];
  towns: readonly Location[];
}

/** From the location index: the main centres, the coastal waters and the towns. */
export function mapPlaces(all: readonly Location[], centres: readonly Location[]): MapPlaces {
  return {
    centres,
    waters: all.filter(
      (l) => l.type === 'marine' && !l.label.startsWith('Lake ') && l.lon > 165 && l.lon < 179,
    ),
    towns: all.filter((l) => l.type === 'towns-cities'),
  };
}

/** A point this far from every town is at sea (or in the back country: named by its town). */
const AT_SEA_KM = 40;
export const AT_SEA = 'At sea';

/** The region of the town nearest a point, or AT_SEA when no town is within 40 km. */
export function regionAt(towns: readonly Location[], lat: number, lon: number): string {
  let best: Location | undefined;
  let bestKm = Infinity;
  for (const town of towns) {
    const km = distanceKm(town, { lat, lon });
    if (km < bestKm) [best, bestKm] = [town, km];
  }
  return best && bestKm <= AT_SEA_KM ? best.region : AT_SEA;
}

/** The regions of the towns, alphabetised (each once). */
export function regionsOf(towns: readonly Location[]): string[] {
  return [...new Set(towns.map((t) => t.region))].sort((a, b) => a.localeCompare(b));
}

/**
 * Where a point is, in words, from the nearest main centre: 'near Nelson' within 50 km, else
 * '300 km south-west of Invercargill' (distance to the nearest 50 km).
 */
export function whereWords(centres: readonly Location[], lat: number, lon: number): string {
  let best: Location | undefined;
  let bestKm = Infinity;
  for (const c of centres) {
    const km = distanceKm(c, { lat, lon });
    if (km < bestKm) [best, bestKm] = [c, km];
  }
  if (!best) return 'over the sea';
  if (bestKm < 50) return `near ${best.label}`;
  // Bearing from the centre to the point, on a flat map (short distances).
  const dy = lat - best.lat;
  const dx = (lon - best.lon) * Math.cos((best.lat * Math.PI) / 180);
  const degrees = ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;
  const words = COMPASS_WORDS[toCompass(degrees)].toLowerCase();
  return `${Math.round(bestKm / 50) * 50} km ${words} of ${best.label}`;
}
