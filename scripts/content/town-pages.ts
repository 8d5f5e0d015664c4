import type { PageDescription } from '#schemas/generated/types.ts';
import { sameCatchment } from './divide.ts';
import { townGroups } from './town-groups.ts';
import { nearest } from './geo.ts';
import {
  rainForecast,
  RADAR_URL,
  WARNINGS_DATA_URL,
  WARNINGS_URL,
  dataUrl,
  favouritesPromo,
  link,
  linkList,
  locationLink,
  nowModule,
  textModule,
} from './page-common.ts';
import { placePage } from './page-skeleton.ts';
import { farmUrl } from './sky-farm-pages.ts';
import { sunUrl, townExtraLinks } from './town-extra-pages.ts';
import type { ContentData, RuralRegion, Town } from './types.ts';

/** How many nearby towns a town page links to. */
export const NEARBY_TOWNS = 5;

/**
 * The `count` towns nearest to `town`, itself excluded, on its side of the Main Divide and in its
 * own or a neighbouring region; a town lists towns, and only a suburb lists suburbs.
 */
export function nearbyTowns(town: Town, towns: readonly Town[], count = NEARBY_TOWNS): Town[] {
  return nearest(
    town,
    towns,
    count,
    (t) =>
      t.key === town.key || (t.suburbOf !== undefined && !town.suburbOf) || !sameCatchment(town, t),
  );
}

/** 'Lincoln, Canterbury', but just 'Auckland' when the town and its region share the name. */
export function placeName(town: Town): string {
  return town.label === town.region ? town.label : `${town.label}, ${town.region}`;
}

export function townPage(town: Town, data: ContentData): PageDescription {
  const nearby = nearbyTowns(town, data.towns);
  const [marine] = nearest(town, data.marine, 1);
  const region = data.rural.find((r) => r.label === town.region);
  const more = [
    // Past weather and tides are pages of their own (town-extra-pages.ts); the first is the town.
    // The sun page is linked from those pages, not here: the town page's first HTML is at its
    // budget (README, bench).
    ...townExtraLinks(town)
      .slice(1)
      .filter((l) => l.url !== sunUrl(town.key)),
    ...(region ? [locationLink('rural', region, `Rural forecast for ${region.label}`)] : []),
    ...(marine ? [locationLink('marine', marine, `Marine forecast: ${marine.label}`)] : []),
    link('Severe weather warnings', WARNINGS_URL),
  ];
  return placePage({
    type: 'towns-cities',
    sticky: true,
    place: town,
    region: town.region,
    section: 'towns-cities',
    title: `${town.label} weather forecast`,
    subtitle: town.region,
    description: `Weather for ${placeName(town)}: current conditions, the daily forecast, the next 48 hours and how much rain to expect.`,
    links: [
      link('Forecast', '#forecast'),
      link('48 hours', '#hourly'),
      link('Rain', '#rain'),
      link('Rain radar', RADAR_URL),
      link('Warnings', WARNINGS_URL),
    ],
    primary: {
      main: [
        nowModule('towns-cities', town.key, town.label),
        {
          name: 'forecast-days',
          key: 'forecast',
          title: `${town.label} forecast`,
          urlSlug: 'forecast',
          dataUrl: dataUrl('forecast', 'towns-cities', town.key),
        },
        // The answer first: now, the days ahead, then the hours (issue 10: one wide column
        // beside the nearby towns, so the 48-hour table fits without scrolling sideways).
        {
          name: 'hourly-forecast',
          key: 'hourly',
          title: 'Next 48 hours',
          urlSlug: 'hourly',
          dataUrl: dataUrl('hourly', 'towns-cities', town.key),
        },
      ],
      // The Chatham Islands have one town: no list rather than mainland towns 800 km away.
      rightMajor: nearby.length
        ? [
            linkList(
              'Nearby towns',
              nearby.map((t) => locationLink('towns-cities', t)),
              { key: 'nearby' },
            ),
          ]
        : [],
    },
    secondary: {
      major: [rainForecast('towns-cities', town.key)],
      minor: [linkList(`More for ${town.region}`, more, { key: 'more', urlSlug: 'more' })],
    },
  });
}

export function ruralPage(region: RuralRegion, data: ContentData): PageDescription {
  const main = region.mainTown;
  const outdoors = [
    ...data.marine
      .filter((m) => m.region === region.label)
      .map((m) => locationLink('marine', m, `Marine forecast: ${m.label}`)),
    ...data.parks
      .filter((p) => p.region === region.label)
      .map((p) => locationLink('national-parks', p)),
    ...data.ski
      .filter((s) => s.region === region.label)
      .map((s) => locationLink('ski', s, `Ski field: ${s.label}`)),
  ];
  return placePage({
    type: 'rural',
    place: region,
    region: region.label,
    section: 'rural',
    title: `${region.label} rural weather forecast`,
    subtitle: `Forecast for ${main.label} and surrounding districts`,
    description: `Rural weather for ${region.label}: the daily forecast and rain outlook for farmers, growers and anyone working outdoors, with links to every town in the region.`,
    links: [
      link('Forecast', '#forecast'),
      link('Rain', '#rain'),
      link('Soil', '#soil-moisture'),
      link('Frost and fire', farmUrl(region.key)),
      link('Towns', '#towns'),
      link('Warnings', '#warnings'),
    ],
    primary: {
      main: [
        nowModule('rural', region.key, main.label),
        {
          name: 'forecast-days',
          key: 'forecast',
          title: `${main.label} and surrounds`,
          urlSlug: 'forecast',
          dataUrl: dataUrl('forecast', 'rural', region.key),
        },
      ],
      leftMajor: [
        textModule(
          'Reading a rural forecast',
          [
            `This forecast is for the country around ${main.label}. Conditions vary with height and distance from the coast: hill country is usually cooler and windier, and showers are more frequent on ranges that face the wind.`,
            'Frosts are most likely on clear, calm nights, especially in sheltered valleys. Check the rain forecast before spraying, cutting hay or moving stock.',
          ],
          { key: 'about' },
        ),
      ],
    },
    secondary: {
      major: [
        rainForecast('rural', region.key),
        // Soil for the region's main town, as the forecast: one answer feeds both modules.
        {
          name: 'soil-moisture',
          key: 'soil-moisture',
          title: 'Soil moisture',
          urlSlug: 'soil-moisture',
          dataUrl: dataUrl('soil', 'rural', region.key),
        },
        {
          name: 'soil-temperature',
          key: 'soil-temperature',
          title: 'Soil temperature',
          urlSlug: 'soil-temperature',
          dataUrl: dataUrl('soil', 'rural', region.key),
        },
        {
          name: 'past-weather',
          key: 'past-weather',
          title: 'The last 7 days',
          urlSlug: 'past-weather',
          dataUrl: dataUrl('past-weather', 'rural', region.key),
        },
      ],
      minor: [
        {
          name: 'warnings-list',
          key: 'warnings',
          title: `Warnings for ${region.label}`,
          urlSlug: 'warnings',
          dataUrl: WARNINGS_DATA_URL,
          region: region.label,
        },
        {
          name: 'traffic-incidents',
          key: 'traffic',
          title: `Traffic incidents in ${region.label}`,
          urlSlug: 'traffic',
          dataUrl: dataUrl('traffic', 'rural', region.key),
        },
        // Lists come after the forecast (issue 14): towns open, each city's suburbs collapsed.
        {
          name: 'location-list',
          key: 'towns',
          title: `Towns in ${region.label}`,
          urlSlug: 'towns',
          groups: townGroups(region.label, region.towns),
        },
        ...(outdoors.length > 0
          ? [
              linkList(`Outdoors in ${region.label}`, outdoors, {
                key: 'outdoors',
                urlSlug: 'outdoors',
              }),
            ]
          : []),
      ],
    },
    last: [favouritesPromo(`the ${region.label} rural forecast`)],
  });
}
