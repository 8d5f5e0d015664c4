import type { ModuleEntry } from '#engine/module-entry.ts';
import type { StaticMapConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<StaticMapConfig> = {
  name: 'static-map',
  load: () => import('./StaticMap.tsx'),
  hydrate: 'visible',
  minHeight: 420,
};
