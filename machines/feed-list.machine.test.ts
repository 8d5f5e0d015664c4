import type { SnapshotFrom } from 'xstate';
import type { feedListMachine } from './feed-list.machine.ts';
import { describeModel } from './testing/describe-model.ts';
import { feedListModel } from './testing/catalogue.ts';
import type { CheckContext } from './testing/state-checks.ts';

type Snap = SnapshotFrom<typeof feedListMachine>;
type At = CheckContext<typeof feedListMachine>;

describeModel('feed-list', feedListModel, {
  states: {
    // Still loading: nothing shown, at first or after a visitor tried again.
    loading: (s: Snap, at: At) => {
      expect(s.context.items).toEqual([]);
      if (at.event)
        expect([at.previous?.value, at.event.type]).toEqual(['unavailable', 'feed.retry']);
    },
    // The feed's items as they came (an empty feed is not a failure).
    items: (s: Snap, at: At) => {
      const e = at.event;
      expect(e?.type).toBe('feed.loaded');
      if (e?.type === 'feed.loaded') expect(s.context.items).toEqual(e.items);
    },
    // The feed could not be had (spec section 7): the unavailable message, no items.
    unavailable: (s: Snap, at: At) => {
      expect(at.event?.type).toBe('feed.failed');
      expect(s.context.items).toEqual([]);
    },
  },
});
