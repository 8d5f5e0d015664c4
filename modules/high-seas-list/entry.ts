import type { ModuleEntry } from '#engine/module-entry.ts';
import type { HighSeasListConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<HighSeasListConfig> = {
  name: 'high-seas-list',
  load: () => import('./HighSeasList.tsx'),
  hydrate: 'idle',
  minHeight: 120,
};
