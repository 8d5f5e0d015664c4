import { COMPASS_POINT_VALUES } from '#schemas/generated/enums.ts';
import { COMPASS_WORDS, windsFrom } from './compass.ts';

describe('compass words', () => {
  it('names every compass point of the schema', () => {
    expect(COMPASS_POINT_VALUES.map((p) => COMPASS_WORDS[p])).toEqual([
      'north',
      'northeast',
      'east',
      'southeast',
      'south',
      'southwest',
      'west',
      'northwest',
    ]);
  });

  it('names the winds from each point as a forecaster does', () => {
    expect(COMPASS_POINT_VALUES.map(windsFrom)).toEqual([
      'northerlies',
      'northeasterlies',
      'easterlies',
      'southeasterlies',
      'southerlies',
      'southwesterlies',
      'westerlies',
      'northwesterlies',
    ]);
  });
});
