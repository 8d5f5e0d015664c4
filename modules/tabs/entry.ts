import type { ModuleEntry } from '#engine/module-entry.ts';
import type { TabsConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<TabsConfig> = {
  name: 'tabs',
  load: () => import('./Tabs.tsx'),
  hydrate: 'visible',
};
