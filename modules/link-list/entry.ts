import type { ModuleEntry } from '#engine/module-entry.ts';
import type { LinkListConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<LinkListConfig> = {
  name: 'link-list',
  load: () => import('./LinkList.tsx'),
  hydrate: 'never',
};
