/**
 * Builds modules/shared/map/nz-basemap.json once: the interactive map's basemap (issue 22), served
 * by this server as a hashed asset, so a phone's map has land, sea and place names with no tile
 * server and no internet. Land: New Zealand from world-atlas land-10m (Natural Earth 1:10m, public
 * domain), every island between 165° and 179°E, coordinates to about 100 m. Places: the towns of
 * the location index (GeoNames, CC BY 4.0) with at least 15,000 people, largest first, so the map
 * can name the biggest at country zoom and more as it zooms in. Natural Earth's lakes are not in
 * any package this project can install, so the basemap has none.
 * Run: npx tsx modules/shared/map/nz-basemap.build.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const BOUNDS = { west: 165, east: 179, south: -48, north: -34 };
const MIN_POPULATION = 15_000;

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'),
) as Topology;
const land = feature(topology, topology.objects.land as GeometryCollection);
const geometry = land.features[0]?.geometry as MultiPolygon | Polygon | undefined;
if (!geometry) throw new Error('world-atlas land-10m has no land');
const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

const inside = ([lon, lat]: Position): boolean =>
  lon !== undefined &&
  lat !== undefined &&
  lon >= BOUNDS.west &&
  lon <= BOUNDS.east &&
  lat >= BOUNDS.south &&
  lat <= BOUNDS.north;
const round = (n: number) => Math.round(n * 1000) / 1000;
const islands = polygons
  .filter((polygon) => polygon[0]?.every(inside))
  .map((polygon) =>
    polygon.map((ring) => ring.map(([lon = 0, lat = 0]) => [round(lon), round(lat)])),
  );

interface Place {
  label: string;
  type: string;
  lat: number;
  lon: number;
  population?: number;
  kind?: string;
}
const places = (
  JSON.parse(
    readFileSync(new URL('../../../content/data/locations.json', import.meta.url), 'utf8'),
  ) as Place[]
)
  .filter((p) => p.type === 'towns-cities' && !p.kind && (p.population ?? 0) >= MIN_POPULATION)
  .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
  .map((p) => ({
    type: 'Feature' as const,
    properties: { name: p.label, population: p.population },
    geometry: { type: 'Point' as const, coordinates: [round(p.lon), round(p.lat)] },
  }));

const out = {
  type: 'FeatureCollection',
  attribution: 'Coastline: Natural Earth (public domain). Places: GeoNames (CC BY 4.0).',
  features: [
    {
      type: 'Feature',
      properties: { layer: 'land' },
      geometry: { type: 'MultiPolygon', coordinates: islands },
    },
    ...places.map((p) => ({ ...p, properties: { layer: 'place', ...p.properties } })),
  ],
};
const text = JSON.stringify(out) + '\n';
writeFileSync(new URL('./nz-basemap.json', import.meta.url), text);
process.stdout.write(
  `nz-basemap.json: ${islands.length} islands, ${places.length} places, ${Math.round(text.length / 1024)} KB\n`,
);
