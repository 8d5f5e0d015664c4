/**
 * Distances and areas on the Earth for the map's Measure tool (issue 12, "drawing on a map"):
 * great-circle distance (haversine) and the area of a polygon on the sphere, in the browser only,
 * so nothing a visitor draws goes to the server.
 */

import { distanceKm as geoDistanceKm, EARTH_RADIUS_KM } from '#engine/geo.ts';

/** A point as the map gives it (Leaflet's LatLng has these fields). */
export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance between two of the map's points, km (the project's one: engine/geo.ts). */
export const distanceKm = (a: LatLng, b: LatLng): number =>
  geoDistanceKm({ lat: a.lat, lon: a.lng }, { lat: b.lat, lon: b.lng });

/** Length of a line through the points in order, km; a closed ring adds the last leg home. */
export function lengthKm(points: readonly LatLng[], closed = false): number {
  let total = 0;
  points.forEach((b, i) => {
    const a = points[i - 1];
    if (a) total += distanceKm(a, b);
  });
  const [first, last] = [points[0], points.at(-1)];
  return closed && points.length > 2 && first && last ? total + distanceKm(last, first) : total;
}

/**
 * Area of the polygon the points enclose, km², with great-circle edges like the distances (each
 * edge's signed triangle with the pole, as d3-geo's geoArea sums them). Either winding gives the
 * smaller side, which is what a visitor drew; fewer than three points enclose nothing.
 */
export function areaKm2(points: readonly LatLng[]): number {
  const last = points.at(-1);
  if (points.length < 3 || !last) return 0;
  let lng0 = rad(last.lng);
  let cos0 = Math.cos(rad(last.lat) / 2 + Math.PI / 4);
  let sin0 = Math.sin(rad(last.lat) / 2 + Math.PI / 4);
  let sum = 0;
  for (const p of points) {
    const lng = rad(p.lng);
    const phi = rad(p.lat) / 2 + Math.PI / 4;
    const cos = Math.cos(phi);
    const sin = Math.sin(phi);
    const step = lng - lng0;
    const sign = step >= 0 ? 1 : -1;
    const k = sin0 * sin;
    sum += Math.atan2(k * sign * Math.sin(sign * step), cos0 * cos + k * Math.cos(sign * step));
    [lng0, cos0, sin0] = [lng, cos, sin];
  }
  const steradians = Math.abs(2 * sum) % (4 * Math.PI);
  return Math.min(steradians, 4 * Math.PI - steradians) * EARTH_RADIUS_KM ** 2;
}

const nz = (digits: number) =>
  new Intl.NumberFormat('en-NZ', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ONE = nz(1);
const NONE = nz(0);

/** '8.4 km', '493 km', '1,234 km': a tenth below 100 km, whole kilometres above. */
export function formatKm(km: number): string {
  return `${(km < 100 ? ONE : NONE).format(km)} km`;
}

/** '0.6 km²', '12,364 km²': as formatKm, for areas. */
export function formatKm2(km2: number): string {
  return `${(km2 < 100 ? ONE : NONE).format(km2)} km²`;
}
