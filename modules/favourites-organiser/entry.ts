import type { ModuleEntry } from '#engine/module-entry.ts';
import type { FavouritesOrganiserConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<FavouritesOrganiserConfig> = {
  name: 'favourites-organiser',
  load: () => import('./FavouritesOrganiser.tsx'),
  hydrate: 'load',
  minHeight: 240,
};
