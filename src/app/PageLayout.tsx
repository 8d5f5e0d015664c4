import type { ModuleContext } from '#engine/module-entry.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { FiveUp } from '#src/layouts/FiveUp.tsx';
import { MapLayout } from '#src/layouts/MapLayout.tsx';
import { NotFoundLayout } from '#src/layouts/NotFoundLayout.tsx';
import { OverlayPanel } from '#src/layouts/OverlayPanel.tsx';
import type { LayoutProps, PrimarySlot, SecondaryItem, SecondarySlot } from '#src/layouts/types.ts';
import { ModuleView } from '#engine/react/ModuleView.tsx';
import { moduleComponent } from './components.ts';
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
      (tree.secondary[slot] ?? []).map((m) => ({
        key: m.key,
        title: m.config.title ?? m.name,
        slug: m.config.urlSlug,
        expanded: m.expanded ?? false,
        node: (
          <ModuleView
            module={m}
            component={moduleComponent(m.name)}
            context={ctx}
            anchored={false}
          />
        ),
      })),
  };
}

/**
 * Renders the page's layout. An overlay page renders its parent page underneath and itself in a
 * dialog on top (spec: the overlay layout also loads its parent page).
 */
export function PageLayout({ page, context, onCloseOverlay }: Props) {
  const parent = page.tree.parent;
  if (parent) {
    const overlay = page.tree.overlay;
    const Parent = LAYOUTS[parent.description.layout.name as keyof typeof LAYOUTS] ?? FiveUp;
    return (
      <>
        <Parent {...layoutProps(parent.description, parent.tree, context(parent.description))} />
        {overlay ? (
          <OverlayPanel overlay={overlay} onClose={onCloseOverlay}>
            {(page.tree.primary.main ?? []).map((m) => (
              <ModuleView
                key={m.key}
                module={m}
                component={moduleComponent(m.name)}
                context={context(page.description)}
              />
            ))}
          </OverlayPanel>
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
