import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SunMoonConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SunMoonConfig> = {
  name: 'sun-moon',
  load: () => import('./SunMoon.tsx'),
  // A later-catalogue module: its entry is not in the app chunk, so the browser's islands could
  // not learn a rule from it; it has no behaviour and stays the server's HTML (decision 022).
  hydrate: 'never',
  minHeight: 420,
};
