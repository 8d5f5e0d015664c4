import type { ModuleContext } from '#engine/module-entry.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { moduleComponent } from './components.ts';

/** The engine's door for data a module asks for later: a lazy chunk (client-parts.ts). */
const loadPart: ModuleContext['loadPart'] = (module, part, config) =>
  import('./client-parts.ts').then((m) => m.loadPart(module, part, config));

/** What every module of a page receives; nested modules (tab panels) come resolved in the tree. */
export function moduleContext(
  page: PageDescription,
  debug: boolean,
  now: number,
  day: string | null,
): ModuleContext {
  return { page, debug, now, day, componentOf: moduleComponent, loadPart };
}
