import { describe, expect, it } from 'vitest';
import { compactPath } from './compact-path.ts';
import outline from './map/nz-outline.json' with { type: 'json' };

/** The absolute points an SVG path of M, l (with implicit repeats) and z draws. */
function points(d: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let [x, y] = [0, 0];
  for (const [, cmd, args = ''] of d.matchAll(/([MLCZlcz])([^MLCZlcz]*)/g)) {
    const nums = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const per = cmd === 'c' || cmd === 'C' ? 6 : 2;
    for (let i = 0; i + per - 1 < nums.length; i += per) {
      // A curve's control points are relative to where it starts: report its end point.
      const [dx, dy] = [nums[i + per - 2]!, nums[i + per - 1]!];
      if (cmd === 'l' || cmd === 'c') [x, y] = [x + dx, y + dy];
      else [x, y] = [dx, dy];
      out.push([x, y]);
    }
  }
  return out;
}

describe('compactPath', () => {
  it('writes relative steps in tenths, dropping leading zeros and needless separators', () => {
    expect(compactPath('M10,20L10.5,19.8L11,20L10,20ZM1,2L1.25,2Z')).toBe(
      'M10 20l.5-.2.5.2-1 0zM1 2l.3 0z',
    );
  });

  it('draws the same points as the absolute path, to the tenth (no drift along the coast)', () => {
    const absolute = 'M164.6,213.5L167.34,213.71L169.8,211.3L172.55,209.44Z';
    const drawn = points(compactPath(absolute));
    const expected = points(absolute);
    expect(drawn).toHaveLength(expected.length);
    drawn.forEach(([x, y], i) => {
      expect(x).toBeCloseTo(expected[i]![0], 1);
      expect(y).toBeCloseTo(expected[i]![1], 1);
    });
  });

  it('writes curves relative to their start, ending where the absolute curve ends', () => {
    const absolute = 'M36,127C42.5,118.6,48.9,110.2,55.4,105C61.9,99.8,68.3,99.3,74.8,96';
    expect(compactPath(absolute)).toBe('M36 127c6.5-8.4 12.9-16.8 19.4-22 6.5-5.2 12.9-5.7 19.4-9');
    expect(points(compactPath(absolute)).at(-1)).toEqual([74.8, 96]);
  });

  it('is what the stored outline holds', () => {
    expect(outline.path).toMatch(/^M[\d. ]+l/);
    expect(points(outline.path).length).toBeGreaterThan(500);
    for (const [x, y] of points(outline.path)) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(outline.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(outline.height);
    }
  });
});
