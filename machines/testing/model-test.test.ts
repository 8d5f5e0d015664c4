import { assign, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from './describe-model.ts';
import { formatCoverage, modelCoverage } from './coverage.ts';
import { modelPaths } from './model-paths.ts';
import { replayPath } from './replay.ts';

// A small machine with everything the harness must drive: events, guards, invoke and named delays.
const sample = setup({
  types: {
    context: {} as { count: number; data: string | null },
    events: {} as { type: 'load' } | { type: 'retry' } | { type: 'bump'; by: number },
  },
  actors: { fetchData: fromPromise<string>(async () => 'real') },
  delays: { retryDelay: 20_000, refetchDelay: 180_000 },
  guards: { big: ({ event }) => event.type === 'bump' && event.by > 5 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  context: { count: 0, data: null },
  states: {
    idle: {
      on: {
        load: 'loading',
        bump: [
          { guard: 'big', target: 'big' },
          { actions: assign({ count: ({ context }) => context.count + 1 }) },
        ],
      },
    },
    big: { type: 'final' },
    loading: {
      invoke: {
        id: 'fetch',
        src: 'fetchData',
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    loaded: { after: { refetchDelay: 'loading' } },
    failed: { after: { retryDelay: 'loading' }, on: { retry: 'loading' } },
  },
});

const model = {
  machine: sample,
  events: [
    { type: 'load' },
    { type: 'retry' },
    { type: 'bump', by: 1 },
    { type: 'bump', by: 9 },
  ] as const,
  outputs: { fetch: ['fresh'] },
} as never;

describeModel('sample machine', model, {
  check: (snapshot) => {
    if (snapshot.matches('loaded')) expect(snapshot.context.data).toBe('fresh');
  },
});

describe('model harness', () => {
  it('generates paths that cover timers, invoke results and guarded branches', () => {
    const paths = modelPaths(model);
    const types = new Set(paths.flatMap((p) => p.events.map((e) => e.type)));
    expect(types).toEqual(
      new Set([
        'load',
        'retry',
        'bump',
        'xstate.done.actor.fetch',
        'xstate.error.actor.fetch',
        'xstate.after.refetchDelay.sample.loaded',
        'xstate.after.retryDelay.sample.failed',
      ]),
    );
    expect(formatCoverage('sample', modelCoverage(sample, paths))).toBe(
      'sample: states 5/5, transitions 8/8',
    );
  });

  it('reports uncovered transitions when paths are missing', () => {
    const paths = modelPaths(model).slice(0, 1);
    const c = modelCoverage(sample, paths);
    expect(c.transitions.covered).toBe(0);
    expect(c.transitions.missing).toContain('sample.failed -retry-> sample.loading');
  });

  it('fails a replay when the real machine disagrees with the path', async () => {
    const paths = modelPaths(model);
    const toLoaded = paths.find((p) => p.events.some((e) => e.type === 'xstate.done.actor.fetch'))!;
    const broken = sample.provide({ actions: {} });
    await expect(
      replayPath(toLoaded, {
        machine: broken,
        settleMs: 20,
        perform: () => {
          /* a UI that ignores the click */
        },
      }),
    ).rejects.toThrow(/expected "loading" but the actor is in "idle"/);
  });
});

describe('events on the root', () => {
  const rooted = setup({
    types: { events: {} as { type: 'go' } | { type: 'reset' } },
  }).createMachine({
    id: 'rooted',
    initial: 'a',
    on: { reset: '.a' },
    states: { a: { on: { go: 'b' } }, b: {} },
  });
  it('are generated in every state and counted as covered', () => {
    const paths = modelPaths({ machine: rooted });
    expect(paths.some((p) => p.events.some((e) => e.type === 'reset'))).toBe(true);
    expect(formatCoverage('rooted', modelCoverage(rooted, paths))).toBe(
      'rooted: states 2/2, transitions 2/2',
    );
  });
});
