import type { ModuleEntry } from '#engine/module-entry.ts';
import type { MarineForecastConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<MarineForecastConfig> = {
  name: 'marine-forecast',
  load: () => import('./MarineForecast.tsx'),
  hydrate: 'never',
  minHeight: 480,
};
