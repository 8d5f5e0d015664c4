import type { ModuleRegistry } from '#engine/resolve.ts';
import type { ModuleCatalogue } from './catalogue.ts';
import { entry as boatingForecastEntry } from './boating-forecast/entry.ts';
import { entry as paddlingRiskEntry } from './paddling-risk/entry.ts';
import { entry as surfForecastEntry } from './surf-forecast/entry.ts';
import { entry as tideChartEntry } from './tide-chart/entry.ts';
import { entry as waterTemperatureEntry } from './water-temperature/entry.ts';

/**
 * The modules added since issue 25, alphabetised: a chunk of their own, loaded by the browser
 * only for a page that uses one of them (registry.ts, decision 021). Entries in the same form as
 * the app chunk's.
 */
export const laterCatalogue = {
  'boating-forecast': boatingForecastEntry,
  'paddling-risk': paddlingRiskEntry,
  'surf-forecast': surfForecastEntry,
  'tide-chart': tideChartEntry,
  'water-temperature': waterTemperatureEntry,
} satisfies Partial<ModuleCatalogue>;

/** The same, as the engine looks entries up (by a name read from content). */
export const laterRegistry: ModuleRegistry = laterCatalogue;
