import outline from '../nz-outline.json' with { type: 'json' };

/**
 * The New Zealand outline the project ships (nz-outline.json, an SVG path in the static map's
 * Mercator viewBox) as GeoJSON in longitude and latitude, for the interactive map: the inverse of
 * the projection in ../projection.ts, so both maps draw the same coastline.
 */
const [TX, TY] = outline.projection.translate as [number, number];
const K = outline.projection.scale;
const DEG = 180 / Math.PI;

export function unproject(x: number, y: number): [lon: number, lat: number] {
  const lon = ((x - TX) / K) * DEG;
  const lat = (2 * Math.atan(Math.exp((TY - y) / K)) - Math.PI / 2) * DEG;
  return [Math.round(lon * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4];
}

/** Each `M…Z` ring of the path as a polygon (the outline is islands, no holes). */
export function outlineGeoJson(path: string = outline.path): GeoJSON.FeatureCollection {
  const rings = path
    .split(/Z/i)
    .map((ring) =>
      [...ring.matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/gi)].map((m) =>
        unproject(Number(m[1]), Number(m[2])),
      ),
    )
    .flatMap((ring) => (ring.length >= 3 && ring[0] ? [[...ring, ring[0]]] : []));
  return {
    type: 'FeatureCollection',
    features: rings.map((ring) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [ring] },
    })),
  };
}
