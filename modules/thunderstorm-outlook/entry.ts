import type { ModuleEntry } from '#engine/module-entry.ts';
import type { ThunderstormOutlookConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<ThunderstormOutlookConfig> = {
  name: 'thunderstorm-outlook',
  load: () => import('./ThunderstormOutlook.tsx'),
  // A map, its key and a table, drawn on the server: nothing to do in the browser.
  hydrate: 'never',
  minHeight: 1100,
};
