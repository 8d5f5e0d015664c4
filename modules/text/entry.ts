import type { ModuleEntry } from '#engine/module-entry.ts';
import type { TextConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<TextConfig> = {
  name: 'text',
  load: () => import('./Text.tsx'),
  hydrate: 'never',
};
