import type { SnapshotFrom } from 'xstate';
import type { avalancheMachine } from './avalanche.machine.ts';
import { AVALANCHE_ADVISORY, avalancheModel } from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';
import type { CheckContext } from './testing/state-checks.ts';

type Snap = SnapshotFrom<typeof avalancheMachine>;
type At = CheckContext<typeof avalancheMachine>;

/** Nothing is shown but the loading state until an answer with the wanted regions arrives. */
function nothingYet(s: Snap) {
  expect(s.context.data).toBeNull();
  expect(s.context.forecasts).toEqual([]);
}

describeModel('avalanche', avalancheModel, {
  states: {
    // Spec section 7: no request until the module appears.
    'loading.waiting': (s, at) => {
      expect(at.event).toBeUndefined();
      nothingYet(s);
    },
    // Asked for when the module appears, or again when a visitor tries again after a failure.
    'loading.fetching': (s, at: At) => {
      nothingYet(s);
      expect(at.event?.type).toBe(
        at.previous?.matches('unavailable') ? 'avalanche.retry' : 'avalanche.appear',
      );
    },
    // The answer is stored whole, and only the module's regions are shown.
    available: (s) => {
      expect(s.context.data).toEqual(AVALANCHE_ADVISORY);
      expect(s.context.forecasts.map((f) => f.mountain_id)).toEqual(['tongariro']);
    },
    // A failed request, a wrong shape (the engine's check fails) or none of the module's regions.
    unavailable: (s, at: At) => {
      nothingYet(s);
      const e = at.step?.event as { type: string; output?: typeof AVALANCHE_ADVISORY } | undefined;
      if (e?.type === 'xstate.done.actor.fetchAdvisory')
        expect(e.output?.forecasts.some((f) => f.mountain_id === 'tongariro')).toBe(false);
      else expect(e?.type).toBe('xstate.error.actor.fetchAdvisory');
    },
  },
});
