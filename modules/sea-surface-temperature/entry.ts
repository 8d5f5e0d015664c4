import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SeaSurfaceTemperatureConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SeaSurfaceTemperatureConfig> = {
  name: 'sea-surface-temperature',
  load: () => import('./SeaSurfaceTemperature.tsx'),
  // A map, its key and a table, drawn on the server: nothing to do in the browser.
  hydrate: 'never',
  minHeight: 1100,
};
