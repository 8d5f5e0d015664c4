import type {
  Link,
  ModuleConfig,
  PageDescription,
  PageLocation,
} from '#schemas/generated/types.ts';
import { locationUrl } from './locations.ts';
import {
  SCHEMA_VERSION,
  SEARCH_LABEL,
  favouritesPromo,
  linkList,
  pageAdConfig,
} from './page-common.ts';
import { regionSlug } from './regions.ts';
import type { LocationType, Point } from './types.ts';

type Layout = PageDescription['layout'];

/**
 * What a generated place page says (issue 25, item 6): the one skeleton every place page of the
 * content scripts is built on, so the page frame (version, address, location, search label,
 * metadata, ads, the favourites promo) is written once and a page type only says what is its own.
 */
export interface PlacePageSpec {
  type: LocationType;
  place: { key: string; label: string } & Point;
  /** The region the page names and its ads target; the location's region. */
  region: string;
  /** The ad units' section and the page's audience section (towns-cities, marine...). */
  section: string;
  title: string;
  subtitle?: string;
  /** The page's metadata description (cut to the schema's 500 characters). */
  description: string;
  /** The secondary navigation's links, when the page has them. */
  links?: Link[];
  sticky?: boolean;
  primary: NonNullable<Layout['primary']>;
  secondary?: Layout['secondary'];
  /**
   * The footer promo's modules; default: the favourites promo for this place. A page beside a
   * place's own (its past weather, tides) passes [].
   */
  last?: ModuleConfig[];
  /** Address and page type, when the page is not the place's own (a town's tides page). */
  url?: string;
  pageType?: string;
  /** The location the page names: ads target it unless `adLocation` is false. */
  adLocation?: boolean;
}

export function placeLocation(
  spec: Pick<PlacePageSpec, 'type' | 'place' | 'region'>,
): PageLocation {
  const { type, place, region } = spec;
  return { key: place.key, type, label: place.label, region, lat: place.lat, lon: place.lon };
}

/**
 * A place's page from its spec.
 *
 * @example placePage({ type: 'surfing', place: piha, region: 'Auckland', section: 'marine', ... })
 */
export function placePage(spec: PlacePageSpec): PageDescription {
  const { place, title } = spec;
  const navigation =
    spec.links && spec.links.length
      ? { navigation: { ...(spec.sticky ? { sticky: true } : {}), links: spec.links } }
      : {};
  const last = spec.last ?? [favouritesPromo(place.label)];
  return {
    schemaVersion: SCHEMA_VERSION,
    url: spec.url ?? locationUrl(spec.type, place.key),
    type: spec.pageType ?? spec.type,
    name: place.label,
    title,
    ...(spec.subtitle ? { subtitle: spec.subtitle } : {}),
    location: placeLocation(spec),
    searchLabel: SEARCH_LABEL,
    metadata: { title, description: spec.description.slice(0, 500) },
    adConfig: pageAdConfig(
      spec.section,
      spec.region === 'High Seas' ? undefined : regionSlug(spec.region),
      spec.adLocation === false ? undefined : place.key,
    ),
    layout: {
      name: 'five-up',
      ...navigation,
      primary: spec.primary,
      ...(spec.secondary ? { secondary: spec.secondary } : {}),
      ...(last.length ? { last } : {}),
    },
  };
}

/** A link list of nearby places (`key` 'nearby...'), or nothing when there are none. */
export function nearbyList(title: string, links: Link[], key = 'nearby'): ModuleConfig[] {
  return links.length ? [linkList(title, links, { key })] : [];
}
