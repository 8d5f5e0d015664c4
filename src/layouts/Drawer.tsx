import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { SecondaryItem } from './types.ts';

/**
 * A secondary module as a collapsible drawer on small screens (spec: starts expanded when its
 * slug matches the page or expandInMobileView is set). Large screens always show the body; the
 * collapsed style only applies once JavaScript runs (html.js), so without it everything shows.
 * A link within the page to the drawer or into it opens it by its toggle (`data-disclosure`,
 * src/app/in-page-links.ts).
 */
export function Drawer({
  title,
  slug,
  expanded,
  children,
}: {
  title: string;
  slug?: string;
  expanded: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(expanded);
  const bodyId = useId();
  return (
    <section
      data-disclosure=""
      className={`wx-drawer${open ? '' : ' wx-drawer--collapsed'}`}
      id={slug}
      aria-label={title}
    >
      <button
        type="button"
        className="wx-drawer__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((v) => !v)}
      >
        {title}
      </button>
      <div id={bodyId} className="wx-drawer__body">
        {children}
      </div>
    </section>
  );
}

/** A secondary item's drawer: the page rendered whole and the browser's drawer island build it. */
export const drawerOf = (item: SecondaryItem) => (
  <Drawer title={item.title} slug={item.slug} expanded={item.expanded}>
    {item.node}
  </Drawer>
);
