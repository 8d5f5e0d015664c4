import type { ModuleEntry } from '#engine/module-entry.ts';
import type { VideoPlayerConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<VideoPlayerConfig> = {
  name: 'video-player',
  // Through late-loaders.ts: keeps this module's chunk names out of the app chunk.
  load: () => import('../shared/late-loaders.ts').then((m) => m.videoPlayer()),
  hydrate: 'visible',
  minHeight: 360,
};
