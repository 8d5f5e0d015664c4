import type { ModuleEntry } from '#engine/module-entry.ts';
import type { RainAccumulationConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<RainAccumulationConfig> = {
  name: 'rain-accumulation',
  load: () => import('./RainAccumulation.tsx'),
  // A map, its key and a table, drawn on the server: nothing to do in the browser.
  hydrate: 'never',
  minHeight: 1100,
};
