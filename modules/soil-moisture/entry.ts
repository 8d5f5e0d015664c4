import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SoilMoistureConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SoilMoistureConfig> = {
  name: 'soil-moisture',
  load: () => import('./SoilMoisture.tsx'),
  minHeight: 320,
};
