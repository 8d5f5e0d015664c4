import type { ModuleEntry } from '#engine/module-entry.ts';
import type { PressureMapConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<PressureMapConfig> = {
  name: 'pressure-map',
  load: () => import('./PressureMap.tsx'),
  // A map, its key and a table, drawn on the server: nothing to do in the browser.
  hydrate: 'never',
  minHeight: 700,
};
