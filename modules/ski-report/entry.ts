import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SkiReportConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SkiReportConfig> = {
  name: 'ski-report',
  load: () => import('./SkiReport.tsx'),
  hydrate: 'never',
  minHeight: 420,
};
