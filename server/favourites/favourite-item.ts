import type { FavouriteItem } from '#schemas/generated/types.ts';
import { boatingRating } from '#engine/vocabulary/activity.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import type { Location, LocationIndex } from '#server/weather/locations.ts';
import { isLocationType } from '#server/weather/locations.ts';
import type { WeatherProvider } from '#server/weather/provider.ts';
import { isRecreationActivity, recreationData } from '#server/weather/recreation.ts';
import { nearestPort } from '#server/weather/tides.ts';

/** The provider methods favourites use: tests fake only these. */
export type FavouritesProvider = Pick<
  WeatherProvider,
  'current' | 'marine' | 'skiReport' | 'hourly' | 'tides'
>;
export type FavouriteValue = NonNullable<FavouriteItem['value']>;

/**
 * The location behind a favourite: every favourite type is a location type (issue 25: the spec's
 * coastal, tidal, boating, surfing, kayak, paddleboarding and ski are places of their own).
 */
export function favouriteLocation(
  locations: Pick<LocationIndex, 'get'>,
  type: string,
  key: string,
): Location | undefined {
  return isLocationType(type) ? locations.get(type, key) : undefined;
}

export interface FavouriteDeps {
  provider: FavouritesProvider;
  /** Event types of the warnings in force over a place (boating ratings count them). */
  warningsFor?: (type: string, key: string) => readonly string[];
}

/** Marine areas and the high seas: the small-boat rating of the next period and its sea state. */
async function marineValue(deps: FavouriteDeps, location: Location): Promise<FavouriteValue> {
  const data = await deps.provider.marine(location);
  const period = data.periods[0];
  if (!period) return {};
  const { value } = boatingRating({
    windSpeed: period.wind.averageSpeed,
    gustSpeed: period.wind.gustSpeed,
    seaHeight: period.waveHeight ?? period.swell.seaHeight,
    warnings: deps.warningsFor?.(location.type, location.key) ?? [],
  });
  return { wind: { ...period.wind }, rating: value, status: period.seaState };
}

/**
 * A recreational place's value as its page gives it now (recreation.ts): the surf or boating
 * rating, the paddling risk, the sea state, or at a tide station the next high or low water.
 */
async function recreationValue(deps: FavouriteDeps, location: Location): Promise<FavouriteValue> {
  if (location.type === 'tidal') {
    const tides = await deps.provider.tides(location, nearestPort(location));
    const next = tides.tides.find((t) => Date.parse(t.time) >= Date.parse(tides.issuedAt));
    return next
      ? { status: `${next.type === 'high' ? 'High' : 'Low'} ${formatNzTime(next.time)}` }
      : {};
  }
  const data = await recreationData(location, {
    provider: deps.provider,
    warnings: deps.warningsFor?.(location.type, location.key) ?? [],
  });
  const now = data.periods[0];
  if (!now) return {};
  return {
    wind: { ...now.wind },
    ...(now.rating !== undefined ? { rating: now.rating } : {}),
    ...(now.risk !== undefined ? { risk: now.risk } : {}),
    ...(now.sea && location.type !== 'kayak' && location.type !== 'paddleboarding'
      ? { status: now.sea.state }
      : {}),
  };
}

async function skiValue(deps: FavouriteDeps, location: Location): Promise<FavouriteValue> {
  const report = await deps.provider.skiReport(location);
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

async function currentValue(deps: FavouriteDeps, location: Location): Promise<FavouriteValue> {
  const { current } = await deps.provider.current(location);
  return { wind: { ...current.wind }, temp: current.temp, condition: current.condition };
}

/**
 * A favourite item with live values (spec section 3: wind with direction, averageSpeed and
 * gustSpeed; temp; condition; rating; status; risk), as each type of place has them. Each source
 * is asked separately: one failing leaves its values out rather than losing the favourite. The
 * activity's own wind (a surf break's, not the nearest town's) wins over the current conditions'.
 */
export async function buildFavouriteItem(
  deps: FavouriteDeps,
  location: Location,
  onError: (error: unknown) => void = () => undefined,
): Promise<FavouriteItem> {
  const parts: Promise<FavouriteValue>[] = [];
  if (location.type !== 'tidal') parts.push(currentValue(deps, location));
  if (isRecreationActivity(location.type)) parts.push(recreationValue(deps, location));
  else if (location.type === 'marine' || location.type === 'high-seas')
    parts.push(marineValue(deps, location));
  else if (location.type === 'ski') parts.push(skiValue(deps, location));
  const value: FavouriteValue = {};
  for (const result of await Promise.allSettled(parts)) {
    if (result.status === 'fulfilled') Object.assign(value, result.value);
    else onError(result.reason);
  }
  return {
    key: location.key,
    type: location.type,
    favouriteKey: `${location.type}/${location.key}`,
    favouriteType: location.type,
    label: location.label,
    link: { url: location.url },
    ...(Object.keys(value).length > 0 ? { value } : {}),
  };
}
