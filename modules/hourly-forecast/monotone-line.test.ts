import fc from 'fast-check';
import { curveMonotoneX, line } from 'd3-shape';
import { compactPath } from '../shared/compact-path.ts';
import { monotoneLine, type Point } from './monotone-line.ts';

const d3Line = (points: readonly Point[]) =>
  line<Point>()
    .x((p) => p[0])
    .y((p) => p[1])
    .curve(curveMonotoneX)
    .digits(1)(points) ?? '';

describe('monotoneLine', () => {
  it('draws the same path as d3-shape curveMonotoneX for hourly series', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -300, max: 450 }), { minLength: 0, maxLength: 60 }),
        (temps) => {
          // Evenly spaced hours, as the chart draws them; tenths of a degree scaled to the chart.
          const points = temps.map((t, i): Point => [36 + i * 19.7, 164 - t * 0.37]);
          expect(compactPath(monotoneLine(points))).toBe(compactPath(d3Line(points)));
        },
      ),
      { seed: 20261123, numRuns: 300 },
    );
  });

  it('matches d3 for uneven spacing and falling x too', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -500, max: 500 })), {
          maxLength: 30,
        }),
        (steps) => {
          let x = 0;
          const points = steps.map(([dx, y]): Point => [(x += dx), y / 3]);
          expect(compactPath(monotoneLine(points))).toBe(compactPath(d3Line(points)));
        },
      ),
      { seed: 20261123, numRuns: 300 },
    );
  });

  it('keeps a flat run flat and skips a repeated point, as d3 does', () => {
    const flat: Point[] = [
      [0, 10],
      [10, 10],
      [10, 10],
      [20, 10],
    ];
    expect(monotoneLine(flat)).toBe(d3Line(flat));
    expect(monotoneLine(flat)).not.toMatch(/NaN/);
  });

  it('draws a straight segment for two points and nothing for none', () => {
    expect(
      monotoneLine([
        [0, 0],
        [5, 5],
      ]),
    ).toBe('M0,0L5,5');
    expect(monotoneLine([])).toBe('');
  });
});
