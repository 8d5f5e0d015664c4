import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { drawerMachine } from '#machines/drawer.machine.ts';
import type { SecondaryItem } from './types.ts';

/**
 * A secondary module as a collapsible drawer on small screens (spec: starts expanded when its
 * slug matches the page or expandInMobileView is set), as the drawer statechart says
 * (machines/drawer.machine.ts). Large screens always show the body; the collapsed style only
 * applies once JavaScript runs (html.js), so without it everything shows. A link within the page
 * to the drawer or into it, or an address naming it, opens it by its toggle (`data-disclosure`,
 * src/app/in-page-links.ts: the one way to follow such a link).
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
  // Started at once with how the page wants it, on the server and in the browser alike, so the
  // first render agrees with the server's HTML. The machine has no timers or actors to stop.
  const [drawer] = useState(() => {
    const actor = createActor(drawerMachine).start();
    actor.send({ type: 'drawer.start', expanded });
    return actor;
  });
  const open = useSelector(drawer, (s) => s.matches('expanded'));
  const bodyId = useId();
  return (
    // Not a named region: the module inside is one, by the same name ('Rain forecast' in 'Rain
    // forecast'; issue 29).
    <section
      data-disclosure=""
      className={`wx-drawer${open ? '' : ' wx-drawer--collapsed'}`}
      id={slug}
    >
      <button
        type="button"
        className="wx-drawer__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => drawer.send({ type: 'drawer.toggle' })}
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
