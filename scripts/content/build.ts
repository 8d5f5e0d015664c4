import type { PageDescription } from '#schemas/generated/types.ts';
import { loadCurated } from './curated.ts';
import { assembleData, locationIndex } from './locations.ts';
import { highSeasPage, marinePage } from './marine-pages.ts';
import { parkPage, skiPage } from './mountain-pages.ts';
import { RECREATION_TYPES } from './recreation-places.ts';
import { recreationIndexPage, recreationPage } from './recreation-pages.ts';
import { assertValidPage, pageFile } from './output.ts';
import { marineIndexPage, nationalParksPage, skiFieldsPage } from './outdoor-index-pages.ts';
import { mapPages } from './map-pages.ts';
import { nationalPage, ruralIndexPage, townsCitiesPage } from './section-pages.ts';
import type { GeoNamesPlace, PopulatedPlace } from './sources.ts';
import { markSuburbs } from './suburbs.ts';
import { buildTowns } from './towns.ts';
import { ruralPage, townPage } from './town-pages.ts';
import { pastWeatherPage, tidesPage } from './town-extra-pages.ts';
import { farmPage, sunPage } from './sky-farm-pages.ts';
import type { ContentData, LocationEntry } from './types.ts';

export interface BuildResult {
  data: ContentData;
  locations: LocationEntry[];
  /** Page descriptions keyed by their file under content/pages, in a stable order. */
  pages: Map<string, PageDescription>;
}

/**
 * Builds every generated page and the location index in memory, validating each page.
 * Pure apart from reading the curated lists, so tests run it without touching content/pages.
 */
export function buildContent(
  sources: { geonames: GeoNamesPlace[]; populated: PopulatedPlace[] },
  curatedDir: string,
): BuildResult {
  const curated = loadCurated(curatedDir);
  const towns = buildTowns(
    sources.geonames,
    sources.populated,
    curated.corrections,
    curated.townLabels,
    curated.visitors,
  );
  const data = assembleData(markSuburbs(towns), curated);
  const all: PageDescription[] = [
    nationalPage(data),
    townsCitiesPage(data),
    ruralIndexPage(data),
    marineIndexPage(data),
    nationalParksPage(data),
    skiFieldsPage(data),
    ...data.towns.map((t) => townPage(t, data)),
    ...data.towns.map((t) => pastWeatherPage(t)),
    ...data.towns.flatMap((t) => tidesPage(t) ?? []),
    ...data.towns.map((t) => sunPage(t)),
    ...data.rural.map((r) => ruralPage(r, data)),
    ...data.rural.map((r) => farmPage(r)),
    ...data.marine.map((m) => marinePage(m, data)),
    ...data.highSeas.map((h) => highSeasPage(h)),
    ...data.parks.map((p) => parkPage(p, data)),
    ...data.ski.map((s) => skiPage(s, data)),
    ...RECREATION_TYPES.map((t) => recreationIndexPage(t, data)),
    ...data.recreation.map((p) => recreationPage(p, data)),
    ...mapPages(),
  ];
  const pages = new Map<string, PageDescription>();
  for (const page of all) {
    const file = pageFile(page.url);
    if (pages.has(file)) throw new Error(`Two generated pages share the url ${page.url}`);
    assertValidPage(file, page);
    pages.set(file, page);
  }
  return { data, locations: locationIndex(data), pages };
}
