import type { ModuleContext } from '#engine/module-entry.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { FiveUp } from '#src/layouts/FiveUp.tsx';
import { MapLayout } from '#src/layouts/MapLayout.tsx';
import { NotFoundLayout } from '#src/layouts/NotFoundLayout.tsx';
import type { LayoutProps, PrimarySlot, SecondaryItem, SecondarySlot } from '#src/layouts/types.ts';
import { Island, Islands, PARENT_SCOPE, useIslands } from '#engine/react/islands.tsx';
import { ModuleView } from '#engine/react/ModuleView.tsx';
import { moduleComponent } from './components.ts';
import { overlayPanel, secondaryItem } from './island-parts.tsx';
import type { ViewTree } from './view-tree.ts';

type Success = { description: PageDescription; tree: ViewTree };

interface Props {
  page: Success;
  context: (d: PageDescription) => ModuleContext;
  onCloseOverlay?: () => void;
}

const LAYOUTS = {
  'five-up': FiveUp,
  map: MapLayout,
  'warnings-map': MapLayout,
  'not-found': NotFoundLayout,
} as const;

function layoutProps(
  description: PageDescription,
  tree: ViewTree,
  ctx: ModuleContext,
): LayoutProps {
  return {
    title: description.title,
    subtitle: description.subtitle,
    primary: (slot: PrimarySlot) => {
      const modules = tree.primary[slot] ?? [];
      return modules.length
        ? modules.map((m) => (
            <ModuleView key={m.key} module={m} component={moduleComponent(m.name)} context={ctx} />
          ))
        : null;
    },
    secondary: (slot: SecondarySlot): SecondaryItem[] =>
      (tree.secondary[slot] ?? []).map((m) => secondaryItem(m, ctx)),
  };
}

/**
 * Renders the page's layout. An overlay page renders its parent page underneath and itself in a
 * dialog on top (spec: the overlay layout also loads its parent page).
 */
export function PageLayout({ page, context, onCloseOverlay }: Props) {
  const env = useIslands();
  const parent = page.tree.parent;
  if (parent) {
    const overlay = page.tree.overlay;
    const Parent = LAYOUTS[parent.description.layout.name as keyof typeof LAYOUTS] ?? FiveUp;
    // The parent page's module keys may repeat the overlay page's: its islands are scoped apart.
    return (
      <>
        <Islands.Provider value={{ ...env, scope: PARENT_SCOPE }}>
          <Parent {...layoutProps(parent.description, parent.tree, context(parent.description))} />
        </Islands.Provider>
        {overlay ? (
          <Island id="overlay">
            {overlayPanel(
              overlay,
              page.tree.primary.main ?? [],
              context(page.description),
              onCloseOverlay,
            )}
          </Island>
        ) : null}
      </>
    );
  }
  const Layout = LAYOUTS[page.description.layout.name as keyof typeof LAYOUTS] ?? FiveUp;
  return <Layout {...layoutProps(page.description, page.tree, context(page.description))} />;
}

/** The layout's last section, shown as the footer promo. */
PageLayout.Last = function Last({ page, context }: Props) {
  const modules = page.tree.last;
  if (!modules.length) return null;
  const ctx = context(page.description);
  return (
    <>
      {modules.map((m) => (
        <ModuleView key={m.key} module={m} component={moduleComponent(m.name)} context={ctx} />
      ))}
    </>
  );
};
