import { NZ_MAP, nzMapXY } from '#engine/vocabulary/nz-map.ts';

/**
 * Label positions for the national map's markers. The static map logs an error for a marker drawn
 * with a point but no label position (pages spec section 5), so the server chooses one for each
 * marker from where its neighbours are: the side whose label box covers the fewest other icons and
 * labels and stays on the map, preferring the seaward side (west coast towns left, east right).
 */

export type LabelSide = 'right' | 'left' | 'top' | 'bottom';

export interface LabelPoint {
  key: string;
  lat: number;
  lon: number;
  text: string;
}

// The large static map (engine/vocabulary/nz-map.ts, the projection the modules draw with).
export const MAP_WIDTH = NZ_MAP.width;
export const MAP_HEIGHT = NZ_MAP.height;
// What the static map draws at its default (large) marker size: an 18-unit icon, 11-unit text, the
// label starting 3 units beyond the icon's edge.
const ICON_HALF = 9;
/** The static map's sea east of the outline (NzMap's SEA_EAST): room for East Cape's labels. */
const SEA_EAST = 40;
const GAP = ICON_HALF + 3;
const FONT = 11;
const CHAR_WIDTH = 0.55 * FONT;
/** Costs in viewBox units squared: being off the map is worse than covering something. */
const OFF_MAP_WEIGHT = 3;
const SIDEWAYS_PENALTY = 4;
const UPRIGHT_PENALTY = 30;
/** Neighbours within this many units up or down decide which side is seaward. */
const BAND = 40;
const MAX_PASSES = 8;

type Box = readonly [x0: number, y0: number, x1: number, y1: number];

function labelBox(x: number, y: number, side: LabelSide, width: number): Box {
  switch (side) {
    case 'right':
      return [x + GAP, y - FONT / 2, x + GAP + width, y + FONT / 2];
    case 'left':
      return [x - GAP - width, y - FONT / 2, x - GAP, y + FONT / 2];
    case 'top':
      return [x - width / 2, y - GAP - FONT, x + width / 2, y - GAP];
    case 'bottom':
      return [x - width / 2, y + GAP, x + width / 2, y + GAP + FONT];
  }
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? w * h : 0;
}

function offMap(box: Box): number {
  const area = (box[2] - box[0]) * (box[3] - box[1]);
  return area - overlap(box, [0, 0, MAP_WIDTH + SEA_EAST, MAP_HEIGHT]);
}

/**
 * A label side for every point (keyed by point key). Points are placed busiest first, each label
 * avoiding the icons and the labels already placed; then each label is reconsidered against all
 * the others until nothing improves, so an early choice does not box in a later neighbour.
 * @example layoutLabels([{ key: 'greymouth', lat: -42.45, lon: 171.21, text: 'Greymouth' }])
 */
export function layoutLabels(points: readonly LabelPoint[]): Map<string, LabelSide> {
  const projected = points.map((p) => {
    const [x, y] = nzMapXY(p.lat, p.lon);
    return { key: p.key, x, y, width: p.text.length * CHAR_WIDTH };
  });
  const icons = projected.map((p): Box => [
    p.x - ICON_HALF,
    p.y - ICON_HALF,
    p.x + ICON_HALF,
    p.y + ICON_HALF,
  ]);
  const seaward = projected.map((p): LabelSide => {
    const band = projected.filter((q) => Math.abs(q.y - p.y) < BAND);
    const meanX = band.reduce((s, q) => s + q.x, 0) / band.length;
    // With neighbours mostly to the east the town faces the west coast, and the other way round.
    return p.x < meanX ? 'left' : 'right';
  });
  const labels: (Box | undefined)[] = projected.map(() => undefined);
  const chosen: LabelSide[] = [...seaward];

  const cost = (i: number, side: LabelSide): number => {
    const p = projected[i];
    if (!p) return Infinity;
    const box = labelBox(p.x, p.y, side, p.width);
    let total = OFF_MAP_WEIGHT * offMap(box);
    icons.forEach((icon, j) => {
      if (j !== i) total += overlap(box, icon);
    });
    labels.forEach((other, j) => {
      if (other && j !== i) total += overlap(box, other);
    });
    if (side === 'top' || side === 'bottom') total += UPRIGHT_PENALTY;
    else if (side !== seaward[i]) total += SIDEWAYS_PENALTY;
    return total;
  };
  const choose = (i: number): boolean => {
    const sides = ['right', 'left', 'top', 'bottom'] as const;
    const best = sides.reduce((a, b) => (cost(i, b) < cost(i, a) ? b : a), chosen[i] ?? 'right');
    const p = projected[i];
    if (!p) return false;
    const changed = labels[i] === undefined || best !== chosen[i];
    chosen[i] = best;
    labels[i] = labelBox(p.x, p.y, best, p.width);
    return changed;
  };

  const crowding = (i: number): number => {
    const p = projected[i];
    return p
      ? projected.filter((q) => q !== p && Math.hypot(q.x - p.x, q.y - p.y) < 2 * BAND).length
      : 0;
  };
  const order = projected.map((_, i) => i).sort((a, b) => crowding(b) - crowding(a) || a - b);
  for (const i of order) choose(i);
  // Each pass only ever lowers the total overlap, so this settles; the cap is a safety net.
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let changed = false;
    for (const i of order) changed = choose(i) || changed;
    if (!changed) break;
  }
  return new Map(projected.map((p, i) => [p.key, chosen[i] ?? 'right']));
}
