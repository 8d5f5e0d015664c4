import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SwellMapConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SwellMapConfig> = {
  name: 'swell-map',
  load: () => import('./SwellMap.tsx'),
  // A map, its key and a table, drawn on the server: nothing to do in the browser.
  hydrate: 'never',
  minHeight: 700,
};
