import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SearchResultsConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SearchResultsConfig> = {
  name: 'search-results',
  load: () => import('./SearchResults.tsx'),
  hydrate: 'never',
};
