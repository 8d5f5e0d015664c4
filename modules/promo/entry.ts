import type { ModuleEntry } from '#engine/module-entry.ts';
import type { PromoConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<PromoConfig> = {
  name: 'promo',
  load: () => import('./Promo.tsx'),
  hydrate: 'never',
};
