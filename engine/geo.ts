/** The mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface GeoPoint {
  lat: number;
  lon: number;
}

const rad = (deg: number): number => (deg * Math.PI) / 180;

/**
 * Great-circle distance in kilometres (haversine: stable for short distances too). Correct
 * across the 180° meridian (the Chatham Islands): the longitude term is squared, so a step the
 * long way round gives the same value as the short way. The one distance of the project: the
 * content build's nearby towns, the nearest tide port and the map's Measure tool.
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
