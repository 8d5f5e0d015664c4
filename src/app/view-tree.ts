export type { PageTree as ViewTree, ResolvedModule as ViewModule } from '#engine/tree.ts';
