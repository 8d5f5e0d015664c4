import type { ModuleEntry } from '#engine/module-entry.ts';
import type { FeedListConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<FeedListConfig> = {
  name: 'feed-list',
  load: () => import('./FeedList.tsx'),
  hydrate: 'never',
};
