import type { ModuleEntry } from '#engine/module-entry.ts';
import type { AccordionConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<AccordionConfig> = {
  name: 'accordion',
  load: () => import('./Accordion.tsx'),
  hydrate: 'visible',
};
