import type { ModuleEntry } from '#engine/module-entry.ts';
import type { WindMapConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<WindMapConfig> = {
  name: 'wind-map',
  load: () => import('./WindMap.tsx'),
  // A map, its key and a table, drawn on the server: nothing to do in the browser.
  hydrate: 'never',
  minHeight: 700,
};
