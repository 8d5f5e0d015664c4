import type { ModuleEntry } from '#engine/module-entry.ts';
import type { PricingConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<PricingConfig> = {
  name: 'pricing',
  load: () => import('./Pricing.tsx'),
  hydrate: 'never',
};
