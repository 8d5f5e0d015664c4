import type { ModuleRegistry } from '#engine/resolve.ts';
import type { Hydrate } from '#engine/module-entry.ts';
import { entry as accordionEntry } from './accordion/entry.ts';
import { entry as airTemperatureMapEntry } from './air-temperature-map/entry.ts';
import { entry as avalancheEntry } from './avalanche/entry.ts';
import { entry as barbecueRatingEntry } from './barbecue-rating/entry.ts';
import { entry as compareEntry } from './compare/entry.ts';
import { entry as currentConditionsEntry } from './current-conditions/entry.ts';
import { entry as favouritesOrganiserEntry } from './favourites-organiser/entry.ts';
import { entry as feedListEntry } from './feed-list/entry.ts';
import { entry as forecastDaysEntry } from './forecast-days/entry.ts';
import { entry as highSeasListEntry } from './high-seas-list/entry.ts';
import { entry as hourlyForecastEntry } from './hourly-forecast/entry.ts';
import { entry as linkListEntry } from './link-list/entry.ts';
import { entry as locationListEntry } from './location-list/entry.ts';
import { entry as marineForecastEntry } from './marine-forecast/entry.ts';
import { entry as mountainForecastEntry } from './mountain-forecast/entry.ts';
import { entry as pastWeatherEntry } from './past-weather/entry.ts';
import { entry as pricingEntry } from './pricing/entry.ts';
import { entry as promoEntry } from './promo/entry.ts';
import { entry as rainForecastEntry } from './rain-forecast/entry.ts';
import { entry as rainRadarEntry } from './rain-radar/entry.ts';
import { entry as richTextEntry } from './rich-text/entry.ts';
import { entry as roadReportEntry } from './road-report/entry.ts';
import { entry as searchResultsEntry } from './search-results/entry.ts';
import { entry as skiReportEntry } from './ski-report/entry.ts';
import { entry as snowReportEntry } from './snow-report/entry.ts';
import { entry as soilMoistureEntry } from './soil-moisture/entry.ts';
import { entry as soilTemperatureEntry } from './soil-temperature/entry.ts';
import { entry as staticMapEntry } from './static-map/entry.ts';
import { entry as tabsEntry } from './tabs/entry.ts';
import { entry as textEntry } from './text/entry.ts';
import { entry as tideForecastEntry } from './tide-forecast/entry.ts';
import { entry as trafficIncidentsEntry } from './traffic-incidents/entry.ts';
import { entry as videoPlayerEntry } from './video-player/entry.ts';
import { entry as warningsListEntry } from './warnings-list/entry.ts';
import { entry as warningsMapEntry } from './warnings-map/entry.ts';
import { entry as warningsOutlookEntry } from './warnings-outlook/entry.ts';
import { entry as webcamGalleryEntry } from './webcam-gallery/entry.ts';
import type { ModuleCatalogue } from './catalogue.ts';

/**
 * The modules whose entries ship in the app chunk (every page carries them before interaction).
 * Modules added since issue 25 are listed in later-catalogue.ts instead, a chunk of its own that
 * only pages using one of them load (decision 021): 25 more entries here would cost every page
 * about 700 bytes before interaction, which the budget does not have.
 */
export const appChunkCatalogue = {
  accordion: accordionEntry,
  'air-temperature-map': airTemperatureMapEntry,
  avalanche: avalancheEntry,
  'barbecue-rating': barbecueRatingEntry,
  compare: compareEntry,
  'current-conditions': currentConditionsEntry,
  'favourites-organiser': favouritesOrganiserEntry,
  'feed-list': feedListEntry,
  'forecast-days': forecastDaysEntry,
  'high-seas-list': highSeasListEntry,
  'hourly-forecast': hourlyForecastEntry,
  'link-list': linkListEntry,
  'location-list': locationListEntry,
  'marine-forecast': marineForecastEntry,
  'mountain-forecast': mountainForecastEntry,
  'past-weather': pastWeatherEntry,
  pricing: pricingEntry,
  promo: promoEntry,
  'rain-forecast': rainForecastEntry,
  'rain-radar': rainRadarEntry,
  'rich-text': richTextEntry,
  'road-report': roadReportEntry,
  'search-results': searchResultsEntry,
  'ski-report': skiReportEntry,
  'snow-report': snowReportEntry,
  'soil-moisture': soilMoistureEntry,
  'soil-temperature': soilTemperatureEntry,
  'static-map': staticMapEntry,
  tabs: tabsEntry,
  text: textEntry,
  'tide-forecast': tideForecastEntry,
  'traffic-incidents': trafficIncidentsEntry,
  'video-player': videoPlayerEntry,
  'warnings-list': warningsListEntry,
  'warnings-map': warningsMapEntry,
  'warnings-outlook': warningsOutlookEntry,
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
 * the browser's first load and is static there (registry.test.ts keeps every later module so).
 */
export const hydrateRule = (name: string): Hydrate => appChunkRegistry[name]?.hydrate ?? 'never';
