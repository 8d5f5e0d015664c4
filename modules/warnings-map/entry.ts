import type { ModuleEntry } from '#engine/module-entry.ts';
import type { WarningsMapConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<WarningsMapConfig> = {
  name: 'warnings-map',
  load: () => import('./WarningsMap.tsx'),
  hydrate: 'visible',
  minHeight: 420,
};
