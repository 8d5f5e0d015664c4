/**
 * The two linear scales of the temperature chart. d3-scale would bring d3-interpolate, d3-format
 * and d3-time into the page (about 30 KB) for what is a line of arithmetic; the tick rule is
 * d3's: steps of 1, 2 or 5 times a power of ten, picked by the same thresholds.
 */
export function tickStep(start: number, stop: number, count: number): number {
  const raw = (stop - start) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  return (
    (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1) *
    power
  );
}

/** The domain widened to whole steps, as d3's `.nice(count)` does. */
export function niceDomain(start: number, stop: number, count: number): [number, number] {
  const step = tickStep(start, stop, count);
  return [Math.floor(start / step) * step, Math.ceil(stop / step) * step];
}

export function ticks(start: number, stop: number, count: number): number[] {
  const step = tickStep(start, stop, count);
  const out: number[] = [];
  for (let i = Math.ceil(start / step); i * step <= stop + step * 1e-9; i++)
    out.push(Math.round(i * step * 1e6) / 1e6);
  return out;
}

export function linear(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  return (value) => (d1 === d0 ? r0 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0));
}
