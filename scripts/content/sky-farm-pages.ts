import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';
import { outlookRegionOf } from '#server/weather/climate-outlook.ts';
import { locationUrl } from './locations.ts';
import { RADAR_URL, dataUrl, link, linkList } from './page-common.ts';
import { placePage } from './page-skeleton.ts';
import { sunUrl, townMoreList } from './town-extra-pages.ts';
import type { RuralRegion, Town } from './types.ts';

/**
 * The sun and frost page beside each town's forecast and the farm page beside each rural region's
 * (issue 25): pages of their own, on the one place-page skeleton, so the town and rural pages'
 * first HTML stays as it was (README, bench) and the new modules load only where they are used.
 */

export const farmUrl = (key: string): string => `/rural/farm/${key}`;
export const CLIMATE_OUTLOOK_URL = '/api/data/climate-outlook';

/** The month and the three months ahead; `region` (an outlook region's key) goes first. */
export function outlookModules(region?: string): ModuleConfig[] {
  const own = region ? { region } : {};
  return [
    {
      name: 'monthly-outlook',
      key: 'month',
      title: 'The month ahead',
      urlSlug: 'month',
      dataUrl: CLIMATE_OUTLOOK_URL,
      ...own,
    },
    {
      name: 'seasonal-outlook',
      key: 'season',
      title: 'The next three months',
      urlSlug: 'season',
      dataUrl: CLIMATE_OUTLOOK_URL,
      ...own,
    },
  ];
}

/** A town's sunrise, sunset, moon, UV index and frost risk. */
export function sunPage(town: Town): PageDescription {
  const title = `${town.label} sunrise, UV and frost`;
  return placePage({
    type: 'towns-cities',
    place: town,
    region: town.region,
    section: 'towns-cities',
    url: sunUrl(town.key),
    pageType: 'towns-cities',
    title,
    subtitle: town.region,
    description: `Sunrise and sunset, day length, the moon, the UV index with sun protection times and the risk of frost in ${town.label} for the next week.`,
    links: [link('Sun and moon', '#sun'), link('UV index', '#uv'), link('Frost', '#frost')],
    primary: {
      main: [
        {
          name: 'sun-moon',
          key: 'sun',
          title: 'Sun and moon',
          urlSlug: 'sun',
          dataUrl: dataUrl('sky', 'towns-cities', town.key),
        },
        {
          name: 'uv-index',
          key: 'uv',
          title: 'UV index',
          urlSlug: 'uv',
          dataUrl: dataUrl('sky', 'towns-cities', town.key),
        },
      ],
      rightMajor: [townMoreList(town, sunUrl(town.key))],
    },
    secondary: {
      major: [
        {
          name: 'frost-risk',
          key: 'frost',
          title: 'Frost risk',
          urlSlug: 'frost',
          dataUrl: dataUrl('farm', 'towns-cities', town.key),
        },
      ],
    },
    last: [],
  });
}

/** A rural region's frost, fire danger, growing degree days, evapotranspiration and outlooks. */
export function farmPage(region: RuralRegion): PageDescription {
  const main = region.mainTown;
  const title = `${region.label} frost, fire and growing conditions`;
  const data = (kind: 'farm') => dataUrl(kind, 'rural', region.key);
  return placePage({
    type: 'rural',
    place: region,
    region: region.label,
    section: 'rural',
    url: farmUrl(region.key),
    pageType: 'rural',
    title,
    subtitle: `For ${main.label} and surrounding districts`,
    description: `Frost risk, fire danger, growing degree days and evapotranspiration for ${region.label} for the next ten days, and the climate outlook for the month and season ahead.`,
    links: [
      link('Frost', '#frost'),
      link('Fire', '#fire'),
      link('Growing', '#growing'),
      link('Water', '#water'),
      link('Outlook', '#month'),
    ],
    primary: {
      main: [
        {
          name: 'frost-risk',
          key: 'frost',
          title: 'Frost risk',
          urlSlug: 'frost',
          dataUrl: data('farm'),
        },
        {
          name: 'fire-weather',
          key: 'fire',
          title: 'Fire danger',
          urlSlug: 'fire',
          dataUrl: data('farm'),
        },
      ],
      rightMajor: [
        linkList(
          `More for ${region.label}`,
          [
            link(`${region.label} rural forecast`, locationUrl('rural', region.key)),
            link(`Sunrise, UV and frost in ${main.label}`, sunUrl(main.key)),
            link('Rain radar', RADAR_URL),
          ],
          { key: 'more' },
        ),
      ],
    },
    secondary: {
      major: [
        {
          name: 'growing-degree-days',
          key: 'growing',
          title: 'Growing degree days',
          urlSlug: 'growing',
          dataUrl: data('farm'),
        },
        {
          name: 'evapotranspiration',
          key: 'water',
          title: 'Evapotranspiration',
          urlSlug: 'water',
          dataUrl: data('farm'),
        },
        ...outlookModules(outlookRegionOf(region.key)),
      ],
    },
    last: [],
  });
}
