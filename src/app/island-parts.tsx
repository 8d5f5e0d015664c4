import type { ModuleContext } from '#engine/module-entry.ts';
import { ModuleView } from '#engine/react/ModuleView.tsx';
import type { ResolvedModule } from '#engine/tree.ts';
import type { OverlayInfo } from '#schemas/generated/types.ts';
import { OverlayPanel } from '#src/layouts/OverlayPanel.tsx';
import type { SecondaryItem } from '#src/layouts/types.ts';
import { moduleComponent } from './components.ts';

/*
 * The parts of a layout that are islands (decision 022), built by one function each: the page
 * rendered whole (server, and browser after navigation) and the browser hydrating one island on a
 * first load build them alike, so their markup and React ids agree.
 */

/** A secondary module: a drawer on small screens around the module (its anchor on the drawer). */
export function secondaryItem(m: ResolvedModule, context: ModuleContext): SecondaryItem {
  return {
    key: m.key,
    title: m.config.title ?? m.name,
    slug: m.config.urlSlug,
    expanded: m.expanded ?? false,
    node: (
      <ModuleView
        module={m}
        component={moduleComponent(m.name)}
        context={context}
        anchored={false}
      />
    ),
  };
}

/** An overlay page's panel over its parent page, with the overlay page's modules. */
export function overlayPanel(
  overlay: OverlayInfo,
  modules: ResolvedModule[],
  context: ModuleContext,
  onClose: (() => void) | undefined,
) {
  return (
    <OverlayPanel overlay={overlay} onClose={onClose}>
      {modules.map((m) => (
        <ModuleView key={m.key} module={m} component={moduleComponent(m.name)} context={context} />
      ))}
    </OverlayPanel>
  );
}
