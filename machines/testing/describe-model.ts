import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { formatCoverage, modelCoverage } from './coverage.ts';
import { modelPaths } from './model-paths.ts';
import type { ModelOptions } from './model-paths.ts';
import { replayPath } from './replay.ts';
import type { ReplayOptions } from './replay.ts';

/**
 * Registers one test per generated path of `machine`, replays each against a real actor, prints
 * the states and transitions covered and fails unless every one of them is covered.
 */
export function describeModel<TMachine extends AnyStateMachine>(
  name: string,
  model: ModelOptions<TMachine>,
  replay: Omit<ReplayOptions<TMachine>, 'machine' | 'input'> & { machine?: TMachine } = {},
): void {
  const paths = modelPaths(model);
  describe(`${name} (model-based)`, () => {
    for (const path of paths) {
      it(path.description, async () => {
        await replayPath(path, {
          input: model.input,
          ...replay,
          machine: replay.machine ?? model.machine,
        });
      });
    }
    const coverage = modelCoverage(model.machine, paths);
    it('covers every state and transition', () => {
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    });
    afterAll(() => {
      console.log(formatCoverage(name, coverage));
    });
  });
}
