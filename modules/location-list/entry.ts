import type { ModuleEntry } from '#engine/module-entry.ts';
import type { LocationListConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<LocationListConfig> = {
  name: 'location-list',
  load: () => import('./LocationList.tsx'),
  hydrate: 'never',
};
