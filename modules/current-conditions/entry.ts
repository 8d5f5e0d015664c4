import type { ModuleEntry } from '#engine/module-entry.ts';
import type { CurrentConditionsConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<CurrentConditionsConfig> = {
  name: 'current-conditions',
  load: () => import('./CurrentConditions.tsx'),
  hydrate: 'never',
  minHeight: 180,
};
