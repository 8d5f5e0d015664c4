import type { ModuleEntry } from '#engine/module-entry.ts';
import type { RainRadarConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<RainRadarConfig> = {
  name: 'rain-radar',
  load: () => import('./RainRadar.tsx'),
  hydrate: 'visible',
  minHeight: 520,
};
