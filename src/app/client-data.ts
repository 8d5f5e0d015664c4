import { createDataCache } from '#engine/data-merge.ts';

/**
 * The browser's one module data cache for the visit (spec: "cached 5 minutes"), shared by the tree
 * loader after in-app navigation and the data modules ask for later (client-parts.ts).
 */
export const clientDataCache = createDataCache();
