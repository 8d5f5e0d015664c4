/**
 * An SVG path through the points with d3-shape's `curveMonotoneX` (Steffen's monotone cubic: the
 * line never overshoots a point, so a chart never shows a temperature that is not forecast).
 * Written out here because the chart renders in the browser too, at hydration, and d3-shape with
 * d3-path cost the town page about 5 KB gzip before interaction, over its budget (issue 10). Its
 * test checks the output against d3-shape's own on random series.
 */
export type Point = readonly [x: number, y: number];

const sign = (v: number) => (v < 0 ? -1 : 1);

/** Slope at the middle of three points (d3's slope3). */
function innerSlope(a: Point, b: Point, c: Point): number {
  const h0 = b[0] - a[0];
  const h1 = c[0] - b[0];
  const s0 = (b[1] - a[1]) / (h0 || (h1 < 0 ? -0 : 0));
  const s1 = (c[1] - b[1]) / (h1 || (h0 < 0 ? -0 : 0));
  const p = (s0 * h1 + s1 * h0) / (h0 + h1);
  return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
}

/** Slope at an end point, from the one-sided difference and the neighbour's slope (d3's slope2). */
function endSlope(a: Point, b: Point, t: number): number {
  const h = b[0] - a[0];
  return h ? ((3 * (b[1] - a[1])) / h - t) / 2 : t;
}

const num = (v: number) => String(Math.round(v * 10) / 10);

function cubic(a: Point, b: Point, t0: number, t1: number): string {
  const dx = (b[0] - a[0]) / 3;
  return `C${[a[0] + dx, a[1] + dx * t0, b[0] - dx, b[1] - dx * t1, b[0], b[1]].map(num).join(',')}`;
}

/** "M…C…" through `input` (absolute, one decimal, as `line().curve(curveMonotoneX).digits(1)`). */
export function monotoneLine(input: readonly Point[]): string {
  // d3 skips a point that repeats the one before it.
  const pts: Point[] = [];
  for (const p of input) {
    const prev = pts[pts.length - 1];
    if (!prev || prev[0] !== p[0] || prev[1] !== p[1]) pts.push(p);
  }
  const [a, b, ...rest] = pts;
  if (!a) return '';
  const d = `M${num(a[0])},${num(a[1])}`;
  // A lone point is closed on itself, as d3 draws it.
  if (!b) return `${d}Z`;
  if (rest.length === 0) return `${d}L${num(b[0])},${num(b[1])}`;
  // Walk the points keeping the last two and the slope at the last (as d3's curve does): each
  // new point fixes the slope at the one before it, which completes the segment ending there.
  let out = d;
  let [p0, p1] = [a, b];
  let t0 = Number.NaN;
  for (const p of rest) {
    const t1 = innerSlope(p0, p1, p);
    out += cubic(p0, p1, Number.isNaN(t0) ? endSlope(p0, p1, t1) : t0, t1);
    [p0, p1, t0] = [p1, p, t1];
  }
  return out + cubic(p0, p1, t0, endSlope(p0, p1, t0));
}
