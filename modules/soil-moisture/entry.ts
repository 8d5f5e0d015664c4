import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SoilMoistureConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SoilMoistureConfig> = {
  name: 'soil-moisture',
  // Through late-loaders.ts: keeps this module's chunk names out of the app chunk.
  load: () => import('../shared/late-loaders.ts').then((m) => m.soilMoisture()),
  hydrate: 'never',
  minHeight: 320,
};
