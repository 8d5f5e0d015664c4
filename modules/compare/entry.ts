import type { ModuleEntry } from '#engine/module-entry.ts';
import type { CompareConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<CompareConfig> = {
  name: 'compare',
  // Through late-loaders.ts: keeps this module's chunk names out of the app chunk.
  load: () => import('../shared/late-loaders.ts').then((m) => m.compare()),
  hydrate: 'never',
  minHeight: 420,
};
