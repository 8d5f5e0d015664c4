import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { formatCoverage, modelCoverage } from './coverage.ts';
import { writeCoverageReport } from './coverage-report.ts';
import { modelPaths } from './model-paths.ts';
import type { ModelOptions } from './model-paths.ts';
import { replayPath } from './replay.ts';
import type { ReplayOptions } from './replay.ts';
import { assertKnownKeys, statesWithoutCheck } from './state-checks.ts';
import type { StateChecks } from './state-checks.ts';

export type DescribeOptions<TMachine extends AnyStateMachine> = Omit<
  ReplayOptions<TMachine>,
  'machine' | 'input' | 'states'
> & {
  /** What each state must show, keyed by state path ('idle', 'loading.tree'; see StateChecks). */
  states: StateChecks<TMachine>;
  /** The machine to replay against when it differs from the one the paths come from. */
  machine?: TMachine;
};

/**
 * Registers one test per generated path of `machine`, replays each against a real actor running
 * the check of every state it is in after every step, prints the states and transitions covered
 * and the states without a check, and fails unless every state and transition is covered and
 * every leaf state has a check.
 */
export function describeModel<TMachine extends AnyStateMachine>(
  name: string,
  model: ModelOptions<TMachine>,
  options: DescribeOptions<TMachine>,
): void {
  assertKnownKeys(model.machine, options.states);
  const paths = modelPaths(model);
  describe(`${name} (model-based)`, () => {
    for (const path of paths) {
      it(path.description, async () => {
        await replayPath(path, {
          ...options,
          input: model.input,
          machine: options.machine ?? model.machine,
        });
      });
    }
    const coverage = modelCoverage(model.machine, paths);
    const unchecked = statesWithoutCheck(model.machine, options.states);
    it('covers every state and transition, and every state has a check', () => {
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      expect(unchecked, 'states without a check').toEqual([]);
    });
    afterAll(() => {
      console.log(formatCoverage(name, coverage, unchecked));
      writeCoverageReport(name, coverage, unchecked);
    });
  });
}
