/**
 * Pages `npm run content:build` writes (content/README.md): editing them in content/pages is
 * undone by the next build, so the preview says which curated list to change instead.
 */
const CURATED = 'content/data/curated';
const OWNERS: Array<[test: (url: string) => boolean, source: string]> = [
  [
    (u) => u.startsWith('/towns-cities/locations/'),
    `${CURATED}/town-labels.json and ${CURATED}/corrections.json (the towns come from the cities data set)`,
  ],
  [(u) => u.startsWith('/rural/regions/'), 'the regions in scripts/content/regions.ts'],
  [(u) => u.startsWith('/marine/areas/'), `${CURATED}/marine-areas.json`],
  [(u) => u.startsWith('/marine/high-seas/'), `${CURATED}/high-seas.json`],
  [(u) => u.startsWith('/mountains-and-parks/national-parks'), `${CURATED}/national-parks.json`],
  [(u) => u.startsWith('/mountains-and-parks/ski-fields'), `${CURATED}/ski-fields.json`],
  [
    (u) => ['/national', '/towns-cities', '/rural', '/marine'].includes(u),
    'the section page builders in scripts/content/section-pages.ts and the curated lists in content/data/curated',
  ],
];

/** What owns a generated page's content, or undefined for a page authored by hand. */
export function generatedPageSource(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  return OWNERS.find(([test]) => test(url))?.[1];
}

/** Where the file of a page lives in the repository ('/' is national). */
export function contentFileOf(url: unknown): string {
  const path = typeof url === 'string' && url !== '/' ? url : '/national';
  return `content/pages${path.replace(/[^a-z0-9/-]/gi, '')}.json`;
}
