import { SCHEMA_VERSION } from '#schemas/generated/enums.ts';
import type {
  Link,
  ModuleConfig,
  PageDescription,
  PageLocation,
} from '#schemas/generated/types.ts';
import { locationUrl } from './locations.ts';
import { islandOf, type Island } from './regions.ts';
import type { ContentData, LocationType, Point } from './types.ts';

// The page builders write the schema's current version.
export { SCHEMA_VERSION };
export const SEARCH_LABEL = 'Search for a location';

export const WARNINGS_URL = '/warnings/home';
export const MARINE_WARNINGS_URL = '/warnings/marine';
/** Every warning in force, with the regions each reaches (the warnings-list module filters it). */
export const WARNINGS_DATA_URL = '/api/warnings-service/all';
export const RADAR_URL = '/maps-radar/rain/radar';

export function link(label: string, url: string): Link {
  return { label, url };
}

export function locationLink(
  type: LocationType,
  place: { key: string; label: string },
  label = place.label,
): Link {
  return link(label, locationUrl(type, place.key));
}

export function pageLocation(
  type: LocationType,
  place: { key: string; label: string } & Point,
  region: string,
): PageLocation {
  return { key: place.key, type, label: place.label, region, lat: place.lat, lon: place.lon };
}

/** Data endpoint of a module: `/api/data/<kind>/<type>/<key>` (see the preamble's data endpoints). */
export function dataUrl(
  kind:
    | 'observations'
    | 'forecast'
    | 'hourly'
    | 'rain'
    | 'marine'
    | 'mountain'
    | 'tides'
    | 'soil'
    | 'past-weather'
    | 'traffic'
    | 'sky'
    | 'farm',
  type: LocationType,
  key: string,
): string {
  return `/api/data/${kind}/${type}/${key}`;
}

/**
 * A place's current conditions, the first thing on its page (issue 22: the temperature and the
 * sky now are on a phone's first screen on every kind of place page).
 */
export function nowModule(type: LocationType, key: string, label: string): ModuleConfig {
  return {
    name: 'current-conditions',
    key: 'now',
    title: `${label} now`,
    urlSlug: 'now',
    dataUrl: dataUrl('observations', type, key),
  };
}

/** One ad slot of a page description. */
type AdDefinition = NonNullable<NonNullable<PageDescription['adConfig']>['definitions']>[number];

/**
 * The page's ads: static targeting (section, and the region and location when the page has
 * them) and the standard slots, a banner above the page, one in the main column after its first
 * module and the two skins beside the content on wide screens (issue 13). Heights are reserved
 * from the first paint, so the page never moves when an ad arrives. `interstitial`: the section
 * pages', shown once a visit over the page (never on Firefox 102, never over a warning:
 * src/ads), none in the warnings section. Its slot reserves nothing: it is an overlay.
 */
export function pageAdConfig(
  section: string,
  regionKey?: string,
  locationKey?: string,
  { interstitial = false }: { interstitial?: boolean } = {},
): PageDescription['adConfig'] {
  const staticData = [{ key: 'section', value: section }];
  if (regionKey) staticData.push({ key: 'region', value: regionKey });
  if (locationKey) staticData.push({ key: 'location', value: locationKey });
  const unit = `/nzweather/${section}`;
  return {
    targeting: { staticData },
    definitions: [
      {
        id: 'top',
        def: `${unit}/top`,
        sizes: [
          [320, 50],
          [728, 90],
        ],
        layout: 'banner',
        height: 90,
        mobileHeight: 50,
      },
      { id: 'mrec', def: `${unit}/mrec`, sizes: [[300, 250]], layout: 'module' },
      {
        id: 'skin-left',
        def: `${unit}/skin`,
        sizes: [[160, 600]],
        layout: 'skin-left',
        height: 600,
      },
      {
        id: 'skin-right',
        def: `${unit}/skin`,
        sizes: [[160, 600]],
        layout: 'skin-right',
        height: 600,
      },
      ...(interstitial && section !== 'warnings'
        ? [
            {
              id: 'inst',
              def: `${unit}/interstitial`,
              sizes: [
                [320, 480],
                [300, 250],
              ],
              layout: 'interstitial',
            } satisfies AdDefinition,
          ]
        : []),
    ],
  };
}

/** The list of the four high seas areas (marine index and high seas pages). */
export function highSeasList(): ModuleConfig {
  return {
    name: 'high-seas-list',
    key: 'high-seas',
    title: 'High seas areas',
    urlSlug: 'high-seas',
    dataUrl: '/api/data/high-seas',
  };
}

/** A place's rain forecast (town and rural region pages). */
export function rainForecast(type: LocationType, key: string): ModuleConfig {
  return {
    name: 'rain-forecast',
    key: 'rain',
    title: 'Rain forecast',
    urlSlug: 'rain',
    dataUrl: dataUrl('rain', type, key),
  };
}

/** Footer promo for pages with a location: favourites are the quickest way back to a forecast. */
export function favouritesPromo(label: string): ModuleConfig {
  return {
    name: 'promo',
    key: 'favourites-promo',
    title: 'Keep your places close',
    text: `Tap the star beside the search bar to add ${label} to your favourites. Your favourites are listed under the star, so this forecast is always one tap away.`,
    link: link('Manage favourites', '/manage-favourites'),
  };
}

/** Footer promo for section pages: the rain radar is the most used map. */
export function radarPromo(): ModuleConfig {
  return {
    name: 'promo',
    key: 'radar-promo',
    title: 'Is rain on the way?',
    text: 'The rain radar shows where rain is falling now and how heavy it is, from light drizzle to torrential downpours.',
    link: link('Open the rain radar', RADAR_URL),
  };
}

/**
 * The orange and red warnings in force nationally, one linked line each (issue 22): the national
 * and section pages have no location, so no warnings bar, and a red warning must not go unsaid.
 */
export function severeWarningsStrip(): ModuleConfig {
  return {
    name: 'warnings-list',
    key: 'severe-warnings',
    title: 'Orange and red warnings in force',
    urlSlug: 'severe-warnings',
    dataUrl: '/api/warnings-service/severe',
    headlines: true,
  };
}

export function linkList(
  title: string,
  links: Link[],
  extra: Partial<ModuleConfig> = {},
): ModuleConfig {
  return { name: 'link-list', title, links, ...extra };
}

export function textModule(
  title: string,
  paragraphs: string[],
  extra: Partial<ModuleConfig> = {},
): ModuleConfig {
  return { name: 'text', title, text: paragraphs.join('\n\n'), ...extra };
}

/** Sorts links by label the way New Zealanders read them (macrons sort with their plain letter). */
export function byLabel(a: Link, b: Link): number {
  return a.label.localeCompare(b.label, 'en-NZ', { sensitivity: 'base' });
}

const ISLANDS: readonly Island[] = ['North Island', 'South Island', 'Chatham Islands'];

export function sectionPage(
  url: string,
  type: string,
  name: string,
  title: string,
  description: string,
  layout: PageDescription['layout'],
  extra: Partial<PageDescription> = {},
): PageDescription {
  const { first = [], ...slots } = layout.primary ?? {};
  return {
    schemaVersion: SCHEMA_VERSION,
    url,
    type,
    name,
    title,
    searchLabel: SEARCH_LABEL,
    metadata: { title, description },
    adConfig: pageAdConfig(type, undefined, undefined, { interstitial: true }),
    layout: {
      ...layout,
      primary: { first: [severeWarningsStrip(), ...first], ...slots },
    },
    ...extra,
  };
}

/** Groups links by island, dropping empty islands, in north-to-south order. */
export function byIsland<T>(
  items: readonly T[],
  region: (item: T) => string,
  toLink: (item: T) => Link,
): { title: string; links: Link[] }[] {
  return ISLANDS.map((island) => ({
    title: island,
    links: items
      .filter((i) => islandOf(region(i)) === island)
      .map(toLink)
      .sort(byLabel),
  })).filter((g) => g.links.length > 0);
}

/** Standard reading notes of New Zealand marine forecasts. */
export const MARINE_NOTES =
  'Wind speeds are averages in knots; gusts can be 40 percent stronger. Sea and swell heights are significant wave heights: occasional waves may be twice as high.';

export function regionalLinks(region: string, data: ContentData): ReturnType<typeof link>[] {
  const rural = data.rural.find((r) => r.label === region);
  return rural ? [locationLink('rural', rural, `Rural forecast for ${region}`)] : [];
}
