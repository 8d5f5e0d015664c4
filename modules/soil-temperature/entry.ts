import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SoilTemperatureConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SoilTemperatureConfig> = {
  name: 'soil-temperature',
  // Through late-loaders.ts: keeps this module's chunk names out of the app chunk.
  load: () => import('../shared/late-loaders.ts').then((m) => m.soilTemperature()),
  hydrate: 'never',
  minHeight: 320,
};
