import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SoilTemperatureConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SoilTemperatureConfig> = {
  name: 'soil-temperature',
  load: () => import('./SoilTemperature.tsx'),
  minHeight: 320,
};
