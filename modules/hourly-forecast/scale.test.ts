import { describe, expect, it } from 'vitest';
import { linear, niceDomain, tickStep, ticks } from './scale.ts';

describe('chart scales', () => {
  it('picks 1-2-5 steps like d3', () => {
    expect(tickStep(9, 23, 4)).toBe(5);
    expect(tickStep(0, 10, 4)).toBe(2);
    expect(tickStep(-3, 2, 4)).toBe(1);
    expect(tickStep(0, 100, 4)).toBe(20);
  });
  it('widens the domain to whole steps and lists the ticks inside it', () => {
    expect(niceDomain(9, 23, 4)).toEqual([5, 25]);
    expect(ticks(5, 25, 4)).toEqual([5, 10, 15, 20, 25]);
    expect(ticks(-4, 3, 4)).toEqual([-4, -2, 0, 2]);
  });
  it('maps a domain onto a range, upside down for SVG y', () => {
    const y = linear([5, 25], [150, 10]);
    expect(y(5)).toBe(150);
    expect(y(25)).toBe(10);
    expect(y(15)).toBe(80);
  });
});
