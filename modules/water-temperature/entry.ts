import type { ModuleEntry } from '#engine/module-entry.ts';
import type { WaterTemperatureConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<WaterTemperatureConfig> = {
  name: 'water-temperature',
  load: () => import('./WaterTemperature.tsx'),
  minHeight: 140,
};
