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

/**
 * Each `M x y l dx dy … z` ring of the path as a polygon (the outline is islands, no holes). The
 * path is compact (compact-path.ts): an absolute start, then relative steps whose numbers may run
 * together ('1.2-.9', '.5.3'); absolute `L` steps are read too.
 */
export function outlineGeoJson(path: string = outline.path): GeoJSON.FeatureCollection {
  const rings: [number, number][][] = [];
  for (const ring of path.split(/z/i)) {
    const points: [number, number][] = [];
    let x = 0;
    let y = 0;
    for (const [, command, args] of ring.matchAll(/([MLml])([^MLml]*)/g)) {
      const numbers = (args?.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
      for (let i = 0; i + 1 < numbers.length; i += 2) {
        const relative = command === 'l' || (command === 'm' && i > 0);
        x = relative ? x + (numbers[i] ?? 0) : (numbers[i] ?? 0);
        y = relative ? y + (numbers[i + 1] ?? 0) : (numbers[i + 1] ?? 0);
        points.push([x, y]);
      }
    }
    const lonLat = points.map(([px, py]) => unproject(px, py));
    if (lonLat.length >= 3 && lonLat[0]) rings.push([...lonLat, lonLat[0]]);
  }
  return {
    type: 'FeatureCollection',
    features: rings.map((ring) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [ring] },
    })),
  };
}
