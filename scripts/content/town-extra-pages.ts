import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';
import { nearestPort } from '#server/weather/tides.ts';
import type { Point } from './types.ts';
import { locationUrl } from './locations.ts';
import { RADAR_URL, dataUrl, link, linkList } from './page-common.ts';
import { placePage } from './page-skeleton.ts';
import type { MarineArea, Town } from './types.ts';

/**
 * Pages beside a town's forecast: its last seven days (every town) and its tides (coastal towns).
 * They are pages of their own, linked from the town page, so the town page's first HTML and
 * scripts stay within their budgets (README, bench).
 */

/** A town or marine area gets tides when a tide port is this close (km): its tides are the port's. */
export const TIDE_PORT_MAX_KM = { town: 20, marine: 60 } as const;

export const pastWeatherUrl = (key: string): string => `/towns-cities/past-weather/${key}`;
export const tidesUrl = (key: string): string => `/towns-cities/tides/${key}`;
export const sunUrl = (key: string): string => `/towns-cities/sun-and-uv/${key}`;

/** The nearest tide port when it is within `maxKm`, else null. */
export function tidePortNear(place: Point, maxKm: number): { label: string } | null {
  const port = nearestPort(place);
  return port.distanceKm <= maxKm ? port : null;
}

export function tideModule(type: 'towns-cities' | 'marine', key: string): ModuleConfig {
  return {
    name: 'tide-forecast',
    key: 'tides',
    title: 'Tides',
    urlSlug: 'tides',
    dataUrl: dataUrl('tides', type, key),
  };
}

/** The links a town's pages share: its forecast, its last seven days, its tides and its sun. */
export function townExtraLinks(town: Town) {
  const port = tidePortNear(town, TIDE_PORT_MAX_KM.town);
  return [
    link(`${town.label} forecast`, locationUrl('towns-cities', town.key)),
    link(`Past weather in ${town.label}`, pastWeatherUrl(town.key)),
    ...(port ? [link(`Tides at ${port.label}`, tidesUrl(town.key))] : []),
    link(`Sunrise, UV and frost in ${town.label}`, sunUrl(town.key)),
  ];
}

/** The 'More for <town>' list of a page beside the town's forecast (`url`: that page's own). */
export function townMoreList(town: Town, url: string): ModuleConfig {
  return linkList(
    `More for ${town.label}`,
    [...townExtraLinks(town).filter((l) => l.url !== url), link('Rain radar', RADAR_URL)],
    { key: 'more' },
  );
}

function extraPage(
  town: Town,
  url: string,
  title: string,
  description: string,
  module: ModuleConfig,
): PageDescription {
  return placePage({
    type: 'towns-cities',
    place: town,
    region: town.region,
    section: 'towns-cities',
    url,
    title,
    subtitle: town.region,
    description,
    primary: {
      main: [module],
      rightMajor: [townMoreList(town, url)],
    },
    // A page beside the town's own: its favourites promo is on the town's page.
    last: [],
  });
}

export function pastWeatherPage(town: Town): PageDescription {
  return extraPage(
    town,
    pastWeatherUrl(town.key),
    `${town.label} past weather`,
    `The last seven days in ${town.label}: highs, lows and rainfall as observed, beside what the forecast said the day before.`,
    {
      name: 'past-weather',
      key: 'past-weather',
      title: 'The last 7 days',
      dataUrl: dataUrl('past-weather', 'towns-cities', town.key),
    },
  );
}

/** Coastal towns only (a tide port within TIDE_PORT_MAX_KM.town), else null. */
export function tidesPage(town: Town): PageDescription | null {
  const port = tidePortNear(town, TIDE_PORT_MAX_KM.town);
  if (!port) return null;
  return extraPage(
    town,
    tidesUrl(town.key),
    `${town.label} tides`,
    `High and low tide times and heights for ${town.label} at ${port.label}, for today and the next two days, in New Zealand time.`,
    tideModule('towns-cities', town.key),
  );
}

/** A marine area's tides: the nearest port when it is within TIDE_PORT_MAX_KM.marine. */
export function marineTideModules(area: MarineArea): ModuleConfig[] {
  return tidePortNear(area, TIDE_PORT_MAX_KM.marine) ? [tideModule('marine', area.key)] : [];
}
