import type { AvalancheData, AvalancheForecast } from '#schemas/generated/types.ts';

/** What the module draws: the avalanche statechart's state (machines/avalanche.machine.ts). */
export type AdvisoryView =
  | { status: 'loading' }
  | { status: 'available'; data: AvalancheData; forecasts: AvalancheForecast[] }
  | { status: 'unavailable' };
