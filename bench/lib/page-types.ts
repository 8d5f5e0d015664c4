/**
 * The page types the bench measures (issue 26): one address of each, by the name the README uses.
 * A new kind of page (issue 25's recreational places) adds a line here and is measured from then
 * on. BENCH_PAGES (a comma list of these names) measures some of them only.
 */
export const PAGE_TYPES = {
  national: '/national',
  town: '/towns-cities/locations/auckland',
  rural: '/rural/regions/canterbury',
  'marine area': '/marine/areas/cook',
  'high seas': '/marine/high-seas/forties',
  'national park': '/mountains-and-parks/national-parks/aoraki-mount-cook',
  'ski field': '/mountains-and-parks/ski-fields/mt-hutt',
  radar: '/maps-radar/rain/radar',
  warnings: '/warnings/home',
  news: '/news/weather-news',
  compare: '/towns-cities/compare',
  search: '/search?q=nelson',
} as const;

export type PageType = keyof typeof PAGE_TYPES;

/** The page types to measure: all, or those BENCH_PAGES names (an unknown name is an error). */
export function pageTypes(only = process.env.BENCH_PAGES): Array<[PageType, string]> {
  const all = Object.entries(PAGE_TYPES) as Array<[PageType, string]>;
  if (!only) return all;
  const wanted = only.split(',').map((s) => s.trim());
  const unknown = wanted.filter((w) => !(w in PAGE_TYPES));
  if (unknown.length)
    throw new Error(
      `BENCH_PAGES names no page type ${unknown.join(', ')}: use ${all.map(([n]) => n).join(', ')}`,
    );
  return all.filter(([name]) => wanted.includes(name));
}

/** A page type's name from its address, for the README ('/national' -> 'national'). */
export function pageTypeOf(path: string): string {
  return Object.entries(PAGE_TYPES).find(([, p]) => p === path)?.[0] ?? path;
}
