import type { ModuleEntry } from '#engine/module-entry.ts';
import type { PastWeatherConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<PastWeatherConfig> = {
  name: 'past-weather',
  // Through late-loaders.ts: keeps this module's chunk names out of the app chunk.
  load: () => import('../shared/late-loaders.ts').then((m) => m.pastWeather()),
  hydrate: 'never',
  minHeight: 380,
};
