import { assign, createActor, setup } from 'xstate';

/**
 * A map's legend (spec pages doc sections 4 and 9), two regions side by side:
 * - `panel`: closed, Keys open or Filters open. Clicking the active tab closes it, the Close button
 *   closes it, and changing keys (another map page) resets it to closed.
 * - `filters`: the all-filters checkbox, all, some or none of the filter tags ticked. Clicking it
 *   moves all to none, and none or some to all. The map shows a tagged marker only while one of
 *   its tags is ticked.
 * The map pages load this machine lazily, on the first click on the legend (JS budget).
 */

export type LegendTab = 'keys' | 'filters';

export interface LegendInput {
  /** The page's filter keys (map.filters[].key), in order. */
  filterKeys: readonly string[];
  /** Radio filters: ticking one unticks the others (map.filterType). */
  radio?: boolean;
}

export interface LegendContext {
  filterKeys: readonly string[];
  radio: boolean;
  /** Ticked filter keys, in the page's order. */
  checked: readonly string[];
}

export type LegendEvent =
  | { type: 'legend.tab'; tab: LegendTab }
  | { type: 'legend.close' }
  | { type: 'legend.keys.changed' }
  | { type: 'filters.toggle'; key: string }
  | { type: 'filters.all' }
  /** Ticks exactly these (the page's defaults, `checked: false` filters left out). */
  | { type: 'filters.set'; checked: readonly string[] };

/** The ticked keys after a toggle or a set, in the page's order; unknown keys are ignored. */
export function nextChecked(context: LegendContext, event: LegendEvent): readonly string[] {
  const keep = (want: (key: string) => boolean) => context.filterKeys.filter(want);
  if (event.type === 'filters.set') return keep((k) => event.checked.includes(k));
  if (event.type !== 'filters.toggle' || !context.filterKeys.includes(event.key))
    return context.checked;
  if (context.radio) return [event.key];
  const on = context.checked.includes(event.key);
  return keep((k) => (k === event.key ? !on : context.checked.includes(k)));
}

const count = ({ context, event }: { context: LegendContext; event: LegendEvent }) =>
  nextChecked(context, event).length;

/** Guarded targets shared by toggle and set: where the ticked count lands. */
const byCount = [
  {
    guard: 'endsAll',
    target: '.all',
    actions: 'applyChecked',
  },
  { guard: 'endsNone', target: '.none', actions: 'applyChecked' },
  { target: '.some', actions: 'applyChecked' },
] as const;

export const legendMachine = setup({
  types: {
    context: {} as LegendContext,
    events: {} as LegendEvent,
    input: {} as LegendInput,
  },
  guards: {
    isKeysTab: ({ event }) => event.type === 'legend.tab' && event.tab === 'keys',
    endsAll: (args) => count(args) === args.context.filterKeys.length,
    endsNone: (args) => count(args) === 0,
  },
  actions: {
    applyChecked: assign({ checked: ({ context, event }) => nextChecked(context, event) }),
    tickAll: assign({ checked: ({ context }) => [...context.filterKeys] }),
    tickNone: assign({ checked: () => [] }),
  },
}).createMachine({
  id: 'legend',
  type: 'parallel',
  context: ({ input }) => ({
    filterKeys: [...input.filterKeys],
    radio: input.radio ?? false,
    checked: [...input.filterKeys],
  }),
  states: {
    panel: {
      initial: 'closed',
      on: { 'legend.keys.changed': '.closed' },
      states: {
        closed: {
          on: { 'legend.tab': [{ guard: 'isKeysTab', target: 'keys' }, { target: 'filters' }] },
        },
        keys: {
          on: {
            'legend.tab': [{ guard: 'isKeysTab', target: 'closed' }, { target: 'filters' }],
            'legend.close': 'closed',
          },
        },
        filters: {
          on: {
            'legend.tab': [{ guard: 'isKeysTab', target: 'keys' }, { target: 'closed' }],
            'legend.close': 'closed',
          },
        },
      },
    },
    filters: {
      // Every filter starts ticked; the page sends filters.set when some start unticked.
      initial: 'all',
      on: { 'filters.toggle': byCount, 'filters.set': byCount },
      states: {
        all: { on: { 'filters.all': { target: 'none', actions: 'tickNone' } } },
        some: { on: { 'filters.all': { target: 'all', actions: 'tickAll' } } },
        none: { on: { 'filters.all': { target: 'all', actions: 'tickAll' } } },
      },
    },
  },
});

export interface LegendView {
  panel: 'closed' | LegendTab;
  all: 'all' | 'some' | 'none';
  checked: readonly string[];
}

export function legendView(snapshot: { value: unknown; context: LegendContext }): LegendView {
  const value = snapshot.value as { panel: LegendView['panel']; filters: LegendView['all'] };
  return { panel: value.panel, all: value.filters, checked: snapshot.context.checked };
}

/**
 * Starts a legend for a page and reports every change of what it shows. Lives here so the map
 * modules reach xstate only through this lazily loaded file.
 */
export function startLegend(
  input: LegendInput,
  ticked: readonly string[],
  onView: (view: LegendView) => void,
): { send: (event: LegendEvent) => void; stop: () => void } {
  const actor = createActor(legendMachine, { input }).start();
  if (ticked.length !== input.filterKeys.length)
    actor.send({ type: 'filters.set', checked: ticked });
  const sub = actor.subscribe((s) => onView(legendView(s)));
  return { send: (event) => actor.send(event), stop: () => (sub.unsubscribe(), actor.stop()) };
}
