import type { ModuleEntry } from '#engine/module-entry.ts';
import type { MountainForecastConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<MountainForecastConfig> = {
  name: 'mountain-forecast',
  load: () => import('./MountainForecast.tsx'),
  hydrate: 'never',
  minHeight: 360,
};
