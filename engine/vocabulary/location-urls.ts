import type { LocationType } from '#schemas/generated/types.ts';

/**
 * Where each type of place has its page: `<prefix><key>`. The recreational places (issue 25) sit
 * in the marine section beside its areas and high seas, one folder per kind of place.
 */
export const LOCATION_URL_PREFIX: Readonly<Record<LocationType, string>> = {
  'towns-cities': '/towns-cities/locations/',
  rural: '/rural/regions/',
  marine: '/marine/areas/',
  'high-seas': '/marine/high-seas/',
  'national-parks': '/mountains-and-parks/national-parks/',
  ski: '/mountains-and-parks/ski-fields/',
  coastal: '/marine/coastal/',
  tidal: '/marine/tides/',
  boating: '/marine/boating/',
  surfing: '/marine/surf-breaks/',
  kayak: '/marine/kayaking/',
  paddleboarding: '/marine/paddleboarding/',
};

/**
 * Site path of a place's page; '/national' for a type the site does not know.
 *
 * @example locationPath('surfing', 'piha') // '/marine/surf-breaks/piha'
 */
export function locationPath(type: string, key: string): string {
  const prefix = Object.hasOwn(LOCATION_URL_PREFIX, type)
    ? LOCATION_URL_PREFIX[type as LocationType]
    : undefined;
  return prefix ? `${prefix}${key}` : '/national';
}
