import { MAP_HEIGHT, MAP_WIDTH, round1 } from '../shared/map/projection.ts';
import { nzMapXY } from '#engine/vocabulary/nz-map.ts';

/**
 * Warning polygons as SVG path strings in the New Zealand outline's viewBox (the Mercator the
 * outline was drawn with, engine/vocabulary/nz-map.ts). Runs on the server and in the browser
 * alike. Written out rather than through d3-geo, which cost the warnings page about 8 KB gzip
 * of JavaScript before interaction (issue 26): the map is a small flat rectangle, so each ring is
 * projected point by point, its edges drawn straight on the map (rhumb lines, as the server's
 * coverage check reads CAP polygons: plain lat/lon), and clipped to the map's rectangle.
 */

type Point = [number, number];

/**
 * Longitudes east of the map's antimeridian side: a ring crossing 180° (a high seas area) stays
 * one shape, continuing past 180° instead of jumping to the far west.
 */
const eastward = (lon: number): number => (lon < 0 ? lon + 360 : lon);

/** The part of a polygon on one side of an edge of the map (Sutherland-Hodgman, one edge). */
function clipEdge(
  points: Point[],
  inside: (p: Point) => boolean,
  cross: (a: Point, b: Point) => Point,
): Point[] {
  const out: Point[] = [];
  points.forEach((p, i) => {
    const prev = points[(i + points.length - 1) % points.length] as Point;
    if (inside(p)) {
      if (!inside(prev)) out.push(cross(prev, p));
      out.push(p);
    } else if (inside(prev)) out.push(cross(prev, p));
  });
  return out;
}

/** Where the segment a-b meets the vertical line x, or the horizontal line y. */
const atX =
  (x: number) =>
  (a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
const atY =
  (y: number) =>
  (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];

/** A polygon clipped to the map's rectangle (a convex window: clipping edge by edge is exact). */
function clipToMap(points: Point[]): Point[] {
  let p = clipEdge(points, ([x]) => x >= 0, atX(0));
  p = clipEdge(p, ([x]) => x <= MAP_WIDTH, atX(MAP_WIDTH));
  p = clipEdge(p, ([, y]) => y >= 0, atY(0));
  return clipEdge(p, ([, y]) => y <= MAP_HEIGHT, atY(MAP_HEIGHT));
}

/**
 * One CAP ring ([lat, lon] pairs) as a path, '' when it lies off the map. Either winding draws
 * the same area (a flat polygon has one inside, and SVG's nonzero rule fills it).
 */
export function ringPath(
  ring: ReadonlyArray<readonly [number, number] | readonly number[]>,
): string {
  const points = ring.map((p) => nzMapXY(Number(p[0]), eastward(Number(p[1]))));
  const first = points[0];
  const last = points[points.length - 1];
  // CAP closes a ring by repeating its first point; the path's Z closes it instead.
  if (first && last && points.length > 1 && first[0] === last[0] && first[1] === last[1])
    points.pop();
  const clipped = clipToMap(points)
    .map(([x, y]) => `${round1(x)},${round1(y)}`)
    // Rounding can make neighbours one point: drawn once.
    .filter((p, i, all) => p !== all[i - 1]);
  return clipped.length < 3 ? '' : `M${clipped.join('L')}Z`;
}
