import type { PageDescription } from '#schemas/generated/types.ts';
import { nearest } from './geo.ts';
import { HIGH_SEAS_REGION } from './locations.ts';
import {
  highSeasList,
  MARINE_NOTES,
  MARINE_WARNINGS_URL,
  WARNINGS_DATA_URL,
  dataUrl,
  favouritesPromo,
  link,
  linkList,
  locationLink,
  nowModule,
  regionalLinks,
  textModule,
} from './page-common.ts';
import { placePage } from './page-skeleton.ts';
import { marineTideModules } from './town-extra-pages.ts';
import type { ContentData, HighSeasArea, MarineArea } from './types.ts';

/** What high seas warnings mean, in the priority order of the spec (cyclone, storm, gale, ice accretion). */
const HIGH_SEAS_NOTES =
  'Warnings are listed in order of severity: cyclone, storm, gale and ice accretion. Before a long passage, check the latest forecast and any warnings again just before you leave, and listen for updates on marine radio.';

export function marinePage(area: MarineArea, data: ContentData): PageDescription {
  const nearbyAreas = nearest(area, data.marine, 3, (m) => m.key === area.key);
  const towns = nearest(area, data.towns, 3);
  const kindText =
    area.kind === 'coastal'
      ? 'Coastal forecasts cover the waters from the coast out to 60 nautical miles (about 110 kilometres), and describe average conditions across the whole area: winds can be quite different around headlands and in the lee of hills.'
      : 'This recreational forecast is for boaties, kayakers and anglers on inshore waters. Conditions close to shore and in sheltered bays can differ from the open water.';
  return placePage({
    type: 'marine',
    place: area,
    region: area.region,
    section: 'marine',
    title: `${area.label} marine forecast`,
    subtitle: area.description,
    description: `Marine forecast for ${area.label}: wind, sea, swell and visibility for the next few days. ${area.description}`,
    links: [
      link('Forecast', '#forecast'),
      ...(marineTideModules(area).length ? [link('Tides', '#tides')] : []),
      link('About this area', '#about'),
      link('Marine warnings', MARINE_WARNINGS_URL),
    ],
    primary: {
      main: [
        nowModule('marine', area.key, area.label),
        {
          name: 'marine-forecast',
          key: 'forecast',
          title: `${area.label} marine forecast`,
          urlSlug: 'forecast',
          dataUrl: dataUrl('marine', 'marine', area.key),
        },
      ],
      leftMajor: [
        ...marineTideModules(area),
        textModule('About this area', [area.description, kindText, MARINE_NOTES], {
          key: 'about',
          urlSlug: 'about',
        }),
      ],
      rightMajor: [
        // Swell reaches the coast: coastal areas list the region's heavy swell warnings under the
        // list's default title (spec pages doc section 9, 'Heavy Swell Warnings'); a primary slot,
        // since a drawer needs a title of its own.
        ...(area.kind === 'coastal'
          ? [
              {
                name: 'warnings-list' as const,
                key: 'swell',
                urlSlug: 'swell',
                dataUrl: WARNINGS_DATA_URL,
                scope: 'swell' as const,
                region: area.region,
              },
            ]
          : []),
        linkList(
          'Nearby marine areas',
          nearbyAreas.map((m) => locationLink('marine', m)),
          { key: 'nearby-areas' },
        ),
      ],
    },
    secondary: {
      major: [
        linkList(
          'Towns on this coast',
          towns.map((t) => locationLink('towns-cities', t)),
          { key: 'towns', urlSlug: 'towns' },
        ),
      ],
      minor: [
        linkList(
          'Marine warnings and more',
          [
            link('Marine warnings', MARINE_WARNINGS_URL),
            link('All marine areas', '/marine'),
            ...regionalLinks(area.region, data),
          ],
          { key: 'more', urlSlug: 'more' },
        ),
      ],
    },
  });
}

export function highSeasPage(area: HighSeasArea): PageDescription {
  return placePage({
    type: 'high-seas',
    place: area,
    region: HIGH_SEAS_REGION,
    section: 'marine',
    title: `${area.label} high seas forecast`,
    subtitle: area.description,
    description: `High seas forecast for the ${area.label} area: warnings, winds, seas and swells for ocean passages. ${area.description}`,
    links: [
      link('Forecast', '#forecast'),
      link('All high seas areas', '#high-seas'),
      link('Marine warnings', MARINE_WARNINGS_URL),
    ],
    primary: {
      main: [
        nowModule('high-seas', area.key, area.label),
        {
          name: 'marine-forecast',
          key: 'forecast',
          title: `${area.label} high seas forecast`,
          urlSlug: 'forecast',
          dataUrl: dataUrl('marine', 'high-seas', area.key),
        },
      ],
      leftMajor: [
        textModule('About this area', [area.description, HIGH_SEAS_NOTES, MARINE_NOTES], {
          key: 'about',
          urlSlug: 'about',
        }),
      ],
      rightMajor: [highSeasList()],
    },
    secondary: {
      minor: [
        linkList(
          'More marine information',
          [link('Marine warnings', MARINE_WARNINGS_URL), link('Coastal marine areas', '/marine')],
          { key: 'more', urlSlug: 'more' },
        ),
      ],
    },
    last: [favouritesPromo(`the ${area.label} high seas forecast`)],
  });
}
