import type { MarinePeriod } from '#schemas/generated/types.ts';
import { validateFavouriteItem } from '#schemas/generated/validators.js';
import { activityRating, buildFavouriteItem, favouriteLocation } from './favourite-item.ts';
import {
  FAVOURITE_LOCATIONS,
  fakeProvider,
  favouriteLocations,
} from '#tests/support/favourites-fixtures.ts';

const period = (averageSpeed: number, seaHeight: number): MarinePeriod => ({
  time: '',
  wind: { direction: 'N', averageSpeed, gustSpeed: averageSpeed + 5 },
  swell: { seaHeight, direction: 'N', period: 9 },
  seaState: 'slight',
});

describe('favourite items', () => {
  it('maps activity types onto marine areas and refuses other types', () => {
    expect(favouriteLocation(favouriteLocations, 'kayak', 'hauraki-gulf')?.label).toBe(
      'Hauraki Gulf',
    );
    expect(favouriteLocation(favouriteLocations, 'kayak', 'auckland')).toBeUndefined();
    expect(favouriteLocation(favouriteLocations, 'ski', 'whakapapa')?.type).toBe('ski');
    expect(favouriteLocation(favouriteLocations, 'planets', 'mars')).toBeUndefined();
  });

  it('rates activities from wind and sea', () => {
    expect(activityRating('kayak', period(5, 0.3))).toBe(4);
    expect(activityRating('kayak', period(25, 3))).toBe(1);
    expect(activityRating('boating', period(15, 1.2))).toBe(3);
    expect(activityRating('surfing', period(5, 0.2))).toBe(1);
    expect(activityRating('surfing', period(5, 2))).toBe(4);
  });

  it('builds valid items with live values for towns, activities and ski fields', async () => {
    const town = await buildFavouriteItem(fakeProvider(), FAVOURITE_LOCATIONS[0]!, 'towns-cities');
    expect(town).toEqual({
      key: 'auckland',
      type: 'towns-cities',
      favouriteKey: 'towns-cities/auckland',
      favouriteType: 'towns-cities',
      label: 'Auckland',
      link: { url: '/towns-cities/locations/auckland' },
      value: {
        wind: { direction: 'SW', averageSpeed: 10, gustSpeed: 18 },
        temp: 14,
        condition: 'fine',
      },
    });
    const kayak = await buildFavouriteItem(fakeProvider(), FAVOURITE_LOCATIONS[4]!, 'kayak');
    expect(kayak.link.url).toBe('/marine/areas/hauraki-gulf');
    expect(kayak.value).toMatchObject({ rating: 3, status: 'slight', risk: 'low', temp: 14 });
    const ski = await buildFavouriteItem(fakeProvider(), FAVOURITE_LOCATIONS[5]!, 'ski');
    expect(ski.value?.status).toBe('open');
    for (const i of [town, kayak, ski]) expect(validateFavouriteItem(i)).toBe(true);
  });

  it('keeps the item when a source fails, without its values', async () => {
    const errors: unknown[] = [];
    const town = await buildFavouriteItem(
      fakeProvider({ current: true }),
      FAVOURITE_LOCATIONS[0]!,
      'towns-cities',
      (e) => errors.push(e),
    );
    expect(town.value).toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(validateFavouriteItem(town)).toBe(true);
  });
});
