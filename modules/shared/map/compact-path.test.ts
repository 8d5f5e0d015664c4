import { describe, expect, it } from 'vitest';
import { compactPath } from './compact-path.ts';
import outline from './nz-outline.json' with { type: 'json' };

/** The absolute points an SVG path of M, l (with implicit repeats) and z draws. */
function points(d: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let [x, y] = [0, 0];
  for (const [, cmd, args = ''] of d.matchAll(/([MLZlz])([^MLZlz]*)/g)) {
    const nums = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    for (let i = 0; i + 1 < nums.length; i += 2) {
      if (cmd === 'l') [x, y] = [x + nums[i]!, y + nums[i + 1]!];
      else [x, y] = [nums[i]!, nums[i + 1]!];
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
