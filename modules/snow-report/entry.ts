import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SnowReportConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SnowReportConfig> = {
  name: 'snow-report',
  load: () => import('./SnowReport.tsx'),
  hydrate: 'never',
  minHeight: 160,
};
