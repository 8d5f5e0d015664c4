import type { ModuleEntry } from '#engine/module-entry.ts';
import type { AirTemperatureMapConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<AirTemperatureMapConfig> = {
  name: 'air-temperature-map',
  load: () => import('./AirTemperatureMap.tsx'),
  minHeight: 560,
};
