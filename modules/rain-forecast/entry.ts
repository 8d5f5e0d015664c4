import type { ModuleEntry } from '#engine/module-entry.ts';
import type { RainForecastConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<RainForecastConfig> = {
  name: 'rain-forecast',
  load: () => import('./RainForecast.tsx'),
  hydrate: 'never',
  minHeight: 360,
};
