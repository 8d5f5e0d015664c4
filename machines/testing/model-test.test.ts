import { assign, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from './describe-model.ts';
import { formatCoverage, modelCoverage } from './coverage.ts';
import { modelPaths } from './model-paths.ts';
import type { ModelOptions } from './model-paths.ts';
import { replayPath } from './replay.ts';
import { assertKnownKeys, statesWithoutCheck } from './state-checks.ts';

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

const model: ModelOptions<typeof sample> = {
  machine: sample,
  events: [{ type: 'load' }, { type: 'retry' }, { type: 'bump', by: 1 }, { type: 'bump', by: 9 }],
  outputs: { fetch: ['fresh'] },
};

describeModel('sample machine', model, {
  states: {
    // Reached at the start or by a small bump, which counts.
    idle: ({ context }, { step, previous }) => {
      expect(context.data).toBeNull();
      expect(context.count).toBe(step ? (previous?.context.count ?? 0) + 1 : 0);
    },
    // Only a bump of more than 5 ends the machine, and it does not count.
    big: ({ context }, { step, previous }) => {
      expect(step?.event).toEqual({ type: 'bump', by: 9 });
      expect(context.count).toBe(previous?.context.count);
    },
    loading: ({ context }, { previous }) => expect(context.data).toBe(previous?.context.data),
    loaded: ({ context }) => expect(context.data).toBe('fresh'),
    failed: ({ context }, { previous }) => expect(context.data).toBe(previous?.context.data),
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
      'sample: states 5/5, transitions 8/8, states without a check 0',
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

describe('state checks', () => {
  const nested = setup({ types: { events: {} as { type: 'go' } } }).createMachine({
    id: 'nested',
    initial: 'a',
    states: { a: { initial: 'one', states: { one: { on: { go: 'two' } }, two: {} } } },
  });

  it('lists every leaf state without a check; a compound state needs none', () => {
    expect(statesWithoutCheck(nested, { 'a.one': () => {} })).toEqual(['a.two']);
    expect(statesWithoutCheck(sample, { idle: () => {}, loading: () => {} })).toEqual([
      'big',
      'loaded',
      'failed',
    ]);
  });

  it('refuses a key that names no state', () => {
    expect(() => assertKnownKeys(nested, { 'a.one': () => {}, 'a.three': () => {} })).toThrow(
      /does not have: a.three/,
    );
  });

  it('runs the check of every state the snapshot is in, outer first, after every step', async () => {
    const ran: string[] = [];
    const [path] = modelPaths({ machine: nested }).filter((p) => p.steps.length === 1);
    await replayPath(path!, {
      machine: nested,
      states: {
        a: (s) => void ran.push(`a ${JSON.stringify(s.value)}`),
        'a.one': () => void ran.push('a.one'),
        'a.two': (_, { step }) => void ran.push(`a.two after ${step?.event.type}`),
      },
    });
    expect(ran).toEqual(['a {"a":"one"}', 'a.one', 'a {"a":"two"}', 'a.two after go']);
  });

  it('mounts a view bound to the actor before the first check and takes it down after', async () => {
    const [path] = modelPaths({ machine: nested }).filter((p) => p.steps.length === 1);
    const screen: string[] = [];
    let mounted = false;
    await replayPath(path!, {
      machine: nested,
      mount: ({ actor }) => {
        mounted = true;
        const sub = actor.subscribe((s) => screen.push(JSON.stringify(s.value)));
        return () => {
          sub.unsubscribe();
          mounted = false;
        };
      },
      states: {
        'a.one': () => expect([mounted, screen]).toEqual([true, []]),
        'a.two': () => expect([mounted, screen]).toEqual([true, ['{"a":"two"}']]),
      },
    });
    expect(mounted).toBe(false);
  });

  it('fails the replay when a state does not show what its check expects', async () => {
    const toLoaded = modelPaths(model).find((p) => p.description.endsWith('-> loaded'))!;
    await expect(
      replayPath(toLoaded, {
        machine: sample,
        states: { loaded: ({ context }) => expect(context.data).toBe('stale') },
      }),
    ).rejects.toThrow(
      /State 'loaded' after 'xstate.done.actor.fetch' \(path: idle \| .*expected 'fresh' to be 'stale'/,
    );
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
      'rooted: states 2/2, transitions 2/2, states without a check 0',
    );
  });
});
