import {
  altitudeBand,
  barbecueLabel,
  NO_RATING,
  NO_RATING_INFO,
  noRatingText,
  ratingStatus,
  ratingValue,
  sortHighSeasWarnings,
} from './ratings.ts';

describe('ratings', () => {
  it('maps only 1 to 4 to statuses', () => {
    expect([1, 2, 3, 4].map(ratingStatus)).toEqual(['red', 'orange', 'blue', 'green']);
    for (const bad of [0, 5, 2.5, '2', null, undefined]) expect(ratingValue(bad)).toBeNull();
  });

  it('labels barbecue ratings and says NO RATING otherwise', () => {
    expect([1, 2, 3, 4].map(barbecueLabel)).toEqual(['Yeah, nah', 'Hmmmm', 'Choice', 'Awesome']);
    expect(barbecueLabel(7)).toBe(NO_RATING);
    expect(barbecueLabel(0)).toBe(NO_RATING);
    expect(barbecueLabel(5)).toBe(NO_RATING);
    expect(barbecueLabel('3')).toBe(NO_RATING);
  });

  it('says NO RATING INFO when rating data is missing, NO RATING for any other value', () => {
    expect(barbecueLabel(undefined)).toBe(NO_RATING_INFO);
    expect(barbecueLabel(null)).toBe(NO_RATING_INFO);
    expect(noRatingText(undefined)).toBe('NO RATING INFO');
    expect(noRatingText(null)).toBe('NO RATING INFO');
    for (const other of [0, 5, -1, 2.5, '', 'high', {}])
      expect(noRatingText(other)).toBe('NO RATING');
  });

  it('orders high seas warnings cyclone, storm, gale, iceaccretion', () => {
    expect(sortHighSeasWarnings(['gale', 'iceaccretion', 'unknown', 'cyclone', 'gale'])).toEqual([
      'cyclone',
      'gale',
      'iceaccretion',
    ]);
  });

  it('bands altitudes: high alpine above 2000 m, alpine 1000 to 2000 m, sub alpine below 1000 m', () => {
    expect(altitudeBand(2001)).toBe('high-alpine');
    expect(altitudeBand(2000)).toBe('alpine');
    expect(altitudeBand(1000)).toBe('alpine');
    expect(altitudeBand(999)).toBe('sub-alpine');
    expect(altitudeBand(1500, { alpineFrom: 1200, highAlpineFrom: 1400 })).toBe('high-alpine');
  });
});
