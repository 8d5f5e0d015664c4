import type { ModuleEntry } from '#engine/module-entry.ts';
import type { LightningConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<LightningConfig> = {
  name: 'lightning',
  load: () => import('./Lightning.tsx'),
  // A map, its key and a table, drawn on the server: nothing to do in the browser.
  hydrate: 'never',
  minHeight: 700,
};
