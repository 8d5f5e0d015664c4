import type { Link, ModuleConfig, PageDescription } from '#schemas/generated/types.ts';
import {
  highSeasList,
  MARINE_WARNINGS_URL,
  byIsland,
  byLabel,
  link,
  linkList,
  locationLink,
  radarPromo,
  sectionPage,
  textModule,
} from './page-common.ts';
import { recreationIndexLinks } from './recreation-pages.ts';
import type { ContentData } from './types.ts';
import skiSeason from '../../content/data/curated/ski-season.json' with { type: 'json' };

/** '13 June' for { month: 6, day: 13 }: the season's dates as the page words them. */
const seasonDay = (d: { month: number; day: number }) =>
  new Date(Date.UTC(2026, d.month - 1, d.day)).toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

export function marineIndexPage(data: ContentData): PageDescription {
  const coastal = data.marine
    .filter((m) => m.kind === 'coastal')
    .map((m) => locationLink('marine', m))
    .sort(byLabel);
  const recreational = data.marine
    .filter((m) => m.kind === 'recreational')
    .map((m) => locationLink('marine', m))
    .sort(byLabel);
  const highSeas = data.highSeas.map((h) => locationLink('high-seas', h));
  return sectionPage(
    '/marine',
    'marine',
    'marine',
    'Marine forecasts',
    'Coastal, recreational and high seas marine forecasts for New Zealand waters: wind, sea, swell and marine warnings.',
    {
      name: 'five-up',
      navigation: {
        links: [
          link('Marine areas', '#areas'),
          link('High seas', '#high-seas'),
          link('Surf, boating and tides', '#recreation'),
          link('Marine warnings', MARINE_WARNINGS_URL),
        ],
      },
      primary: {
        main: [
          {
            name: 'location-list',
            key: 'areas',
            title: 'Marine areas',
            urlSlug: 'areas',
            groups: [
              { title: 'Coastal forecast areas', links: coastal },
              { title: 'Recreational waters', links: recreational },
              { title: 'High seas', links: highSeas },
            ],
          },
        ],
        leftMajor: [
          textModule(
            'Before you head out',
            [
              'Check the forecast for the area you will be in, and any marine warnings, before every trip. Coastal forecasts cover the waters out to 60 nautical miles from the coast; the high seas forecasts cover the open ocean beyond.',
              'Wind speeds are averages in knots and gusts can be 40 percent stronger. Sea and swell heights are significant wave heights: occasional waves may be twice as high.',
            ],
            { key: 'before' },
          ),
        ],
        rightMajor: [
          linkList('Surf, boating and tides', recreationIndexLinks(), {
            key: 'recreation',
            urlSlug: 'recreation',
          }),
          highSeasList(),
        ],
      },
      secondary: {
        minor: [
          linkList(
            'Warnings',
            [
              link('Marine warnings', MARINE_WARNINGS_URL),
              link('Tropical cyclone activity', '/warnings/tropical-cyclone-activity'),
            ],
            { key: 'warnings', urlSlug: 'warnings' },
          ),
        ],
      },
      last: [radarPromo()],
    },
  );
}

function skiGroups(data: ContentData): { title: string; links: Link[] }[] {
  const regions = [...new Set(data.ski.map((s) => s.region))];
  return regions.map((region) => ({
    title: region,
    links: data.ski
      .filter((s) => s.region === region)
      .map((s) => locationLink('ski', s))
      .sort(byLabel),
  }));
}

/** Ski fields list; `hideWhen` lets the national-parks page carry it only in ski season. */
function skiList(data: ContentData, extra: Partial<ModuleConfig> = {}): ModuleConfig {
  return {
    name: 'location-list',
    key: 'ski-fields',
    title: 'Ski fields',
    urlSlug: 'ski-fields',
    groups: skiGroups(data),
    ...extra,
  };
}

function parksList(data: ContentData): ModuleConfig {
  return {
    name: 'location-list',
    key: 'parks',
    title: 'National parks',
    urlSlug: 'parks',
    groups: byIsland(
      data.parks,
      (p) => p.region,
      (p) => locationLink('national-parks', p),
    ),
  };
}

const MOUNTAIN_SAFETY = textModule(
  'Mountain safety',
  [
    'Mountain weather changes quickly and is often much colder and windier than in nearby towns. Check the mountain forecast and the avalanche advisory before you go, and again on the morning you leave.',
    'Tell someone your plans and when you expect to be back, and carry a personal locator beacon in remote areas.',
  ],
  { key: 'safety' },
);

export function nationalParksPage(data: ContentData): PageDescription {
  return sectionPage(
    '/mountains-and-parks/national-parks',
    'mountains-and-parks',
    'national-parks',
    'National parks',
    "Mountain forecasts for New Zealand's 13 national parks, with avalanche advisories for the alpine parks.",
    {
      name: 'five-up',
      navigation: {
        links: [
          link('National parks', '/mountains-and-parks/national-parks'),
          link('Ski fields', '/mountains-and-parks/ski-fields'),
        ],
      },
      // The ski-fields variant (the server marks the page in season: server/seasonal-pages.ts):
      // ski fields lead in season; out of it, the page says when the season opens.
      primary: {
        main: [skiList(data, { hideWhen: ['notSkiSeason'] }), parksList(data)],
        leftMajor: [MOUNTAIN_SAFETY],
        rightMajor: [
          textModule(
            'Ski season',
            [
              `The ski season runs from ${seasonDay(skiSeason.opens)} to ${seasonDay(skiSeason.closes)}. Ski and snow reports for every field are on the ski fields page, and the fields lead this page while the season is on.`,
            ],
            {
              key: 'ski-season',
              hideWhen: ['skiSeason'],
              link: link('Ski fields', '/mountains-and-parks/ski-fields'),
            },
          ),
        ],
      },
      last: [radarPromo()],
    },
  );
}

/** The ski-season variant: ski fields lead, national parks follow. */
export function skiFieldsPage(data: ContentData): PageDescription {
  return sectionPage(
    '/mountains-and-parks/ski-fields',
    'mountains-and-parks',
    'ski-fields',
    'Ski fields',
    'Ski and snow reports, road conditions and mountain forecasts for New Zealand ski fields.',
    {
      name: 'five-up',
      navigation: {
        links: [
          link('Ski fields', '/mountains-and-parks/ski-fields'),
          link('National parks', '/mountains-and-parks/national-parks'),
        ],
      },
      primary: {
        main: [skiList(data)],
        leftMajor: [
          textModule(
            'Heading up the mountain',
            [
              'Each ski field has its ski report, snow report, road conditions and the mountain forecast. Access roads can need chains at short notice, so check the road report before you leave.',
            ],
            { key: 'heading-up' },
          ),
        ],
        rightMajor: [parksList(data)],
      },
      last: [radarPromo()],
    },
    { isSkiSeason: 'true' },
  );
}
