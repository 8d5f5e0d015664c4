import type { ModuleEntry } from '#engine/module-entry.ts';
import type { TideChartConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<TideChartConfig> = {
  name: 'tide-chart',
  load: () => import('./TideChart.tsx'),
  minHeight: 260,
};
