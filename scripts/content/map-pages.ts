import type { Link, ModuleConfig, PageDescription } from '#schemas/generated/types.ts';
import {
  RADAR_URL,
  SCHEMA_VERSION,
  SEARCH_LABEL,
  WARNINGS_URL,
  link,
  pageAdConfig,
} from './page-common.ts';

/**
 * The national map layers' pages under /maps-radar (issue 25, item 4): one page per layer, each
 * its map module (data from /api/data/maps/<layer>), a text on reading the map and one on where
 * its data comes from, and the maps' shared navigation. The air temperature map and the rain
 * radar stay authored; their pages link here.
 */

interface MapPageSpec {
  url: string;
  /** The ad units' section ('maps-<name>'). */
  section: string;
  title: string;
  subtitle: string;
  /** The navigation's label. */
  navLabel: string;
  description: string;
  module: ModuleConfig;
  reading: string;
  source: string;
}

const OPEN_METEO =
  'With WEATHER_PROVIDER=open-meteo the server takes this layer from the Open-Meteo forecast API (the address in OPEN_METEO_URL), for a grid of points over New Zealand; out of the box it is the site’s demonstration model, marked Demo data.';

const SPECS: readonly MapPageSpec[] = [
  {
    url: '/maps-radar/satellite/imagery',
    section: 'maps-satellite',
    title: 'Satellite imagery',
    subtitle: 'Cloud over New Zealand seen from space in the last hours',
    navLabel: 'Satellite',
    description:
      'Infrared and visible satellite images of cloud over New Zealand in the last three hours, each frame time labelled, with the cloud over the main centres in words.',
    module: {
      name: 'satellite-imagery',
      key: 'satellite',
      title: 'Satellite imagery',
      dataUrl: '/api/data/maps/satellite',
    },
    reading:
      'Infrared images measure the warmth of what the satellite sees: cold, high cloud tops show brightest, low cloud and fog grey, and they work day and night. Visible images are sunlight reflected by cloud, so they are blank at night. Thick bright cloud streaming from the north-west over the Southern Alps is a front’s rain band; speckled cloud behind it is showers.',
    source:
      'New Zealand is watched by Japan’s Himawari-9 geostationary satellite (Japan Meteorological Agency), whose images the national weather service and NOAA republish. No open feed of its images is connected here: the frames are drawn from the site’s demonstration model and marked Demo data.',
  },
  {
    url: '/maps-radar/lightning/strikes',
    section: 'maps-lightning',
    title: 'Lightning',
    subtitle: 'Lightning strikes in the last hour',
    navLabel: 'Lightning',
    description:
      'Lightning strikes detected over New Zealand and its seas in the last hour, coloured by age, with the count in each region.',
    module: {
      name: 'lightning',
      key: 'lightning',
      title: 'Lightning in the last hour',
      dataUrl: '/api/data/maps/lightning',
    },
    reading:
      'Each cross is a strike detected in the last hour; red ones struck in the last 10 minutes, grey ones half an hour to an hour ago. Strikes moving across the map show where storms are heading. If you hear thunder, you are close enough to be struck: go indoors.',
    source:
      'Lightning is located by networks of ground sensors; New Zealand’s is run for the national weather service by a commercial provider and has no open feed. The strikes here come from the site’s demonstration model and are marked Demo data.',
  },
  {
    url: '/maps-radar/pressure/isobars',
    section: 'maps-pressure',
    title: 'Pressure map',
    subtitle: 'Isobars, highs and lows now',
    navLabel: 'Pressure',
    description:
      'Mean sea level pressure over New Zealand now: isobars every 4 hPa, the highs and lows, and the pressure at the main centres.',
    module: {
      name: 'pressure-map',
      key: 'pressure',
      title: 'Pressure now',
      dataUrl: '/api/data/maps/pressure',
    },
    reading:
      'Isobars join places of equal pressure at sea level, every 4 hectopascals. Wind blows almost along them, clockwise around a low (L) and anticlockwise around a high (H) in the southern hemisphere, and the closer they are, the stronger it blows. Highs bring settled weather; lows and the fronts between them bring wind and rain.',
    source: `The pressure grid is contoured into isobars on the server. ${OPEN_METEO}`,
  },
  {
    url: '/maps-radar/wind/now',
    section: 'maps-wind',
    title: 'Wind map',
    subtitle: 'Wind speed and direction now',
    navLabel: 'Wind',
    description:
      'The wind now over New Zealand and its seas: speed in knots as coloured bands, direction as arrows, and the wind at the main centres.',
    module: { name: 'wind-map', key: 'wind', title: 'Wind now', dataUrl: '/api/data/maps/wind' },
    reading:
      'Colours show the average wind speed 10 metres above the ground, in knots (1 knot is 1.85 km/h); arrows fly the way the wind blows. Gusts are stronger than the average: see the table. Cook Strait and the coasts are windier than the land behind them.',
    source: OPEN_METEO,
  },
  {
    url: '/maps-radar/sea/temperature',
    section: 'maps-sea',
    title: 'Sea surface temperature',
    subtitle: 'How warm the sea is, and how that compares with normal',
    navLabel: 'Sea temperature',
    description:
      'The sea surface temperature around New Zealand and its difference from normal for the date, with the temperature in every coastal water.',
    module: {
      name: 'sea-surface-temperature',
      key: 'sea-temperature',
      title: 'Sea surface temperature',
      dataUrl: '/api/data/maps/sea-surface-temperature',
    },
    reading:
      'The first map shows the temperature of the sea’s surface in degrees Celsius, from about 20 °C off Northland in late summer to under 10 °C south of Stewart Island in winter. The second shows how much warmer (red) or colder (blue) than normal for the date it is; a marine heatwave is a long spell well above normal.',
    source:
      'With WEATHER_PROVIDER=open-meteo the temperatures come from Open-Meteo’s marine API (sea_surface_temperature); the normal is the site’s climatology of New Zealand waters. Out of the box both are the site’s demonstration model, marked Demo data. A national service would take its normals from NOAA’s OISST 1991–2020 climatology.',
  },
  {
    url: '/maps-radar/sea/swell',
    section: 'maps-sea',
    title: 'Swell map',
    subtitle: 'Swell height and direction around the coast',
    navLabel: 'Swell',
    description:
      'Swell around New Zealand now: height as coloured bands, direction as arrows, and the height, period and direction in every coastal water.',
    module: {
      name: 'swell-map',
      key: 'swell',
      title: 'Swell now',
      dataUrl: '/api/data/maps/swell',
    },
    reading:
      'Swell is the waves that have travelled from distant storms, as opposed to the local wind’s chop. Colours show its height in metres; arrows run the way it travels. A long period (over 12 seconds) means powerful waves that break harder on the coast than their height suggests.',
    source:
      'With WEATHER_PROVIDER=open-meteo the swell comes from Open-Meteo’s marine API (swell_wave_height, swell_wave_period and swell_wave_direction); out of the box it is the site’s demonstration model, marked Demo data.',
  },
  {
    url: '/maps-radar/thunderstorm/outlook',
    section: 'maps-thunderstorm',
    title: 'Thunderstorm outlook',
    subtitle: 'Where thunderstorms may form today and tomorrow',
    navLabel: 'Thunderstorms',
    description:
      'The risk of thunderstorms across New Zealand today and tomorrow, as areas of low, moderate and high risk, with the level in every region.',
    module: {
      name: 'thunderstorm-outlook',
      key: 'thunderstorm-outlook',
      title: 'Thunderstorm outlook',
      dataUrl: '/api/data/maps/thunderstorm-outlook',
    },
    reading:
      'Low risk: isolated thunderstorms are possible. Moderate: isolated thunderstorms are likely. High: scattered thunderstorms are likely, some of them severe with heavy rain, hail and strong gusts. When a severe thunderstorm is expected, a warning is issued: see the warnings page.',
    source:
      'The national weather service issues the official thunderstorm outlook as text and maps, with no open data feed. The areas here come from the site’s demonstration model, marked Demo data.',
  },
  {
    url: '/maps-radar/rain/accumulation',
    section: 'maps-rain',
    title: 'Rain accumulation',
    subtitle: 'How much rain fell in the past day and week',
    navLabel: 'Rain totals',
    description:
      'The rain that fell in the past 24 hours and the past 7 days at New Zealand’s main centres, on two maps and in a table.',
    module: {
      name: 'rain-accumulation',
      key: 'rain-accumulation',
      title: 'Rain that fell',
      dataUrl: '/api/data/maps/rain-accumulation',
    },
    reading:
      'Each tag is the rain that fell at the town, in millimetres, in the 24 hours or the 7 days to the hour shown. The West Coast can get more in a day than Canterbury in a month. Select a town for its forecast and its last seven days.',
    source:
      'Rain gauges of the national weather service and the regional councils measure what fell; Open-Meteo’s hourly precipitation for the past seven days could serve this map too, but is not connected yet. The totals here come from the site’s demonstration model and are marked Demo data.',
  },
  {
    url: '/maps-radar/cloud/cover',
    section: 'maps-cloud',
    title: 'Cloud cover',
    subtitle: 'How much of the sky is covered by cloud now',
    navLabel: 'Cloud',
    description:
      'The share of the sky covered by cloud over New Zealand now, as coloured bands, and at the main centres.',
    module: {
      name: 'cloud-cover',
      key: 'cloud-cover',
      title: 'Cloud cover now',
      dataUrl: '/api/data/maps/cloud-cover',
    },
    reading:
      'Colours show how much of the sky is covered by cloud at any height, from clear blue to thick grey. For stargazing or a sunny walk, look for the blue; satellite imagery shows the cloud itself.',
    source: OPEN_METEO,
  },
];

/** The maps' navigation: the radar, the air temperature map, every layer, then the warnings. */
export function mapsNavigation(): Link[] {
  return [
    link('Rain radar', RADAR_URL),
    link('Air temperature', '/maps-radar/temperature/air'),
    ...SPECS.map((s) => link(s.navLabel, s.url)),
    link('Warnings', WARNINGS_URL),
  ];
}

function mapPage(spec: MapPageSpec): PageDescription {
  return {
    schemaVersion: SCHEMA_VERSION,
    url: spec.url,
    type: 'maps-radar',
    name: spec.module.key ?? spec.module.name,
    title: spec.title,
    subtitle: spec.subtitle,
    searchLabel: SEARCH_LABEL,
    metadata: { title: spec.title, description: spec.description },
    adConfig: pageAdConfig(spec.section),
    layout: {
      name: 'map',
      navigation: { links: mapsNavigation() },
      primary: {
        map: [spec.module],
        main: [
          { name: 'text', key: 'reading', title: 'Reading the map', text: spec.reading },
          { name: 'text', key: 'source', title: 'Where the data comes from', text: spec.source },
        ],
      },
    },
  };
}

/** Every map layer's page. */
export function mapPages(): PageDescription[] {
  return SPECS.map(mapPage);
}
