/**
 * Builds modules/shared/map/nz-outline.json once: the New Zealand coastline from world-atlas
 * countries-50m (Natural Earth, public domain), mainland islands only (the Chathams cross the
 * antimeridian and the subantarctic islands would shrink the map), projected with a Mercator fitted
 * to a fixed viewBox. The JSON keeps the projection's scale and translate so markers and radar
 * cells are placed through exactly the same projection at run time.
 * Run: npx tsx modules/shared/map/nz-outline.build.ts
 */
import { geoMercator, geoPath } from 'd3-geo';
import type { Feature, MultiPolygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compactPath } from '../compact-path.ts';

const WIDTH = 300;
const PADDING = 6;
const BOUNDS = { west: 165, east: 179, south: -48, north: -34 };

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
) as Topology;
const countries = feature(topology, topology.objects.countries as GeometryCollection);
const nz = countries.features.find((f) => f.id === '554') as Feature<MultiPolygon> | undefined;
if (!nz) throw new Error('New Zealand (id 554) not found in world-atlas countries-50m');

const inside = ([lon, lat]: number[]): boolean =>
  lon !== undefined &&
  lat !== undefined &&
  lon >= BOUNDS.west &&
  lon <= BOUNDS.east &&
  lat >= BOUNDS.south &&
  lat <= BOUNDS.north;
const mainland: Feature<MultiPolygon> = {
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'MultiPolygon',
    coordinates: nz.geometry.coordinates.filter((polygon) => polygon[0]?.every(inside)),
  },
};

// Fit the width first, then take the height the outline needs: no empty bands above or below.
const projection = geoMercator().fitWidth(WIDTH - 2 * PADDING, mainland);
const [[x0, y0], [, y1]] = geoPath(projection).bounds(mainland);
projection.translate([
  projection.translate()[0] - x0 + PADDING,
  projection.translate()[1] - y0 + PADDING,
]);
const height = Math.ceil(y1 - y0 + 2 * PADDING);

const path = compactPath(geoPath(projection.precision(0.3))(mainland) ?? '');

const out = {
  source: 'world-atlas countries-50m (Natural Earth), New Zealand mainland islands',
  width: WIDTH,
  height,
  projection: { type: 'mercator', scale: projection.scale(), translate: projection.translate() },
  path,
};
const target = new URL('./nz-outline.json', import.meta.url);
writeFileSync(target, JSON.stringify(out) + '\n');
process.stdout.write(
  `nz-outline.json: ${WIDTH}x${height}, ${Math.round(JSON.stringify(out).length / 1024)} KB\n`,
);
