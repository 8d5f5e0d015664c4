import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SurfForecastConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SurfForecastConfig> = {
  name: 'surf-forecast',
  load: () => import('./SurfForecast.tsx'),
  minHeight: 520,
};
