import type { ModuleEntry } from '#engine/module-entry.ts';
import type { BarbecueRatingConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<BarbecueRatingConfig> = {
  name: 'barbecue-rating',
  load: () => import('./BarbecueRating.tsx'),
  hydrate: 'never',
  minHeight: 220,
};
