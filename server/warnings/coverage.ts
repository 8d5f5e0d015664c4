import { foldMacrons } from '#engine/vocabulary/slug.ts';
import type { Location } from '#schemas/generated/types.ts';
import type { CapArea, Ring } from './cap-parser.ts';
import { areaRegions } from './cap-to-warning.ts';

/** A place warnings are asked for: an entry of the location index (its url is not needed). */
export type WarningLocation = Omit<Location, 'url' | 'population'> & Partial<Pick<Location, 'url'>>;

/** Longitudes east of 180 written as negative (Chatham Islands, Pacific high seas) move to 180..360. */
const east = (lon: number): number => (lon < 0 ? lon + 360 : lon);

/** Does a ring span the antimeridian? Then all its longitudes are compared on the 0..360 scale. */
function crossesAntimeridian(ring: Ring): boolean {
  let min = Infinity;
  let max = -Infinity;
  for (const [, lon] of ring) {
    min = Math.min(min, lon);
    max = Math.max(max, lon);
  }
  return max - min > 180;
}

/**
 * Ray casting on plain lat/lon (areas are small enough that great-circle edges do not matter).
 * @example pointInRing(-42.7, 170.97, westlandRing) // true for Hokitika
 */
export function pointInRing(lat: number, lon: number, ring: Ring): boolean {
  const shift = crossesAntimeridian(ring);
  const x = shift ? east(lon) : lon;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    const [ay, ax0] = a;
    const [by, bx0] = b;
    const ax = shift ? east(ax0) : ax0;
    const bx = shift ? east(bx0) : bx0;
    if (ay > lat !== by > lat && x < ((bx - ax) * (lat - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}

/** Folds case and macrons so 'Manawatu-Whanganui' matches 'Manawatū-Whanganui'. */
export function foldName(name: string): string {
  return foldMacrons(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * An area covers a location when the location's point lies in one of its polygons; an area drawn
 * without polygons covers the locations of the regions it names (geocode or areaDesc).
 */
export function areaCovers(area: CapArea, location: WarningLocation): boolean {
  if (area.polygons.length > 0)
    return area.polygons.some((ring) => pointInRing(location.lat, location.lon, ring));
  const region = foldName(location.region);
  return (
    areaRegions(area).some((r) => foldName(r) === region) || foldName(area.areaDesc) === region
  );
}

export function covers(areas: readonly CapArea[], location: WarningLocation): boolean {
  return areas.some((area) => areaCovers(area, location));
}
