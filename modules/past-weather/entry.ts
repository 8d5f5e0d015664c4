import type { ModuleEntry } from '#engine/module-entry.ts';
import type { PastWeatherConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<PastWeatherConfig> = {
  name: 'past-weather',
  load: () => import('./PastWeather.tsx'),
  minHeight: 380,
};
