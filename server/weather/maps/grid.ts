import { contours } from 'd3-contour';
import { nzMapXY } from '#engine/vocabulary/nz-map.ts';
import { compactPath } from '#modules/shared/compact-path.ts';

/**
 * A regular latitude/longitude grid over New Zealand and its seas, and the map paths contoured
 * from values on it (d3-contour's marching squares, on the server: the modules only draw the
 * paths, so their chunks carry no contouring code). The grid reaches past the map's viewBox on
 * every side, so the grid's own edges, which close d3-contour's polygons, fall outside the map.
 */

export interface Grid {
  /** The first row's latitude (the northern edge) and the first column's longitude. */
  north: number;
  west: number;
  /** Degrees between neighbouring rows and columns. */
  step: number;
  rows: number;
  cols: number;
}

/** 31° S to 50° S, 162° E to 182° E (the map shows about 34° S to 47.5° S, 166° E to 179° E). */
export const NZ_GRID: Grid = { north: -31, west: 162, step: 0.5, rows: 39, cols: 41 };
/** Every other point of NZ_GRID: for arrows, which need room between them. */
export const NZ_ARROW_GRID: Grid = { north: -33, west: 165, step: 1, rows: 16, cols: 16 };

export interface GridPoint {
  lat: number;
  lon: number;
}

/** The grid's points, row by row from the north-west corner. */
export function gridPoints(grid: Grid): GridPoint[] {
  const out: GridPoint[] = [];
  for (let r = 0; r < grid.rows; r++)
    for (let c = 0; c < grid.cols; c++)
      out.push({ lat: grid.north - r * grid.step, lon: grid.west + c * grid.step });
  return out;
}

/** `f` at every grid point, row by row (the order d3-contour reads). */
export function sampleGrid(grid: Grid, f: (p: GridPoint) => number): number[] {
  return gridPoints(grid).map(f);
}

/** A point in grid units (column, row) as map viewBox coordinates. */
function toMap(grid: Grid, [col, row]: number[]): [number, number] {
  return nzMapXY(grid.north - (row ?? 0) * grid.step, grid.west + (col ?? 0) * grid.step);
}

/** d3-contour's rings (grid units, cell corners at .5) as one compact SVG path. */
function ringsPath(grid: Grid, polygons: number[][][][], close: boolean): string {
  let d = '';
  for (const polygon of polygons)
    for (const ring of polygon) {
      // d3-contour puts sample i at i + 0.5; shift back so a vertex lands on its grid point.
      const points = ring.map(([x = 0, y = 0]) => toMap(grid, [x - 0.5, y - 0.5]));
      d += points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(2)} ${y.toFixed(2)}`).join('');
      if (close) d += 'Z';
    }
  return d ? compactPath(d) : '';
}

/**
 * The areas at or above each threshold, lowest first, as map paths; thresholds no point reaches
 * are left out. Drawn in order, each higher band over the last, they make a filled contour map.
 */
export function contourBands(
  grid: Grid,
  values: readonly number[],
  thresholds: readonly number[],
): { from: number; d: string }[] {
  const generator = contours()
    .size([grid.cols, grid.rows])
    .thresholds([...thresholds]);
  return generator([...values])
    .map((m) => ({ from: m.value, d: ringsPath(grid, m.coordinates, true) }))
    .filter((band) => band.d !== '');
}

/**
 * Isolines at each level: the edges of d3-contour's polygons. Their closing edges run along the
 * grid's border, outside the map, so an isoline is drawn as its polygon's outline.
 */
export function isolines(
  grid: Grid,
  values: readonly number[],
  levels: readonly number[],
): { level: number; d: string; rings: [number, number][][] }[] {
  const generator = contours()
    .size([grid.cols, grid.rows])
    .thresholds([...levels]);
  return generator([...values]).flatMap((m) => {
    if (m.coordinates.length === 0) return [];
    const rings = m.coordinates.flatMap((polygon) =>
      polygon.map((ring) => ring.map(([x = 0, y = 0]) => toMap(grid, [x - 0.5, y - 0.5]))),
    );
    return [{ level: m.value, d: ringsPath(grid, m.coordinates, false), rings }];
  });
}

/** Local maxima (or minima) of the grid: points beyond every neighbour within `radius` cells. */
export function extrema(
  grid: Grid,
  values: readonly number[],
  kind: 'max' | 'min',
  radius: number,
): { lat: number; lon: number; value: number }[] {
  const at = (r: number, c: number) => values[r * grid.cols + c] ?? Number.NaN;
  const better = (a: number, b: number) => (kind === 'max' ? a > b : a < b);
  const out: { lat: number; lon: number; value: number }[] = [];
  // Not on the border: a value rising off the grid's edge is no centre.
  for (let r = radius; r < grid.rows - radius; r++)
    for (let c = radius; c < grid.cols - radius; c++) {
      const v = at(r, c);
      let best = true;
      for (let dr = -radius; dr <= radius && best; dr++)
        for (let dc = -radius; dc <= radius && best; dc++)
          if ((dr || dc) && !better(v, at(r + dr, c + dc))) best = false;
      if (best)
        out.push({ lat: grid.north - r * grid.step, lon: grid.west + c * grid.step, value: v });
    }
  return out;
}
