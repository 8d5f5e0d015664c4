import type { SnapshotFrom } from 'xstate';
import type { accordionMachine } from './accordion.machine.ts';
import { accordionModel } from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';
import type { CheckContext } from './testing/state-checks.ts';

type Snap = SnapshotFrom<typeof accordionMachine>;
type At = CheckContext<typeof accordionMachine>;

/** The spec's accordion rules, read off the step that led here (pages doc section 4). */
function accordionRule(expected: 'closed' | 'open') {
  return (s: Snap, at: At) => {
    const { open, count, singleOpen } = s.context;
    expect(expected).toBe(open.length > 0 ? 'open' : 'closed');
    const before = at.previous?.context.open ?? [];
    const e = at.event;
    if (e?.type === 'accordion.start') {
      // The requested item, else the default-open index, opens at first; nothing else.
      const wanted = e.requestedIndex ?? e.defaultOpenIndex;
      expect(open).toEqual(wanted !== undefined && wanted < e.count ? [wanted] : []);
    } else if (e && (e.index < 0 || e.index >= count)) {
      // An item the accordion does not have changes nothing.
      expect(open).toEqual(before);
    } else if (e?.type === 'accordion.toggle' && before.includes(e.index)) {
      // A click on an open item closes it alone.
      expect(open).toEqual(before.filter((i) => i !== e.index));
    } else if (e) {
      // Opened; in single-open mode the others close, and a request never closes it.
      expect(open).toContain(e.index);
      expect(open).toEqual(singleOpen ? [e.index] : [...new Set([...before, e.index])].sort());
    }
  };
}

describeModel('accordion', accordionModel, {
  states: {
    // Nothing is open before the page says how the accordion starts.
    starting: (s, at) => {
      expect(at.event).toBeUndefined();
      expect(s.context.open).toEqual([]);
    },
    closed: accordionRule('closed'),
    open: accordionRule('open'),
  },
});
