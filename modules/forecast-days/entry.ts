import type { ModuleEntry } from '#engine/module-entry.ts';
import type { ForecastDaysConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<ForecastDaysConfig> = {
  name: 'forecast-days',
  load: () => import('./ForecastDays.tsx'),
  hydrate: 'visible',
  minHeight: 480,
};
