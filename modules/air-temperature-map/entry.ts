import type { ModuleEntry } from '#engine/module-entry.ts';
import type { AirTemperatureMapConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<AirTemperatureMapConfig> = {
  name: 'air-temperature-map',
  // Through late-loaders.ts: keeps this module's chunk names out of the app chunk.
  load: () => import('../shared/late-loaders.ts').then((m) => m.airTemperatureMap()),
  hydrate: 'visible',
  minHeight: 560,
};
