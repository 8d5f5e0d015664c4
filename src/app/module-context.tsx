import type { ModuleContext } from '#engine/module-entry.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { moduleComponent } from './components.ts';

/**
 * The engine's door for data a module asks for later: a lazy chunk (client-parts.ts). The import
 * is awaited on its own: chained as `import().then(...)`, the bundler's preload wrapper took a
 * failed data request for a failed chunk and the version check reloaded the page.
 */
const loadPart: ModuleContext['loadPart'] = async (module, part, config) => {
  const parts = await import('./client-parts.ts');
  return parts.loadPart(module, part, config);
};

/** What every module of a page receives; nested modules (tab panels) come resolved in the tree. */
export function moduleContext(
  page: PageDescription,
  debug: boolean,
  now: number,
  day: string | null,
): ModuleContext {
  return { page, debug, now, day, componentOf: moduleComponent, loadPart };
}
