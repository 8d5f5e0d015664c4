import type { ModuleEntry } from '#engine/module-entry.ts';
import type { WarningsListConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<WarningsListConfig> = {
  name: 'warnings-list',
  load: () => import('./WarningsList.tsx'),
  hydrate: 'never',
  minHeight: 160,
};
