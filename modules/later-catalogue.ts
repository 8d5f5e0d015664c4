import type { ModuleRegistry } from '#engine/resolve.ts';
import type { ModuleCatalogue } from './catalogue.ts';
import { entry as barbecueRatingEntry } from './barbecue-rating/entry.ts';
import { entry as boatingForecastEntry } from './boating-forecast/entry.ts';
import { entry as cloudCoverEntry } from './cloud-cover/entry.ts';
import { entry as compareEntry } from './compare/entry.ts';
import { entry as currentConditionsEntry } from './current-conditions/entry.ts';
import { entry as evapotranspirationEntry } from './evapotranspiration/entry.ts';
import { entry as feedListEntry } from './feed-list/entry.ts';
import { entry as fireWeatherEntry } from './fire-weather/entry.ts';
import { entry as frostRiskEntry } from './frost-risk/entry.ts';
import { entry as glossaryEntry } from './glossary/entry.ts';
import { entry as growingDegreeDaysEntry } from './growing-degree-days/entry.ts';
import { entry as hourlyForecastEntry } from './hourly-forecast/entry.ts';
import { entry as lightningEntry } from './lightning/entry.ts';
import { entry as linkListEntry } from './link-list/entry.ts';
import { entry as locationListEntry } from './location-list/entry.ts';
import { entry as marineForecastEntry } from './marine-forecast/entry.ts';
import { entry as monthlyOutlookEntry } from './monthly-outlook/entry.ts';
import { entry as mountainForecastEntry } from './mountain-forecast/entry.ts';
import { entry as paddlingRiskEntry } from './paddling-risk/entry.ts';
import { entry as pastWeatherEntry } from './past-weather/entry.ts';
import { entry as pressureMapEntry } from './pressure-map/entry.ts';
import { entry as pricingEntry } from './pricing/entry.ts';
import { entry as promoEntry } from './promo/entry.ts';
import { entry as rainAccumulationEntry } from './rain-accumulation/entry.ts';
import { entry as rainForecastEntry } from './rain-forecast/entry.ts';
import { entry as richTextEntry } from './rich-text/entry.ts';
import { entry as roadReportEntry } from './road-report/entry.ts';
import { entry as satelliteImageryEntry } from './satellite-imagery/entry.ts';
import { entry as seaSurfaceTemperatureEntry } from './sea-surface-temperature/entry.ts';
import { entry as searchResultsEntry } from './search-results/entry.ts';
import { entry as seasonalOutlookEntry } from './seasonal-outlook/entry.ts';
import { entry as skiReportEntry } from './ski-report/entry.ts';
import { entry as snowReportEntry } from './snow-report/entry.ts';
import { entry as soilMoistureEntry } from './soil-moisture/entry.ts';
import { entry as soilTemperatureEntry } from './soil-temperature/entry.ts';
import { entry as sunMoonEntry } from './sun-moon/entry.ts';
import { entry as surfForecastEntry } from './surf-forecast/entry.ts';
import { entry as swellMapEntry } from './swell-map/entry.ts';
import { entry as textEntry } from './text/entry.ts';
import { entry as thunderstormOutlookEntry } from './thunderstorm-outlook/entry.ts';
import { entry as tideChartEntry } from './tide-chart/entry.ts';
import { entry as tideForecastEntry } from './tide-forecast/entry.ts';
import { entry as trafficIncidentsEntry } from './traffic-incidents/entry.ts';
import { entry as uvIndexEntry } from './uv-index/entry.ts';
import { entry as warningsListEntry } from './warnings-list/entry.ts';
import { entry as warningsOutlookEntry } from './warnings-outlook/entry.ts';
import { entry as waterTemperatureEntry } from './water-temperature/entry.ts';
import { entry as windMapEntry } from './wind-map/entry.ts';

/**
 * The modules without client behaviour (`hydrate: 'never'`), alphabetised: on a first load they
 * are the server's HTML and need no entry, so their entries are a chunk of their own that the
 * browser loads only to render a page whole or retry a module (registry.ts, decision 021).
 * Entries in the same form as the app chunk's.
 */
export const laterCatalogue = {
  'barbecue-rating': barbecueRatingEntry,
  'boating-forecast': boatingForecastEntry,
  'cloud-cover': cloudCoverEntry,
  compare: compareEntry,
  'current-conditions': currentConditionsEntry,
  evapotranspiration: evapotranspirationEntry,
  'feed-list': feedListEntry,
  'fire-weather': fireWeatherEntry,
  'frost-risk': frostRiskEntry,
  glossary: glossaryEntry,
  'growing-degree-days': growingDegreeDaysEntry,
  'hourly-forecast': hourlyForecastEntry,
  lightning: lightningEntry,
  'link-list': linkListEntry,
  'location-list': locationListEntry,
  'marine-forecast': marineForecastEntry,
  'monthly-outlook': monthlyOutlookEntry,
  'mountain-forecast': mountainForecastEntry,
  'paddling-risk': paddlingRiskEntry,
  'past-weather': pastWeatherEntry,
  'pressure-map': pressureMapEntry,
  pricing: pricingEntry,
  promo: promoEntry,
  'rain-accumulation': rainAccumulationEntry,
  'rain-forecast': rainForecastEntry,
  'rich-text': richTextEntry,
  'road-report': roadReportEntry,
  'satellite-imagery': satelliteImageryEntry,
  'sea-surface-temperature': seaSurfaceTemperatureEntry,
  'search-results': searchResultsEntry,
  'seasonal-outlook': seasonalOutlookEntry,
  'ski-report': skiReportEntry,
  'snow-report': snowReportEntry,
  'soil-moisture': soilMoistureEntry,
  'soil-temperature': soilTemperatureEntry,
  'sun-moon': sunMoonEntry,
  'surf-forecast': surfForecastEntry,
  'swell-map': swellMapEntry,
  text: textEntry,
  'thunderstorm-outlook': thunderstormOutlookEntry,
  'tide-chart': tideChartEntry,
  'tide-forecast': tideForecastEntry,
  'traffic-incidents': trafficIncidentsEntry,
  'uv-index': uvIndexEntry,
  'warnings-list': warningsListEntry,
  'warnings-outlook': warningsOutlookEntry,
  'water-temperature': waterTemperatureEntry,
  'wind-map': windMapEntry,
} satisfies Partial<ModuleCatalogue>;

/** The same, as the engine looks entries up (by a name read from content). */
export const laterRegistry: ModuleRegistry = laterCatalogue;
