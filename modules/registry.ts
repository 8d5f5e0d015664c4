import type { ModuleRegistry } from '#engine/resolve.ts';
import type { Hydrate } from '#engine/module-entry.ts';
import { entry as accordionEntry } from './accordion/entry.ts';
import { entry as airTemperatureMapEntry } from './air-temperature-map/entry.ts';
import { entry as avalancheEntry } from './avalanche/entry.ts';
import { entry as favouritesOrganiserEntry } from './favourites-organiser/entry.ts';
import { entry as forecastDaysEntry } from './forecast-days/entry.ts';
import { entry as highSeasListEntry } from './high-seas-list/entry.ts';
import { entry as rainRadarEntry } from './rain-radar/entry.ts';
import { entry as staticMapEntry } from './static-map/entry.ts';
import { entry as tabsEntry } from './tabs/entry.ts';
import { entry as videoPlayerEntry } from './video-player/entry.ts';
import { entry as warningsMapEntry } from './warnings-map/entry.ts';
import { entry as webcamGalleryEntry } from './webcam-gallery/entry.ts';
import type { ModuleCatalogue } from './catalogue.ts';

/**
 * The modules with client behaviour (their `hydrate` is not 'never'): a first load hydrates their
 * islands, so their entries ship in the app chunk. The modules without any are listed in
 * later-catalogue.ts, a chunk the browser loads only when it renders a page whole (after an
 * in-app navigation) or retries a module (decision 021): 24 static modules' entries here cost
 * every page about 700 bytes before interaction, which the budget does not have.
 */
export const appChunkCatalogue = {
  accordion: accordionEntry,
  'air-temperature-map': airTemperatureMapEntry,
  avalanche: avalancheEntry,
  'favourites-organiser': favouritesOrganiserEntry,
  'forecast-days': forecastDaysEntry,
  'high-seas-list': highSeasListEntry,
  'rain-radar': rainRadarEntry,
  'static-map': staticMapEntry,
  tabs: tabsEntry,
  'video-player': videoPlayerEntry,
  'warnings-map': warningsMapEntry,
  'webcam-gallery': webcamGalleryEntry,
} satisfies Partial<ModuleCatalogue>;

/**
 * What the browser's app chunk holds: the other modules' entries arrive with later-catalogue.ts
 * when a page needs one (src/app/components.ts). The whole catalogue is catalogue.ts.
 */
export const appChunkRegistry: ModuleRegistry = appChunkCatalogue;

/**
 * When a module's island hydrates (decision 022), one rule for the server's islands and the
 * browser's: an app-chunk entry says so itself; a module of the later catalogue has no entry in
 * the browser's first load and is static (registry.test.ts keeps the two lists so).
 */
export const hydrateRule = (name: string): Hydrate => appChunkRegistry[name]?.hydrate ?? 'never';
