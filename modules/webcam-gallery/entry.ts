import type { ModuleEntry } from '#engine/module-entry.ts';
import type { WebcamGalleryConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<WebcamGalleryConfig> = {
  name: 'webcam-gallery',
  load: () => import('./WebcamGallery.tsx'),
  hydrate: 'visible',
  minHeight: 240,
};
