import type { ModuleEntry } from '#engine/module-entry.ts';
import type { BoatingForecastConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<BoatingForecastConfig> = {
  name: 'boating-forecast',
  load: () => import('./BoatingForecast.tsx'),
  minHeight: 560,
};
