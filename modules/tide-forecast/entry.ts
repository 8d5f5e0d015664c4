import type { ModuleEntry } from '#engine/module-entry.ts';
import type { TideForecastConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<TideForecastConfig> = {
  name: 'tide-forecast',
  load: () => import('./TideForecast.tsx'),
  minHeight: 300,
};
