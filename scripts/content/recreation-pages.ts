import type { Link, ModuleConfig, PageDescription } from '#schemas/generated/types.ts';
import { distanceKm } from '#engine/geo.ts';
import { nearest } from './geo.ts';
import { locationUrl } from './locations.ts';
import { nearbyList, placePage } from './page-skeleton.ts';
import {
  MARINE_NOTES,
  MARINE_WARNINGS_URL,
  byIsland,
  link,
  linkList,
  locationLink,
  radarPromo,
  regionalLinks,
  sectionPage,
  textModule,
} from './page-common.ts';
import { RECREATION_TYPES } from './recreation-places.ts';
import { TIDE_PORT_MAX_KM, tidePortNear } from './town-extra-pages.ts';
import type { ContentData, RecreationPlace, RecreationType } from './types.ts';

/**
 * The recreational places' pages (issue 25): one per surf break, marina or ramp, kayak and
 * paddleboard spot, beach and tide station, in the marine section, built on the one place-page
 * skeleton; and an index page for each kind.
 */

interface Kind {
  /** The index page's title and the folder under /marine. */
  plural: string;
  /** What one page is called: '<label> surf forecast'. */
  forecast: string;
  /** The index page's description. */
  about: string;
}

export const RECREATION_KINDS: Readonly<Record<RecreationType, Kind>> = {
  surfing: {
    plural: 'Surf breaks',
    forecast: 'surf forecast',
    about:
      'Surf forecasts for New Zealand surf breaks: swell height, period and direction, wind, tide and a rating every 3 hours.',
  },
  boating: {
    plural: 'Boating',
    forecast: 'boating forecast',
    about:
      'Boating forecasts for marinas, boat ramps and harbours: wind, gusts, sea, swell and the marine warnings in force.',
  },
  kayak: {
    plural: 'Kayaking',
    forecast: 'kayaking forecast',
    about:
      'Kayaking forecasts: the risk from wind, gusts and sea at popular sea kayaking spots, lakes and rivers, with the reasons.',
  },
  paddleboarding: {
    plural: 'Paddleboarding',
    forecast: 'paddleboarding forecast',
    about:
      'Stand-up paddleboarding forecasts: the risk from wind, gusts and sea at sheltered bays and lakes, with the reasons.',
  },
  tidal: {
    plural: 'Tides',
    forecast: 'tides',
    about:
      'Tide times and heights at the Land Information New Zealand standard and secondary ports, for today and the next two days.',
  },
  coastal: {
    plural: 'Beaches and coast',
    forecast: 'coastal forecast',
    about:
      'Coastal forecasts for popular beaches: wind, sea and swell, the water temperature and the tides.',
  },
};

/** /marine/surf-breaks and its siblings: where each kind's index page lives. */
export function recreationIndexUrl(type: RecreationType): string {
  return locationUrl(type, '').replace(/\/$/, '');
}

const recreation = (type: RecreationType, key: string, title: string): ModuleConfig => ({
  name:
    type === 'surfing'
      ? 'surf-forecast'
      : type === 'boating'
        ? 'boating-forecast'
        : 'paddling-risk',
  key: 'forecast',
  title,
  urlSlug: 'forecast',
  dataUrl: `/api/data/recreation/${type}/${key}`,
});

function tideModules(place: RecreationPlace): ModuleConfig[] {
  // A tide station's page has its tides in the main column already (one 'tides' key, one id).
  if (place.type === 'tidal' || place.inland || !tidePortNear(place, TIDE_PORT_MAX_KM.marine))
    return [];
  return [
    {
      name: 'tide-forecast',
      key: 'tides',
      title: 'Tides',
      urlSlug: 'tides',
      dataUrl: `/api/data/tides/${place.type}/${place.key}`,
    },
  ];
}

/** The main column of each kind of place. */
function mainModules(place: RecreationPlace): ModuleConfig[] {
  const { type, key, label } = place;
  switch (type) {
    case 'surfing':
      return [recreation(type, key, `${label} surf forecast`)];
    case 'boating':
      return [recreation(type, key, `${label} boating forecast`)];
    case 'kayak':
      return [recreation(type, key, 'Kayaking risk')];
    case 'paddleboarding':
      return [recreation(type, key, 'Paddleboarding risk')];
    case 'tidal':
      return [
        {
          name: 'tide-chart',
          key: 'chart',
          title: `Tides at ${label}`,
          dataUrl: `/api/data/tides/tidal/${key}`,
        },
        {
          name: 'tide-forecast',
          key: 'tides',
          title: 'High and low tides',
          urlSlug: 'tides',
          dataUrl: `/api/data/tides/tidal/${key}`,
        },
      ];
    case 'coastal':
      return [
        {
          name: 'marine-forecast',
          key: 'forecast',
          title: `${label} coastal forecast`,
          urlSlug: 'forecast',
          dataUrl: `/api/data/marine/coastal/${key}`,
        },
      ];
  }
}

/** What the left column says about the place and the kind of forecast. */
function aboutText(place: RecreationPlace): string[] {
  const inland = place.inland
    ? [
        'This is a lake or river: there is no sea, swell or tide forecast here, so the risk comes from the wind and gusts alone. Lakes in the mountains can rise from calm to whitecaps in minutes.',
      ]
    : [];
  const notes: Readonly<Record<RecreationType, string[]>> = {
    surfing: [
      'The rating weighs the swell height and period against the wind: an offshore wind grooms the waves, an onshore wind chops them up.',
      MARINE_NOTES,
    ],
    boating: [
      'The rating is the worst of the wind, the gusts and the sea, and a gale, storm or heavy swell warning makes it poor whatever the numbers say. Check the forecast again before you leave, and log your trip with Coastguard.',
    ],
    kayak: [...inland, MARINE_NOTES],
    paddleboarding: [
      ...inland,
      'Stand-up paddleboards catch the wind like a sail: the limits are tighter than for kayaks. Wear a leash and a lifejacket.',
    ],
    tidal: [
      'Predictions are for the port itself: times and heights can differ a few minutes and centimetres along the coast nearby. Not for navigation: use the official LINZ tide tables at sea.',
    ],
    coastal: [MARINE_NOTES],
  };
  return [place.description, ...notes[place.type]];
}

/** The places of the same kind nearest this one, within 150 km (a surfer drives that far). */
function nearbySameKind(place: RecreationPlace, data: ContentData): Link[] {
  return nearest(
    place,
    data.recreation.filter((p) => p.type === place.type),
    4,
    (p) => p.key === place.key || distanceKm(place, p) > 150,
  ).map((p) => locationLink(p.type, p));
}

/** Other kinds of place close by (within 40 km): the beach beside the ramp, the port's tides. */
function nearbyOtherKinds(place: RecreationPlace, data: ContentData): Link[] {
  return nearest(
    place,
    data.recreation.filter((p) => p.type !== place.type),
    4,
    (p) => distanceKm(place, p) > 40,
  ).map((p) => locationLink(p.type, p, `${p.label}: ${RECREATION_KINDS[p.type].forecast}`));
}

export function recreationPage(place: RecreationPlace, data: ContentData): PageDescription {
  const kind = RECREATION_KINDS[place.type];
  const title = `${place.label} ${kind.forecast}`;
  const [area] = nearest(place, data.marine, 1);
  const towns = nearest(place, data.towns, 3, (t) => t.suburbOf !== undefined);
  const tides = tideModules(place);
  const main = mainModules(place);
  const withWater = place.type === 'coastal' || place.type === 'surfing';
  return placePage({
    type: place.type,
    place,
    region: place.region,
    section: 'marine',
    title,
    subtitle: `${kind.plural === 'Tides' ? 'Tide station' : kind.plural}, ${place.region}`,
    description: `${title}. ${kind.about} ${place.description}`,
    links: [
      link('Forecast', main[0]?.key === 'chart' ? '#tides' : '#forecast'),
      ...(tides.length ? [link('Tides', '#tides')] : []),
      link('About', '#about'),
      link('Marine warnings', MARINE_WARNINGS_URL),
    ],
    primary: {
      main,
      leftMajor: [
        ...(withWater
          ? [
              {
                name: 'water-temperature' as const,
                key: 'water',
                title: 'Water temperature',
                dataUrl: `/api/data/recreation/${place.type}/${place.key}`,
              },
            ]
          : []),
        ...tides,
        textModule('About this spot', aboutText(place), { key: 'about', urlSlug: 'about' }),
      ],
      rightMajor: [
        ...nearbyList(`Nearby ${kind.plural.toLowerCase()}`, nearbySameKind(place, data)),
        ...nearbyList('Close by', nearbyOtherKinds(place, data), 'close-by'),
      ],
    },
    secondary: {
      minor: [
        linkList(
          'More for this coast',
          [
            ...(area && !place.inland
              ? [locationLink('marine', area, `Marine forecast: ${area.label}`)]
              : []),
            ...towns.map((t) => locationLink('towns-cities', t, `${t.label} forecast`)),
            ...regionalLinks(place.region, data),
            link(`All ${kind.plural.toLowerCase()}`, recreationIndexUrl(place.type)),
          ],
          { key: 'more', urlSlug: 'more' },
        ),
      ],
    },
  });
}

/** /marine/surf-breaks, /marine/tides...: a kind's places by island. */
export function recreationIndexPage(type: RecreationType, data: ContentData): PageDescription {
  const kind = RECREATION_KINDS[type];
  const places = data.recreation.filter((p) => p.type === type);
  return sectionPage(
    recreationIndexUrl(type),
    'marine',
    `marine-${type}`,
    kind.plural,
    kind.about,
    {
      name: 'five-up',
      navigation: {
        links: RECREATION_TYPES.map((t) => link(RECREATION_KINDS[t].plural, recreationIndexUrl(t))),
      },
      primary: {
        main: [
          {
            name: 'location-list',
            key: 'places',
            title: kind.plural,
            urlSlug: 'places',
            groups: byIsland(
              places,
              (p) => p.region,
              (p) => locationLink(type, p),
            ),
          },
        ],
        leftMajor: [
          textModule(`About ${kind.plural.toLowerCase()}`, [kind.about], { key: 'about' }),
        ],
        rightMajor: [
          linkList(
            'Marine forecasts',
            [link('Marine areas', '/marine'), link('Marine warnings', MARINE_WARNINGS_URL)],
            { key: 'marine' },
          ),
        ],
      },
      last: [radarPromo()],
    },
  );
}

/** The links the /marine page gives to each kind's index. */
export function recreationIndexLinks(): Link[] {
  return RECREATION_TYPES.map((t) => link(RECREATION_KINDS[t].plural, recreationIndexUrl(t)));
}
