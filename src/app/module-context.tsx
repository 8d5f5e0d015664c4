import type { ModuleContext } from '#engine/module-entry.ts';
import { ModuleView } from '#engine/react/ModuleView.tsx';
import { resolveModules } from '#engine/resolve.ts';
import { registry } from '#modules/registry.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { moduleComponent } from './components.ts';

const logger = { error: (m: string) => console.error(m), warn: (m: string) => console.warn(m) };

/** What every module of a page receives; nested modules (tab panels) render through the same engine. */
export function moduleContext(page: PageDescription, debug: boolean, now: number): ModuleContext {
  const context: ModuleContext = {
    page,
    debug,
    now,
    renderModules: (configs) =>
      resolveModules(configs, 'tabs', page, registry, { debug, logger }).map((m) => (
        <ModuleView key={m.key} module={m} component={moduleComponent(m.name)} context={context} />
      )),
  };
  return context;
}
