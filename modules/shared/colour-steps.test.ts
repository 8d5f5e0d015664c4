import { describe, expect, it } from 'vitest';
import { COLOUR_STEPS, GREY_STEP, colourStep, type StepScale } from './colour-steps.ts';

/** sRGB relative luminance of an `hsl(h s% l%)` string (WCAG 2 formula). */
function luminance(colour: string): number {
  const rgb = colour.startsWith('#')
    ? [1, 3, 5].map(
        (i) =>
          parseInt(
            colour.length === 4 ? colour[(i + 1) / 2]!.repeat(2) : colour.slice(i, i + 2),
            16,
          ) / 255,
      )
    : hslToRgb(colour);
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function hslToRgb(colour: string): number[] {
  const [h, s, l] = colour.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('colour steps', () => {
  it('soil moisture has 10 bands, every 10 up to 100', () => {
    expect(COLOUR_STEPS['soil-moisture']).toHaveLength(10);
    expect(colourStep('soil-moisture', 0).index).toBe(0);
    expect(colourStep('soil-moisture', 9.99).index).toBe(0);
    expect(colourStep('soil-moisture', 10).index).toBe(1);
    expect(colourStep('soil-moisture', 89.9).index).toBe(8);
    expect(colourStep('soil-moisture', 90).index).toBe(9);
    expect(colourStep('soil-moisture', 100).index).toBe(9);
    expect(colourStep('soil-moisture', 100).label).toBe('90% and over');
  });

  it('soil temperature steps every 5 from below 0 up to 35', () => {
    const steps = COLOUR_STEPS['soil-temperature'];
    expect(steps.map((s) => s.label)).toEqual([
      'Below 0°',
      '0–5°',
      '5–10°',
      '10–15°',
      '15–20°',
      '20–25°',
      '25–30°',
      '30–35°',
      '35° and over',
    ]);
    expect(colourStep('soil-temperature', -0.1).index).toBe(0);
    expect(colourStep('soil-temperature', 0).index).toBe(1);
    expect(colourStep('soil-temperature', 4.9).index).toBe(1);
    expect(colourStep('soil-temperature', 34.9).index).toBe(7);
    expect(colourStep('soil-temperature', 35).index).toBe(8);
  });

  it('air temperature steps every 2 degrees from -14 to 38', () => {
    const steps = COLOUR_STEPS['air-temperature'];
    expect(steps[0]!.label).toBe('Below -14°');
    expect(steps[1]!.label).toBe('-14–-12°');
    expect(steps.at(-1)!.label).toBe('38° and over');
    expect(steps).toHaveLength(28);
    expect(colourStep('air-temperature', -14.1).index).toBe(0);
    expect(colourStep('air-temperature', -14).index).toBe(1);
    expect(colourStep('air-temperature', 37.9).index).toBe(26);
    expect(colourStep('air-temperature', 38).index).toBe(27);
  });

  it.each(['soil-moisture', 'soil-temperature', 'air-temperature'] as StepScale[])(
    '%s: a value that is not a number is grey',
    (scale) => {
      for (const v of [null, undefined, 'n/a', Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(colourStep(scale, v)).toBe(GREY_STEP);
      }
    },
  );

  it.each(['soil-moisture', 'soil-temperature', 'air-temperature'] as StepScale[])(
    '%s: every step is distinct and its label text reads at 4.5:1 or better',
    (scale) => {
      const steps = COLOUR_STEPS[scale];
      expect(new Set(steps.map((s) => s.background)).size).toBe(steps.length);
      for (const s of [...steps, GREY_STEP]) {
        expect(contrast(s.background, s.text), `${s.label} ${s.background}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    },
  );
});
