import type { SnapshotFrom } from 'xstate';
import type { drawerMachine } from './drawer.machine.ts';
import { drawerModel } from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';
import type { CheckContext } from './testing/state-checks.ts';

type Snap = SnapshotFrom<typeof drawerMachine>;
type At = CheckContext<typeof drawerMachine>;

/** The spec's drawer rules, read off the step that led here. */
function drawerRule(expected: 'collapsed' | 'expanded') {
  return (_s: Snap, at: At) => {
    const e = at.event;
    const before = at.previous?.value;
    if (e?.type === 'drawer.start')
      // Expanded at the start when its slug matches the page or expandInMobileView is set.
      return expect(expected).toBe(e.expanded ? 'expanded' : 'collapsed');
    if (e?.type === 'drawer.toggle')
      return expect(expected).toBe(before === 'expanded' ? 'collapsed' : 'expanded');
    throw new Error(`no step leads to ${expected} without an event`);
  };
}

describeModel('drawer', drawerModel, {
  states: {
    // Nothing is drawn before the page says how the drawer starts.
    starting: (_s, at) => expect(at.event).toBeUndefined(),
    collapsed: drawerRule('collapsed'),
    expanded: drawerRule('expanded'),
  },
});
