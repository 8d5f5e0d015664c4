import { geoArea, geoMercator, geoPath } from 'd3-geo';
import type { Polygon } from 'geojson';
import { MAP_HEIGHT, MAP_WIDTH, NZ_OUTLINE } from '../shared/map/projection.ts';

/**
 * Warning polygons as SVG path strings in the New Zealand outline's viewBox (the same Mercator
 * the outline was drawn with). Runs on the server too: d3-geo needs no DOM.
 */

// Clipped to the map, so high seas areas and rings crossing the antimeridian draw only their part over the map.
const path = geoPath(
  geoMercator()
    .scale(NZ_OUTLINE.projection.scale)
    .translate(NZ_OUTLINE.projection.translate as [number, number])
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]),
);

/**
 * One CAP ring ([lat, lon] pairs) as a path, '' when it lies off the map. d3 reads rings on the
 * sphere, where the winding picks the inside: a ring covering more than half the globe was
 * wound the other way round, so it is reversed (CAP does not fix a winding).
 */
export function ringPath(
  ring: ReadonlyArray<readonly [number, number] | readonly number[]>,
): string {
  const coordinates = ring.map((p) => [Number(p[1]), Number(p[0])]);
  const polygon: Polygon = { type: 'Polygon', coordinates: [coordinates] };
  if (geoArea(polygon) > 2 * Math.PI) coordinates.reverse();
  return (path(polygon) ?? '').replace(/\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));
}
