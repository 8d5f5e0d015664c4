import { createActor, fromPromise } from 'xstate';
import type { ModuleContext } from '#engine/module-entry.ts';
import { avalancheMachine } from '#machines/avalanche.machine.ts';
import type { AvalancheConfig, AvalancheData } from '#schemas/generated/types.ts';
import type { AdvisoryView } from './advisory-view.ts';

/**
 * The avalanche statechart, started when the module appears. Loaded then, not with the module:
 * the module's own chunk comes with the page (it hydrates when visible) and stays as small as it
 * was, so a park page's JavaScript before interaction does not grow (decision 022).
 */
export function startAdvisory(
  config: AvalancheConfig,
  loadPart: ModuleContext['loadPart'],
  onChange: (view: AdvisoryView) => void,
): { retry: () => void; stop: () => void } {
  const actor = createActor(
    avalancheMachine.provide({
      actors: {
        // The engine fetches and checks it (x-parts "advisory"): a wrong shape is an error too.
        fetchAdvisory: fromPromise(
          () => loadPart('avalanche', 'advisory', config) as Promise<AvalancheData>,
        ),
      },
    }),
    { input: { mountainIds: config.mountainIds } },
  );
  actor.subscribe((s) => {
    if (s.matches('available') && s.context.data)
      onChange({ status: 'available', data: s.context.data, forecasts: s.context.forecasts });
    else onChange({ status: s.matches('unavailable') ? 'unavailable' : 'loading' });
  });
  actor.start();
  actor.send({ type: 'avalanche.appear' });
  return { retry: () => actor.send({ type: 'avalanche.retry' }), stop: () => actor.stop() };
}
