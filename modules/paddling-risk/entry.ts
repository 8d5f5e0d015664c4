import type { ModuleEntry } from '#engine/module-entry.ts';
import type { PaddlingRiskConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<PaddlingRiskConfig> = {
  name: 'paddling-risk',
  load: () => import('./PaddlingRisk.tsx'),
  minHeight: 520,
};
