import { validateFavouriteItem } from '#schemas/generated/validators.js';
import { buildFavouriteItem, favouriteLocation } from './favourite-item.ts';
import {
  FAVOURITE_LOCATIONS,
  fakeProvider,
  favouriteLocations,
} from '#tests/support/favourites-fixtures.ts';

const place = (type: string, key: string) => {
  const location = favouriteLocation(favouriteLocations, type, key);
  if (!location) throw new Error(`no fixture ${type}/${key}`);
  return location;
};
const deps = (fail: { current?: boolean } = {}) => ({ provider: fakeProvider(fail) });

describe('favourite items', () => {
  it('finds every type of place by its own type, and nothing for unknown types', () => {
    expect(favouriteLocation(favouriteLocations, 'kayak', 'okahu-bay')?.label).toBe('Ōkahu Bay');
    // Activity types are places of their own now: a marine area is not a kayak spot.
    expect(favouriteLocation(favouriteLocations, 'kayak', 'hauraki-gulf')).toBeUndefined();
    expect(favouriteLocation(favouriteLocations, 'ski', 'whakapapa')?.type).toBe('ski');
    expect(favouriteLocation(favouriteLocations, 'planets', 'mars')).toBeUndefined();
  });

  it('gives a town its temperature, condition and wind', async () => {
    const town = await buildFavouriteItem(deps(), FAVOURITE_LOCATIONS[0]!);
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
  });

  it('gives a surf break its rating, a kayak spot its risk, a tide station its next tide', async () => {
    const surf = await buildFavouriteItem(deps(), place('surfing', 'manu-bay'));
    // 0.8 m at 8 s in a 10 kt south-westerly, cross-shore at a north-west-facing break.
    expect(surf.value).toMatchObject({ rating: 2, status: 'slight', temp: 14 });
    expect(surf.link.url).toBe('/marine/surf-breaks/manu-bay');
    const kayak = await buildFavouriteItem(deps(), place('kayak', 'okahu-bay'));
    expect(kayak.value).toMatchObject({ risk: 'moderate' });
    expect(kayak.value?.rating).toBeUndefined();
    const lake = await buildFavouriteItem(deps(), place('kayak', 'mine-bay'));
    // The lake's own wind (12 kt, gusts 16), not the sea's: moderate, and no sea state.
    expect(lake.value).toMatchObject({
      risk: 'moderate',
      wind: { direction: 'N', averageSpeed: 12, gustSpeed: 16 },
    });
    expect(lake.value?.status).toBeUndefined();
    const tides = await buildFavouriteItem(deps(), place('tidal', 'thames'));
    // Issued at noon: the next is the afternoon's low water.
    expect(tides.value).toEqual({ status: 'Low 3:25 pm' });
    for (const i of [surf, kayak, lake, tides]) expect(validateFavouriteItem(i)).toBe(true);
  });

  it('rates a marine area for small boats, counting the warnings in force', async () => {
    const area = place('marine', 'hauraki-gulf');
    expect((await buildFavouriteItem(deps(), area)).value).toMatchObject({ rating: 4 });
    const warned = await buildFavouriteItem({ ...deps(), warningsFor: () => ['gale'] }, area);
    expect(warned.value).toMatchObject({ rating: 1, status: 'slight' });
  });

  it('gives a ski field its status', async () => {
    const ski = await buildFavouriteItem(deps(), place('ski', 'whakapapa'));
    expect(ski.value?.status).toBe('open');
    expect(validateFavouriteItem(ski)).toBe(true);
  });

  it('keeps the item when a source fails, without its values', async () => {
    const errors: unknown[] = [];
    const town = await buildFavouriteItem(deps({ current: true }), FAVOURITE_LOCATIONS[0]!, (e) =>
      errors.push(e),
    );
    expect(town.value).toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(validateFavouriteItem(town)).toBe(true);
  });
});
