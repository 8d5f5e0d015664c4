import type { Link, Marker, PageDescription } from '#schemas/generated/types.ts';
import { mainCentres } from './main-centres.ts';
import { townGroups } from './town-groups.ts';
import { outlookModules } from './sky-farm-pages.ts';
import {
  RADAR_URL,
  WARNINGS_URL,
  byIsland,
  link,
  linkList,
  locationLink,
  radarPromo,
  sectionPage,
  textModule,
} from './page-common.ts';
import type { ContentData, Town } from './types.ts';

function centreMarker(town: Town): Marker {
  return {
    key: town.key,
    type: 'label',
    lat: town.lat,
    lon: town.lon,
    label: { text: town.label },
    position: { labelPos: 'right' },
    action: `/towns-cities/locations/${town.key}`,
  };
}

const MAPS_LINKS: Link[] = [
  link('Rain radar', RADAR_URL),
  link('Severe weather warnings', WARNINGS_URL),
  link('Severe weather outlook', '/warnings/severe-weather-outlook'),
];

export function nationalPage(data: ContentData): PageDescription {
  const centres = mainCentres(data.towns);
  const centreLinks = centres.map((t) => locationLink('towns-cities', t));
  return sectionPage(
    '/national',
    'national',
    'national',
    'New Zealand weather forecast',
    'Weather forecasts for New Zealand: main centres, towns and cities, rural, marine and mountain forecasts, the rain radar and severe weather warnings.',
    {
      name: 'five-up',
      navigation: {
        links: [
          link('Main centres', '#main-centres'),
          link('Towns & Cities', '/towns-cities'),
          link('Rain radar', RADAR_URL),
          link('Warnings', WARNINGS_URL),
        ],
      },
      search: { relevantLocations: [{ title: 'Main centres', links: centreLinks }] },
      primary: {
        main: [
          {
            name: 'static-map',
            key: 'national-map',
            title: 'New Zealand today',
            urlSlug: 'map',
            dataUrl: '/api/data/national-map',
          },
        ],
        leftMajor: [
          textModule(
            'Using this page',
            [
              "The map shows today's weather for the main centres. Select a town on the map or in the list for its full forecast, with the next 48 hours and the rain outlook.",
              'Warnings and watches in force show in the bar at the top of every page. Orange and red warnings mean severe weather is on the way: take action to stay safe.',
            ],
            { key: 'using' },
          ),
        ],
        rightMajor: [
          {
            name: 'location-list',
            key: 'main-centres',
            title: 'Main centres',
            urlSlug: 'main-centres',
            groups: byIsland(
              centres,
              (t) => t.region,
              (t) => locationLink('towns-cities', t),
            ),
          },
        ],
      },
      secondary: {
        major: [
          linkList(
            'Maps & warnings',
            [
              ...MAPS_LINKS,
              link('Thunderstorm outlook', '/warnings/thunderstorm-outlook'),
              link('Tropical cyclone activity', '/warnings/tropical-cyclone-activity'),
            ],
            { key: 'maps', urlSlug: 'maps' },
          ),
        ],
        minor: [
          linkList(
            'Forecasts for',
            [
              link('Towns & Cities', '/towns-cities'),
              link('Rural', '/rural'),
              link('Marine', '/marine'),
              link('National parks', '/mountains-and-parks/national-parks'),
              link('Ski fields', '/mountains-and-parks/ski-fields'),
              link('Weather news', '/news/weather-news'),
            ],
            { key: 'forecasts', urlSlug: 'forecasts' },
          ),
        ],
      },
      last: [radarPromo()],
    },
    { map: { config: { isStatic: true, size: 'large' }, markers: centres.map(centreMarker) } },
  );
}

export function townsCitiesPage(data: ContentData): PageDescription {
  const regions = [...new Set(data.towns.map((t) => t.region))].sort((a, b) =>
    a.localeCompare(b, 'en-NZ'),
  );
  const groups = regions.flatMap((region) =>
    townGroups(
      region,
      data.towns.filter((t) => t.region === region),
      `Suburbs in ${region}`,
    ),
  );
  const largest = [...data.towns]
    .filter((t) => t.population)
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
    .slice(0, 10);
  const centres = mainCentres(data.towns).map((t) => locationLink('towns-cities', t));
  return sectionPage(
    '/towns-cities',
    'towns-cities',
    'towns-cities',
    'Towns & Cities',
    `Weather forecasts for ${data.towns.length} New Zealand towns and cities, listed by region.`,
    {
      name: 'five-up',
      navigation: {
        links: [
          link('All towns', '#towns'),
          link('Rural', '/rural'),
          link('Rain radar', RADAR_URL),
        ],
      },
      search: { relevantLocations: [{ title: 'Main centres', links: centres }] },
      primary: {
        main: [
          {
            name: 'location-list',
            key: 'towns',
            title: 'Towns and cities by region',
            urlSlug: 'towns',
            groups,
          },
        ],
        leftMajor: [
          textModule(
            'Find your forecast',
            [
              'Choose your town from the list, or type its name in the search bar. Each town has current conditions, a daily forecast, the next 48 hours and a rain forecast.',
              'Add the places you check most to your favourites with the star beside the search bar.',
            ],
            { key: 'find' },
          ),
        ],
        rightMajor: [
          linkList(
            'Largest centres',
            largest.map((t) => locationLink('towns-cities', t)),
            { key: 'largest' },
          ),
          // Authored pages (content/pages/towns-cities/barbecue-weather.json, compare.json).
          linkList(
            'Planning something outside?',
            [
              link('Barbecue weather for the main centres', '/towns-cities/barbecue-weather'),
              link('Compare towns side by side', '/towns-cities/compare'),
            ],
            { key: 'plan' },
          ),
        ],
      },
      last: [radarPromo()],
    },
  );
}

export function ruralIndexPage(data: ContentData): PageDescription {
  return sectionPage(
    '/rural',
    'rural',
    'rural',
    'Rural weather forecasts',
    'Rural weather forecasts for every New Zealand region, for farmers, growers and anyone working outdoors.',
    {
      name: 'five-up',
      navigation: {
        links: [
          link('Regions', '#regions'),
          link('Warnings', WARNINGS_URL),
          link('Rain radar', RADAR_URL),
        ],
      },
      primary: {
        main: [
          {
            name: 'location-list',
            key: 'regions',
            title: 'Regions',
            urlSlug: 'regions',
            groups: byIsland(
              data.rural,
              (r) => r.label,
              (r) => locationLink('rural', r),
            ),
          },
        ],
        leftMajor: [
          textModule(
            'About rural forecasts',
            [
              'Rural forecasts cover each region as a whole, with the daily outlook and expected rain for the area around its main town.',
              "For a forecast for a particular place, open one of the towns listed on the region's page. Heavy rain and strong wind warnings for the region are shown on each page.",
            ],
            { key: 'about' },
          ),
        ],
      },
      // The country's climate outlook, every region (issue 25): below the regions, after the fold.
      secondary: { major: outlookModules() },
      last: [radarPromo()],
    },
  );
}
