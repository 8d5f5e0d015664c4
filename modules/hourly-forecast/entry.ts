import type { ModuleEntry } from '#engine/module-entry.ts';
import type { HourlyForecastConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<HourlyForecastConfig> = {
  name: 'hourly-forecast',
  load: () => import('./HourlyForecast.tsx'),
  hydrate: 'never',
  minHeight: 600,
};
