import { formatTemp } from '#engine/vocabulary/units.ts';
import type { DayForecast, Marker } from '#schemas/generated/types.ts';
import { layoutLabels } from './label-layout.ts';
import type { Location } from './locations.ts';

/** Main centres shown on the national map, north to south, when the location index has them. */
export const MAIN_CENTRE_KEYS = [
  'whangarei',
  'auckland',
  'hamilton',
  'tauranga',
  'rotorua',
  'gisborne',
  'new-plymouth',
  'taupo',
  'napier',
  'palmerston-north',
  'wellington',
  'nelson',
  'greymouth',
  'christchurch',
  'queenstown',
  'dunedin',
  'invercargill',
] as const;

const MAX_CENTRES = MAIN_CENTRE_KEYS.length;

/**
 * Towns for the national map: the curated main centres present in the index; if the index holds
 * few of them (a different gazetteer), the most populous towns instead.
 */
export function selectMainCentres(locations: readonly Location[]): Location[] {
  const towns = locations.filter((l) => l.type === 'towns-cities');
  const byKey = new Map(towns.map((l) => [l.key, l]));
  const curated = MAIN_CENTRE_KEYS.flatMap((key) => byKey.get(key) ?? []);
  if (curated.length >= 5) return curated;
  return [...towns]
    .filter((l) => typeof l.population === 'number')
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
    .slice(0, MAX_CENTRES);
}

/**
 * One label marker per centre with today's high and condition (Marker schema shape), each with a
 * label position chosen from its neighbours (the static map requires one for a drawn point).
 */
export function buildNationalMarkers(
  entries: readonly { location: Location; day: DayForecast | undefined }[],
): Marker[] {
  const shown = entries.filter((e) => e.day !== undefined);
  // The map writes each name with its temperature (issue 10): lay out the whole label.
  const sides = layoutLabels(
    shown.map(({ location: l, day }) => ({
      key: l.key,
      lat: l.lat,
      lon: l.lon,
      text: `${l.label} ${formatTemp(day?.highTemp)}`,
    })),
  );
  return shown.flatMap(({ location, day }) => {
    if (!day) return [];
    const marker: Marker = {
      key: location.key,
      type: 'label',
      lat: location.lat,
      lon: location.lon,
      position: { labelPos: sides.get(location.key) ?? 'right' },
      label: { text: location.label, textHover: `${location.label} ${formatTemp(day.highTemp)}` },
      view: { icon: day.condition, text: formatTemp(day.highTemp) },
      subject: { value: { temp: day.highTemp, condition: day.condition } },
      action: location.url,
    };
    return [marker];
  });
}
