import { TEST_NOW_MS } from '#tests/support/clock.ts';
import { chancesFrom, climateOutlook, outlookRegionOf } from './climate-outlook.ts';

describe('climate outlook', () => {
  it('gives the next month and the next three months, across the year end', () => {
    const outlook = climateOutlook(TEST_NOW_MS);
    expect(outlook.source).toBe('demo');
    expect(outlook.monthly).toMatchObject({
      label: 'December 2026',
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(outlook.seasonal).toMatchObject({
      label: 'December 2026 to February 2027',
      from: '2026-12-01',
      to: '2027-02-28',
    });
    expect(outlook.monthly.regions).toHaveLength(6);
  });

  it('keeps every set of chances within 15 to 60 % and summing to 100', () => {
    for (let lean = -1; lean <= 1; lean += 0.05) {
      const c = chancesFrom(lean);
      expect(c.above + c.near + c.below).toBe(100);
      for (const v of [c.above, c.near, c.below]) {
        expect(v).toBeGreaterThanOrEqual(15);
        expect(v).toBeLessThanOrEqual(60);
      }
    }
    expect(chancesFrom(0)).toEqual({ above: 30, near: 40, below: 30 });
  });

  it('maps each rural region to its outlook region, the Chatham Islands to none', () => {
    expect(outlookRegionOf('canterbury')).toBe('east-south-island');
    expect(outlookRegionOf('west-coast')).toBe('west-south-island');
    expect(outlookRegionOf('chatham-islands')).toBeUndefined();
  });
});
