import type { ModuleEntry } from '#engine/module-entry.ts';
import type { RichTextConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<RichTextConfig> = {
  name: 'rich-text',
  load: () => import('./RichText.tsx'),
  hydrate: 'never',
};
