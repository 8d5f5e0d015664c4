import type { ModuleEntry } from '#engine/module-entry.ts';
import type { RoadReportConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<RoadReportConfig> = {
  name: 'road-report',
  load: () => import('./RoadReport.tsx'),
  hydrate: 'never',
  minHeight: 120,
};
