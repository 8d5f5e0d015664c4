import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { SecondaryItem } from './types.ts';

/**
 * A secondary module as a collapsible drawer on small screens (spec: starts expanded when its
 * slug matches the page or expandInMobileView is set). Large screens always show the body; the
 * collapsed style only applies once JavaScript runs (html.js), so without it everything shows.
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
  // A drawer named by the address's hash opens (on arrival, as /marine#warnings, and on a later
  // in-page link). The server cannot see the hash, so this runs after hydration.
  useEffect(() => {
    if (!slug) return;
    const openIfNamed = () => {
      if (location.hash === `#${slug}`) setOpen(true);
    };
    openIfNamed();
    addEventListener('hashchange', openIfNamed);
    return () => removeEventListener('hashchange', openIfNamed);
  }, [slug]);
  return (
    // Not a named region: the module inside is one, by the same name ('Rain forecast' in 'Rain
    // forecast'; issue 29).
    <section className={`wx-drawer${open ? '' : ' wx-drawer--collapsed'}`} id={slug}>
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
