import type { ModuleEntry } from '#engine/module-entry.ts';
import type { TrafficIncidentsConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<TrafficIncidentsConfig> = {
  name: 'traffic-incidents',
  load: () => import('./TrafficIncidents.tsx'),
  hydrate: 'never',
  minHeight: 160,
};
