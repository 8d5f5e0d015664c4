import { createActor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { legendMachine, nextChecked } from './legend.machine.ts';
import { LEGEND_FILTERS, legendModel } from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';
import type { CheckContext } from './testing/state-checks.ts';

type Snap = SnapshotFrom<typeof legendMachine>;
type At = CheckContext<typeof legendMachine>;
const panelOf = (s: Snap | undefined) => (s?.value as { panel: string } | undefined)?.panel;

/** The spec's panel rules, read off the step that led here (pages doc section 4). */
function panelRule(expected: 'closed' | 'keys' | 'filters') {
  return (_s: Snap, at: At) => {
    const before = panelOf(at.previous);
    const e = at.event;
    if (!e) return expect(expected).toBe('closed');
    if (e.type === 'legend.tab')
      // Clicking the active tab closes the panel; any other tab opens.
      return expect(expected).toBe(before === e.tab ? 'closed' : e.tab);
    if (e.type === 'legend.close' || e.type === 'legend.keys.changed')
      return expect(expected).toBe('closed');
    // Filter clicks never move the panel.
    expect(expected).toBe(before);
  };
}

/** The all-filters checkbox's state always matches how many filters are ticked. */
function filtersRule(expected: 'all' | 'some' | 'none') {
  return (s: Snap, at: At) => {
    const n = s.context.checked.length;
    expect(expected).toBe(n === 0 ? 'none' : n === LEGEND_FILTERS.length ? 'all' : 'some');
    const before = (at.previous?.value as { filters: string } | undefined)?.filters;
    // Clicking it moves all to none, and none or some to all.
    if (at.event?.type === 'filters.all') expect(expected).toBe(before === 'all' ? 'none' : 'all');
  };
}

describeModel('legend', legendModel, {
  states: {
    'panel.closed': panelRule('closed'),
    'panel.keys': panelRule('keys'),
    'panel.filters': panelRule('filters'),
    'filters.all': filtersRule('all'),
    'filters.some': filtersRule('some'),
    'filters.none': filtersRule('none'),
  },
});

describe('legend filters', () => {
  const start = (radio = false) =>
    createActor(legendMachine, { input: { filterKeys: ['a', 'b', 'c'], radio } }).start();

  it('keeps the page order whatever order filters are ticked in', () => {
    const actor = start();
    actor.send({ type: 'filters.all' });
    actor.send({ type: 'filters.toggle', key: 'c' });
    actor.send({ type: 'filters.toggle', key: 'a' });
    expect(actor.getSnapshot().context.checked).toEqual(['a', 'c']);
    expect(actor.getSnapshot().matches({ filters: 'some' })).toBe(true);
  });

  it('radio filters tick one at a time', () => {
    const actor = start(true);
    actor.send({ type: 'filters.toggle', key: 'b' });
    expect(actor.getSnapshot().context.checked).toEqual(['b']);
    expect(actor.getSnapshot().matches({ filters: 'some' })).toBe(true);
  });

  it('ignores keys the page does not have', () => {
    const context = { filterKeys: ['a'], radio: false, checked: ['a'] };
    expect(nextChecked(context, { type: 'filters.toggle', key: 'zz' })).toEqual(['a']);
    expect(nextChecked(context, { type: 'filters.set', checked: ['zz'] })).toEqual([]);
  });
});
