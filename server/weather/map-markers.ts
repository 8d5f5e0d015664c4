import type { Marker, ObservationsData } from '#schemas/generated/types.ts';
import { formatMm, formatPercent, formatTemp, windText } from '#engine/vocabulary/units.ts';
import { layoutLabels } from './label-layout.ts';
import type { Location, LocationType } from './locations.ts';

/**
 * The rain radar's markers (issue 12): the main centres, the best-known ski fields and a spread of
 * coastal marine areas, each tagged for the legend filters of /maps-radar/rain/radar (its
 * map.filters keys) and carrying its current conditions as views for the marker detail.
 */
export const MARKER_TAGS: Partial<Record<LocationType, string>> = {
  'towns-cities': 'towns',
  ski: 'ski-fields',
  marine: 'marine',
};

/** Curated so the map stays readable: one or two per ski region, marine areas around the coast. */
const CURATED: Partial<Record<LocationType, readonly string[]>> = {
  ski: ['whakapapa', 'mt-hutt', 'coronet-peak', 'cardrona', 'mt-dobson'],
  marine: ['hauraki-gulf', 'plenty', 'cook', 'pegasus-bay', 'foveaux', 'grey'],
};

export function selectMarkerLocations(
  centres: readonly Location[],
  get: (type: LocationType, key: string) => Location | undefined,
): Location[] {
  const curated = Object.entries(CURATED).flatMap(([type, keys]) =>
    (keys ?? []).flatMap((key) => get(type as LocationType, key) ?? []),
  );
  return [...centres, ...curated];
}

/** A value for the detail: the number the colour steps read, and the text shown. */
const view = (meta: number, text: string) => ({ meta, text });

export function buildMapMarkers(
  entries: readonly { location: Location; observed: ObservationsData | null }[],
): Marker[] {
  const sides = layoutLabels(
    entries.map(({ location: l }) => ({ key: l.key, lat: l.lat, lon: l.lon, text: l.label })),
  );
  return entries.map(({ location, observed }) => {
    const now = observed?.current;
    const marker: Marker = {
      key: `${location.type}-${location.key}`,
      type: 'label',
      lat: location.lat,
      lon: location.lon,
      label: {
        text: location.label,
        textHover: now ? `${location.label} ${formatTemp(now.temp)}` : undefined,
      },
      position: { labelPos: sides.get(location.key) ?? 'right' },
      tags: [MARKER_TAGS[location.type] ?? location.type],
      action: location.url,
    };
    if (now)
      marker.views = {
        temp: view(now.temp, formatTemp(now.temp)),
        rain: view(now.rainfall, formatMm(now.rainfall)),
        wind: view(now.wind.averageSpeed, windText(now.wind).short),
        humidity: view(now.humidity, formatPercent(now.humidity)),
        pressure: view(now.pressure, `${Math.round(now.pressure)} hPa`),
      };
    return marker;
  });
}
