import type { PressureMapData } from '#schemas/generated/types.ts';
import { NZ_MAP, nzMapXY } from '#engine/vocabulary/nz-map.ts';
import type { Location } from '../locations.ts';
import { NZ_GRID, extrema, gridPoints, isolines } from './grid.ts';
import type { Grid } from './grid.ts';
import { whereWords } from './map-places.ts';

/** Isobars every 4 hPa, as weather services draw them. */
export const ISOBAR_STEP = 4;
/** A centre is the highest (lowest) point within this many grid steps (1.5° at 0.5°). */
const CENTRE_RADIUS = 3;
/** Labels stay this far inside the map's edges. */
const LABEL_MARGIN = 14;
const MAP_WIDTH_WITH_SEA = NZ_MAP.width + 40;

const round = (n: number) => Math.round(n * 10) / 10;
const onMap = ([x, y]: [number, number], margin: number) =>
  x >= margin && y >= margin && x <= MAP_WIDTH_WITH_SEA - margin && y <= NZ_MAP.height - margin;

/**
 * Isobars and centres from a grid of mean sea level pressure (NZ_GRID, hPa): every 4 hPa level
 * between the lowest and highest, each labelled at its easternmost point on the map (mostly
 * over the sea, clear of the towns), and the highs and lows with where they are in words.
 */
export function pressureLayer(
  values: readonly number[],
  centres: readonly Location[],
  grid: Grid = NZ_GRID,
): Pick<PressureMapData, 'isobars' | 'centres'> {
  const low = Math.ceil(Math.min(...values) / ISOBAR_STEP) * ISOBAR_STEP;
  const high = Math.max(...values);
  const levels: number[] = [];
  for (let level = low; level <= high; level += ISOBAR_STEP) levels.push(level);
  const isobars = isolines(grid, values, levels).map(({ level, d, rings }) => {
    const inside = rings.flat().filter((p) => onMap(p, LABEL_MARGIN));
    const east = inside.reduce<[number, number] | undefined>(
      (a, p) => (!a || p[0] > a[0] ? p : a),
      undefined,
    );
    return {
      hPa: level,
      d,
      ...(east ? { labelAt: [round(east[0]), round(east[1])] as [number, number] } : {}),
    };
  });
  const found = (['max', 'min'] as const).flatMap((kind) => {
    // The radius in degrees (1.5°), whatever the grid's step.
    const radius = Math.max(1, Math.round((CENTRE_RADIUS * NZ_GRID.step) / grid.step));
    const closed = extrema(grid, values, kind, radius).filter((c) =>
      onMap(nzMapXY(c.lat, c.lon), 0),
    );
    if (closed.length) return closed.map((c) => ({ ...c, kind, edge: false }));
    // No closed centre on the map: its highest (lowest) point, where a centre beyond it reaches.
    const edge = edgeExtreme(grid, values, kind);
    return edge ? [{ ...edge, kind, edge: true }] : [];
  });
  return {
    isobars,
    centres: found.map((c) => ({
      kind: c.kind === 'max' ? ('high' as const) : ('low' as const),
      hPa: Math.round(c.value),
      lat: c.lat,
      lon: c.lon,
      where: whereWords(centres, c.lat, c.lon),
      ...(c.edge ? { edge: true } : {}),
    })),
  };
}

/** The highest (lowest) grid point on the map, unless the map is flat (under 2 hPa across). */
function edgeExtreme(
  grid: Grid,
  values: readonly number[],
  kind: 'max' | 'min',
): { lat: number; lon: number; value: number } | undefined {
  const visible = gridPoints(grid)
    .map((p, i) => ({ ...p, value: values[i] ?? Number.NaN }))
    .filter((p) => onMap(nzMapXY(p.lat, p.lon), LABEL_MARGIN));
  const sorted = visible.sort((a, b) => (kind === 'max' ? b.value - a.value : a.value - b.value));
  const [first, last] = [sorted[0], sorted.at(-1)];
  return first && last && Math.abs(first.value - last.value) >= 2 ? first : undefined;
}
