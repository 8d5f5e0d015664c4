import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { deferredActor, matchesValue } from '#machines/deferred-actor.ts';
import type { startedDrawer } from '#machines/drawer.machine.ts';
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
  // Shown at once as the page wants it, on the server and in the browser alike, so the first
  // render agrees with the server's HTML; the statechart (and xstate) loads at the first toggle
  // (decision 027), which it then answers. The machine has no timers or actors to stop.
  const [drawer] = useState(() =>
    deferredActor(
      () => {
        const code = drawerCode();
        return code instanceof Promise
          ? code.then((m) => m.startedDrawer(expanded))
          : code.startedDrawer(expanded);
      },
      lightDrawer(expanded),
      { loadOnSend: true },
    ),
  );
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

type DrawerCode = typeof import('#machines/drawer.machine.ts');
let loadedCode: DrawerCode | undefined;

/**
 * The drawers' statechart: the module once it is here (a toggle is then answered at once), else
 * its chunk on the way. The shell's chunk asks for it once the page is interactive (boot.tsx).
 */
export const drawerCode = (): DrawerCode | Promise<DrawerCode> =>
  loadedCode ?? import('#machines/drawer.machine.ts').then((m) => (loadedCode = m));

type DrawerSnapshot = SnapshotFrom<ReturnType<typeof startedDrawer>>;

/** The drawer machine's snapshot once started, as the page wants it, without the machine. */
export const lightDrawer = (expanded: boolean): DrawerSnapshot => {
  const value = expanded ? 'expanded' : 'collapsed';
  return { value, matches: (test: unknown) => matchesValue(value, test) } as DrawerSnapshot;
};

/** A secondary item's drawer: the page rendered whole and the browser's drawer island build it. */
export const drawerOf = (item: SecondaryItem) => (
  <Drawer title={item.title} slug={item.slug} expanded={item.expanded}>
    {item.node}
  </Drawer>
);
