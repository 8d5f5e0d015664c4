import type { ModuleEntry } from '#engine/module-entry.ts';
import type { TideForecastConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<TideForecastConfig> = {
  name: 'tide-forecast',
  // Through late-loaders.ts: keeps this module's chunk names out of the app chunk.
  load: () => import('../shared/late-loaders.ts').then((m) => m.tideForecast()),
  hydrate: 'never',
  minHeight: 300,
};
