import type { ModuleEntry } from '#engine/module-entry.ts';
import type { SatelliteImageryConfig } from '#schemas/generated/types.ts';

export const entry: ModuleEntry<SatelliteImageryConfig> = {
  name: 'satellite-imagery',
  load: () => import('./SatelliteImagery.tsx'),
  // A map, its key and a table, drawn on the server: nothing to do in the browser.
  hydrate: 'never',
  minHeight: 900,
};
