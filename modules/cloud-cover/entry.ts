import type { ModuleEntry } from '#engine/module-entry.ts';
import type { CloudCoverConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<CloudCoverConfig> = {
  name: 'cloud-cover',
  load: () => import('./CloudCover.tsx'),
  // A map, its key and a table, drawn on the server: nothing to do in the browser.
  hydrate: 'never',
  minHeight: 700,
};
