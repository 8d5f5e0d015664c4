import { slugify } from '#engine/vocabulary/slug.ts';

/** The widths `npm run shots` photographs every page at: a phone's and a laptop's. */
export const SHOT_WIDTHS = [390, 1366] as const;

/**
 * A route as a file-name stem: the path (query and hash dropped) slugged like place names
 * ('/maps-radar/rain/radar' -> 'maps-radar-rain-radar'), the root as 'home'.
 */
export function routeSlug(route: string): string {
  return slugify(route.replace(/[?#].*$/, '')) || 'home';
}

/** The colour schemes it photographs them in (dark.css, decision 012). */
export const SHOT_SCHEMES = ['light', 'dark'] as const;
export type ShotScheme = (typeof SHOT_SCHEMES)[number];

/** The screenshot's file name: `<route-slug>-<width>.png`, `<route-slug>-<width>-dark.png`. */
export function shotName(route: string, width: number, scheme: ShotScheme = 'light'): string {
  return `${routeSlug(route)}-${width}${scheme === 'dark' ? '-dark' : ''}.png`;
}
