import type { CompareData } from '#schemas/generated/types.ts';
import type { CompareAsk } from '#engine/vocabulary/compare-ask.ts';
import type { LocationIndex, Location } from './locations.ts';
import { nzIso } from './nz-time.ts';
import { summariseLocation, WeatherProviderError } from './provider.ts';
import type { WeatherProvider } from './provider.ts';

/** How many town names the place pickers suggest (largest first): enough for every sizeable town. */
export const SUGGESTED_TOWNS = 120;

/** Towns the pickers suggest: the most populous, suburbs left out (they are inside a city). */
export function suggestedTowns(all: readonly Location[]): string[] {
  return all
    .filter((l) => l.type === 'towns-cities' && l.kind !== 'suburb' && l.population !== undefined)
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
    .slice(0, SUGGESTED_TOWNS)
    .map((l) => l.label);
}

/**
 * Today's forecast for each town asked for (towns and cities only: the keys of other kinds of
 * place overlap them). Unknown keys are left out of `places`; the module names them from `asked`.
 * Rejects with WeatherProviderError when the provider fails for a place.
 */
export async function compareData(
  ask: CompareAsk,
  index: LocationIndex,
  provider: WeatherProvider,
  suggestions: string[],
  now: () => number,
): Promise<CompareData> {
  const found = ask.keys.flatMap((key) => index.get('towns-cities', key) ?? []);
  const forecasts = await Promise.all(found.map((location) => provider.daily(location)));
  const places = forecasts.map((forecast, i) => {
    const location = found[i] as Location;
    const today = forecast.days[0];
    if (!today) throw new WeatherProviderError(`No forecast for ${location.label} today`);
    return { location: summariseLocation(location), url: location.url, today };
  });
  const first = forecasts[0];
  return {
    source: first?.source ?? provider.name,
    issuedAt: first?.issuedAt ?? nzIso(now()),
    // The schema's maxItems makes tuple types; compareAsk keeps at most MAX_PLACES keys.
    asked: ask.keys as CompareData['asked'],
    places: places as CompareData['places'],
    suggestions,
  };
}
