import { createActor, setup } from 'xstate';

/**
 * A secondary module's drawer on small screens (spec, States and transitions: collapsed or
 * expanded; it starts expanded when its slug matches the page or `expandInMobileView` is set).
 * Where it starts depends on the page, so the start is an event (`drawer.start`) taken from
 * `starting` rather than the actor's input: the generated paths then reach both starts from one
 * initial state, which an input-dependent initial state would hide from the graph (issue 25).
 * The address naming the drawer (`#slug`, on arrival or by an in-page link) expands it by its
 * toggle, as a visitor would (src/app/in-page-links.ts, the one way to follow such a link).
 */
export type DrawerEvent = { type: 'drawer.start'; expanded: boolean } | { type: 'drawer.toggle' };

export const drawerMachine = setup({
  types: { events: {} as DrawerEvent },
  guards: {
    startsExpanded: ({ event }) => event.type === 'drawer.start' && event.expanded,
  },
}).createMachine({
  id: 'drawer',
  initial: 'starting',
  states: {
    starting: {
      on: {
        'drawer.start': [{ guard: 'startsExpanded', target: 'expanded' }, { target: 'collapsed' }],
      },
    },
    collapsed: { on: { 'drawer.toggle': 'expanded' } },
    expanded: { on: { 'drawer.toggle': 'collapsed' } },
  },
});

/** A drawer's actor, started where the page wants it (expanded or collapsed). */
export function startedDrawer(expanded: boolean) {
  const actor = createActor(drawerMachine).start();
  actor.send({ type: 'drawer.start', expanded });
  return actor;
}
