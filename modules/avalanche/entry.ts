import type { ModuleEntry } from '#engine/module-entry.ts';
import type { AvalancheConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<AvalancheConfig> = {
  name: 'avalanche',
  load: () => import('./Avalanche.tsx'),
  hydrate: 'visible',
  // Matches .wx-avalanche--loading: the loading state keeps this height so nothing shifts.
  minHeight: 192,
};
