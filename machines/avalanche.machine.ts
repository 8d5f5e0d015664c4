import { assign, fromPromise, setup } from 'xstate';
import type { AvalancheData, AvalancheForecast } from '#schemas/generated/types.ts';

/**
 * The avalanche advisory (spec pages doc section 4: loading, data available, or unavailable;
 * shell doc: "fetch sets loading; success stores data; error sets error", a failure is logged).
 *
 *   loading.waiting --avalanche.appear--> loading.fetching (the request goes out when the module
 *     appears, section 7: most visitors never scroll that far)
 *   loading.fetching --done--> available (the regions asked for are in the answer)
 *                    --done--> unavailable (none of them is) / --error--> unavailable (logged)
 *   unavailable --avalanche.retry--> loading.fetching (a visitor's "Try again")
 *
 * The request is an actor the module provides (`context.loadPart`: the engine fetches and checks
 * the payload), so a wrong shape is an error like a failed request.
 */

export interface AvalancheInput {
  /** The regions (mountain_id) the module shows; all when absent. */
  mountainIds?: readonly (string | number)[];
}

export interface AvalancheContext {
  mountainIds: readonly string[] | null;
  /** The whole answer as stored (the spec's data), null until one with wanted regions arrives. */
  data: AvalancheData | null;
  /** The wanted regions' forecasts, in the answer's order. */
  forecasts: AvalancheForecast[];
}

export type AvalancheEvent = { type: 'avalanche.appear' } | { type: 'avalanche.retry' };

/** The forecasts of the wanted regions (all when none is named). */
export function wantedForecasts(
  data: AvalancheData,
  mountainIds: readonly string[] | null,
): AvalancheForecast[] {
  return data.forecasts.filter((f) => !mountainIds || mountainIds.includes(String(f.mountain_id)));
}

export const avalancheMachine = setup({
  types: {
    context: {} as AvalancheContext,
    events: {} as AvalancheEvent,
    input: {} as AvalancheInput,
  },
  actors: {
    fetchAdvisory: fromPromise<AvalancheData>(async () => {
      throw new Error('fetchAdvisory is provided by the module');
    }),
  },
  actions: {
    log: (_, message: string) => console.warn(message),
  },
  guards: {
    hasWanted: ({ context }, data: AvalancheData) =>
      wantedForecasts(data, context.mountainIds).length > 0,
  },
}).createMachine({
  id: 'avalanche',
  context: ({ input }) => ({
    mountainIds: input?.mountainIds ? input.mountainIds.map(String) : null,
    data: null,
    forecasts: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      initial: 'waiting',
      states: {
        waiting: { on: { 'avalanche.appear': 'fetching' } },
        fetching: {
          invoke: {
            id: 'fetchAdvisory',
            src: 'fetchAdvisory',
            onDone: [
              {
                guard: { type: 'hasWanted', params: ({ event }) => event.output },
                target: '#avalanche.available',
                actions: assign(({ context, event }) => ({
                  data: event.output,
                  forecasts: wantedForecasts(event.output, context.mountainIds),
                })),
              },
              {
                target: '#avalanche.unavailable',
                actions: { type: 'log', params: 'avalanche: no forecast for these regions' },
              },
            ],
            onError: {
              target: '#avalanche.unavailable',
              actions: {
                type: 'log',
                params: ({ event }) =>
                  `avalanche: data unavailable (${event.error instanceof Error ? event.error.message : String(event.error)})`,
              },
            },
          },
        },
      },
    },
    available: {},
    unavailable: { on: { 'avalanche.retry': 'loading.fetching' } },
  },
});
