import type { ModuleEntry } from '#engine/module-entry.ts';
import type { WarningsOutlookConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<WarningsOutlookConfig> = {
  name: 'warnings-outlook',
  load: () => import('./WarningsOutlook.tsx'),
  hydrate: 'never',
  minHeight: 200,
};
