import { assign, setup } from 'xstate';

/**
 * An accordion (spec pages doc section 4, States and transitions): items open or closed; in
 * single-open mode opening one closes the others; a default-open index opens one item at first;
 * an item can be opened from outside by its key (the `day` query parameter). Where it starts
 * depends on the page, so the start is an event (`accordion.start`) taken from `starting` rather
 * than the actor's input: the generated paths then reach both starts from one initial state
 * (issue 25). `closed` has no item open, `open` at least one.
 */

export interface AccordionOptions {
  count: number;
  singleOpen: boolean;
  defaultOpenIndex?: number;
  /** Index of the item the page asks to open (from its key), if any. */
  requestedIndex?: number;
}

/** Open item indexes, sorted. */
export type OpenItems = readonly number[];

export function initialOpen({
  count,
  defaultOpenIndex,
  requestedIndex,
}: AccordionOptions): OpenItems {
  const wanted = requestedIndex ?? defaultOpenIndex;
  return wanted !== undefined && wanted >= 0 && wanted < count ? [wanted] : [];
}

export function toggle(
  open: OpenItems,
  index: number,
  { count, singleOpen }: AccordionOptions,
): OpenItems {
  if (index < 0 || index >= count) return open;
  if (open.includes(index)) return open.filter((i) => i !== index);
  return singleOpen ? [index] : [...open, index].sort((a, b) => a - b);
}

/** Opens an item without closing it if open already (used for the day parameter). */
export function openOne(open: OpenItems, index: number, options: AccordionOptions): OpenItems {
  return open.includes(index) ? open : toggle(open, index, options);
}

export interface AccordionContext {
  count: number;
  singleOpen: boolean;
  open: OpenItems;
}

export type AccordionEvent =
  | ({ type: 'accordion.start' } & AccordionOptions)
  /** A click on an item's header. */
  | { type: 'accordion.toggle'; index: number }
  /** The page asks for an item (its key is the `day` parameter): opened, never closed. */
  | { type: 'accordion.request'; index: number };

/** The open items after an event. */
function nextOpen(context: AccordionContext, event: AccordionEvent): OpenItems {
  if (event.type === 'accordion.start') return initialOpen(event);
  return (event.type === 'accordion.toggle' ? toggle : openOne)(context.open, event.index, context);
}

/** Where an event lands: `open` while an item is open, else `closed`. */
const byOpenCount = [
  { guard: 'endsOpen', target: 'open', actions: 'apply' },
  { target: 'closed', actions: 'apply' },
] as const;

export const accordionMachine = setup({
  types: { context: {} as AccordionContext, events: {} as AccordionEvent },
  guards: {
    endsOpen: ({ context, event }) => nextOpen(context, event).length > 0,
  },
  actions: {
    apply: assign(({ context, event }) => ({
      ...(event.type === 'accordion.start'
        ? { count: event.count, singleOpen: event.singleOpen }
        : {}),
      open: nextOpen(context, event),
    })),
  },
}).createMachine({
  id: 'accordion',
  context: { count: 0, singleOpen: false, open: [] },
  initial: 'starting',
  states: {
    starting: { on: { 'accordion.start': byOpenCount } },
    closed: { on: { 'accordion.toggle': byOpenCount, 'accordion.request': byOpenCount } },
    // A requested item opens and none closes: the accordion stays open.
    open: {
      on: {
        'accordion.toggle': byOpenCount,
        'accordion.request': { target: 'open', actions: 'apply' },
      },
    },
  },
});
