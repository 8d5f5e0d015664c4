import type { FavouriteItem, MarinePeriod } from '#schemas/generated/types.ts';
import { favouriteUrl, MARINE_ACTIVITY_TYPES } from '#machines/favourites-list.ts';
import type { Location, LocationIndex } from '#server/weather/locations.ts';
import { isLocationType } from '#server/weather/locations.ts';
import type { WeatherProvider } from '#server/weather/provider.ts';

/** The provider methods favourites use: tests fake only these. */
export type FavouritesProvider = Pick<WeatherProvider, 'current' | 'marine' | 'skiReport'>;
export type FavouriteValue = NonNullable<FavouriteItem['value']>;
type Activity = (typeof MARINE_ACTIVITY_TYPES)[number];

const isActivity = (type: string): type is Activity =>
  (MARINE_ACTIVITY_TYPES as readonly string[]).includes(type);

/**
 * The location behind a favourite: location types look themselves up; the marine activity types
 * (coastal, tidal, boating, surfing, kayak, paddleboarding) are views of a marine area.
 */
export function favouriteLocation(
  locations: Pick<LocationIndex, 'get'>,
  type: string,
  key: string,
): Location | undefined {
  if (isActivity(type)) return locations.get('marine', key);
  return isLocationType(type) ? locations.get(type, key) : undefined;
}

/**
 * Limits (wind kt, sea m) under which an activity rates 4, 3 and 2 (1 above). Paddling needs calm
 * water; boating and the coast tolerate more; surfing wants swell but little wind.
 */
const LIMITS: Record<Activity | 'marine', [number, number][]> = {
  kayak: [
    [8, 0.5],
    [12, 1],
    [18, 1.5],
  ],
  paddleboarding: [
    [6, 0.3],
    [10, 0.6],
    [15, 1],
  ],
  boating: [
    [12, 1],
    [18, 1.5],
    [25, 2.5],
  ],
  coastal: [
    [15, 1.5],
    [22, 2.5],
    [30, 4],
  ],
  tidal: [
    [15, 1.5],
    [22, 2.5],
    [30, 4],
  ],
  marine: [
    [15, 1.5],
    [22, 2.5],
    [30, 4],
  ],
  surfing: [
    [8, 3],
    [12, 4],
    [18, 5],
  ],
};

/** 1 (poor) to 4 (good), the rating scale the UI colours (modules/shared/ratings.ts). */
export function activityRating(activity: Activity | 'marine', period: MarinePeriod): number {
  const { averageSpeed } = period.wind;
  const sea = period.swell.seaHeight;
  // Surfing is poor without a swell to ride, whatever the wind.
  if (activity === 'surfing' && sea < 0.5) return 1;
  const limits = LIMITS[activity];
  const index = limits.findIndex(([wind, height]) => averageSpeed <= wind && sea <= height);
  return index < 0 ? 1 : 4 - index;
}

const RISK = ['high', 'high', 'moderate', 'low', 'low'] as const;

async function marineValue(
  provider: FavouritesProvider,
  location: Location,
  activity: Activity | 'marine',
): Promise<FavouriteValue> {
  const data = await provider.marine(location);
  const period = data.periods[0];
  if (!period) return {};
  const rating = activityRating(activity, period);
  return {
    wind: { ...period.wind },
    rating,
    status: period.seaState,
    risk: RISK[rating] ?? 'high',
  };
}

async function skiValue(provider: FavouritesProvider, location: Location): Promise<FavouriteValue> {
  const report = await provider.skiReport(location);
  const { open, paused } = report.facilities.status;
  const status = !report.isSkiSeason
    ? 'closed for the season'
    : open > 0
      ? 'open'
      : paused > 0
        ? 'on hold'
        : 'closed';
  return { status };
}

async function currentValue(
  provider: FavouritesProvider,
  location: Location,
): Promise<FavouriteValue> {
  const { current } = await provider.current(location);
  return { wind: { ...current.wind }, temp: current.temp, condition: current.condition };
}

/**
 * A favourite item with live values. Each source is asked separately: one failing leaves its
 * values out rather than losing the favourite (the list still shows it, without numbers).
 */
export async function buildFavouriteItem(
  provider: FavouritesProvider,
  location: Location,
  type: string,
  onError: (error: unknown) => void = () => undefined,
): Promise<FavouriteItem> {
  const parts: Promise<FavouriteValue>[] = [currentValue(provider, location)];
  if (isActivity(type)) parts.push(marineValue(provider, location, type));
  else if (location.type === 'marine' || location.type === 'high-seas')
    parts.push(marineValue(provider, location, 'marine'));
  if (location.type === 'ski') parts.push(skiValue(provider, location));
  const value: FavouriteValue = {};
  for (const result of await Promise.allSettled(parts)) {
    if (result.status === 'fulfilled') Object.assign(value, result.value);
    else onError(result.reason);
  }
  return {
    key: location.key,
    type,
    favouriteKey: `${type}/${location.key}`,
    favouriteType: type,
    label: location.label,
    link: { url: isActivity(type) ? favouriteUrl(type, location.key) : location.url },
    ...(Object.keys(value).length > 0 ? { value } : {}),
  };
}
