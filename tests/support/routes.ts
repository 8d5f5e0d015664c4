import type { LocationType } from '#schemas/generated/types.ts';

/**
 * The pages the look checks (tests/e2e/looks.test.ts) and `npm run shots` visit: every route of the
 * spec (shell document, section 2), one generated page of each location type and each topic page.
 */
export const SPEC_ROUTES = [
  '/national',
  '/towns-cities',
  '/rural',
  '/marine',
  '/mountains-and-parks/national-parks',
  '/mountains-and-parks/ski-fields',
  '/maps-radar/rain/radar',
  '/warnings/home',
  '/warnings/marine',
  '/warnings/severe-weather-outlook',
  '/warnings/thunderstorm-outlook',
  '/warnings/tropical-cyclone-activity',
  '/news/weather-news',
  '/manage-favourites',
] as const;

/** One page of each location type (LOCATION_TYPE_VALUES), as `npm run content:build` writes them. */
export const LOCATION_PAGES = {
  'towns-cities': '/towns-cities/locations/auckland',
  rural: '/rural/regions/canterbury',
  marine: '/marine/areas/cook',
  'high-seas': '/marine/high-seas/forties',
  'national-parks': '/mountains-and-parks/national-parks/aoraki-mount-cook',
  ski: '/mountains-and-parks/ski-fields/mt-hutt',
  coastal: '/marine/coastal/hot-water-beach',
  tidal: '/marine/tides/auckland',
  boating: '/marine/boating/westhaven-marina',
  surfing: '/marine/surf-breaks/manu-bay',
  // Inland: the page says which parts it cannot have.
  kayak: '/marine/kayaking/mine-bay',
  paddleboarding: '/marine/paddleboarding/oriental-bay',
} as const satisfies Record<LocationType, string>;

/**
 * The topic pages a visitor reaches from those (issue 12's modules, the radar's About page, the
 * data sources, the accessibility statement, the glossary, a town's sun and a region's farm pages
 * and the server's search results page), one of each kind.
 */
export const TOPIC_PAGES = [
  '/maps-radar/temperature/air',
  '/maps-radar/rain/radar/about',
  '/towns-cities/compare',
  '/towns-cities/barbecue-weather',
  '/towns-cities/tides/auckland',
  '/towns-cities/past-weather/auckland',
  '/towns-cities/sun-and-uv/auckland',
  '/rural/farm/canterbury',
  '/marine/surf-breaks',
  '/pricing',
  '/about/data-sources',
  '/about/accessibility',
  '/about/glossary',
  '/search?q=nelson',
] as const;

/** The national map layers' pages (issue 25, scripts/content/map-pages.ts). */
export const MAP_LAYER_PAGES = [
  '/maps-radar/satellite/imagery',
  '/maps-radar/lightning/strikes',
  '/maps-radar/pressure/isobars',
  '/maps-radar/wind/now',
  '/maps-radar/sea/temperature',
  '/maps-radar/sea/swell',
  '/maps-radar/thunderstorm/outlook',
  '/maps-radar/rain/accumulation',
  '/maps-radar/cloud/cover',
] as const;

/** The unknown-page answer, which visitors see too. */
export const NOT_FOUND_ROUTE = '/no-such-page';

export const LOOKED_AT_ROUTES: readonly string[] = [
  ...SPEC_ROUTES,
  ...Object.values(LOCATION_PAGES),
  ...TOPIC_PAGES,
  ...MAP_LAYER_PAGES,
  NOT_FOUND_ROUTE,
];
