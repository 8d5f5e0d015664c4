import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Warning } from '#schemas/generated/types.ts';
import { describeModel } from './testing/describe-model.ts';
import { modelPaths } from './testing/model-paths.ts';
import type { ModelStep } from './testing/model-paths.ts';
import {
  FETCH_ERROR_MESSAGE,
  LEGACY_DATA_MESSAGE,
  NO_LOCATION_MESSAGE,
  WARNINGS_DROP_WINDOW_MS,
  warningsEntryMachine,
  warningsMachine,
  warningsMachineWith,
  type EntryContext,
  type WarningsContext,
  type WarningsEntryRef,
  type WarningsLocation,
} from './warnings.machine.ts';

const red: Warning = { name: 'Heavy Rain Warning - Red', warnLevel: 'red', eventType: 'rain' };
const loadedData = {
  warnings: [red],
  summary: [red],
  regional: [red],
  warningAreaName: 'West Coast',
  warningPageUrl: '/warnings/home',
};
const logs: Array<[string, string]> = [];
const logAction = (_: unknown, p: { level: string; message: string }) =>
  void logs.push([p.level, p.message]);

// ---- the entry machine: one location's load, refetch and retry -------------------------------
const entry = warningsEntryMachine.provide({ actions: { log: logAction } });
const entryEvents: EventObject[] = [
  { type: 'warnings.fetch', locationType: 'towns-cities', key: 'hokitika' } as EventObject,
  { type: 'warnings.fetch' },
];

describeModel(
  'warnings entry',
  {
    machine: entry,
    events: entryEvents,
    outputs: { fetch: [loadedData, { ...loadedData, locations: [] }, { locations: [] }, null] },
    errors: { fetch: new Error('HTTP 503') },
    contextKey: (c: EntryContext) => [c.failure, c.warnings.length],
  } as never,
  {
    check: (s: AnyMachineSnapshot, step: ModelStep | undefined) => {
      const c = s.context as EntryContext;
      const lastLog = logs[logs.length - 1];
      if (s.matches('loaded')) {
        expect(c.warnings).toEqual([red]);
        expect(c).toMatchObject({ warningAreaName: 'West Coast', failure: null });
      }
      if (s.matches('failed')) expect(c.failure).not.toBeNull();
      if (step?.event.type === 'warnings.fetch' && s.matches('failed'))
        expect(lastLog).toEqual(['warn', NO_LOCATION_MESSAGE]);
      if (step?.event.type === 'xstate.error.actor.fetch')
        expect(lastLog).toEqual(['error', FETCH_ERROR_MESSAGE]);
      const output = (step?.event as { output?: unknown } | undefined)?.output;
      if (step?.event.type === 'xstate.done.actor.fetch') {
        if (output && typeof output === 'object' && 'locations' in output)
          expect(lastLog).toEqual(['warn', LEGACY_DATA_MESSAGE]);
        expect(
          s.matches(
            output && typeof output === 'object' && 'warnings' in output ? 'loaded' : 'failed',
          ),
        ).toBe(true);
      }
      // Timers: refetch only 180 s after a success, retry 20 s after an error.
      if (step?.event.type.startsWith('xstate.after.refetchDelay'))
        expect(s.matches('loading')).toBe(true);
      if (step?.event.type.startsWith('xstate.after.retryDelay'))
        expect(s.matches('loading')).toBe(true);
    },
  },
);

describe('warnings entry timers on a simulated clock', () => {
  const run = (outcome: 'done' | 'error') => {
    const calls: number[] = [];
    const clock = new SimulatedClock();
    const machine = warningsEntryMachine.provide({
      actions: { log: () => undefined },
      actors: {
        fetchWarnings: fromPromise<unknown, WarningsLocation>(async () => {
          calls.push(clock.now());
          if (outcome === 'error') throw new Error('down');
          return loadedData;
        }),
      },
    });
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'warnings.fetch', locationType: 'towns-cities', key: 'hokitika' });
    return { actor, clock, calls };
  };

  it('refetches 180000 ms after a success, not before', async () => {
    const { actor, clock, calls } = run('done');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    clock.increment(179_999);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    expect(calls).toHaveLength(2);
  });

  it('retries 20000 ms after an error, not before', async () => {
    const { actor, clock, calls } = run('error');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    clock.increment(19_999);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    expect(calls).toHaveLength(2);
  });
});

// ---- the warnings machine: batching, stale drop, duplicates, layout, banner, target ----------
const PAGE = 10_000;
const hold = warningsEntryMachine.provide({
  actions: { log: () => undefined },
  actors: {
    fetchWarnings: fromPromise<unknown, WarningsLocation>(
      () => new Promise<never>(() => undefined),
    ),
  },
});
const parent = warningsMachine.provide({ actors: { entry: hold } });
const hokitika = { locationType: 'towns-cities', key: 'hokitika' };
const gisborne = { locationType: 'towns-cities', key: 'gisborne' };
const parentEvents: EventObject[] = [
  { type: 'warnings.init', ...hokitika, requestedAt: PAGE } as EventObject,
  // Requested more than the drop window before the page loaded: belongs to an older page.
  {
    type: 'warnings.init',
    ...gisborne,
    requestedAt: PAGE - WARNINGS_DROP_WINDOW_MS - 1,
  } as EventObject,
  { type: 'warnings.layout.set', location: gisborne, pageTimestamp: PAGE } as EventObject,
  { type: 'warnings.layout.set', location: null, pageTimestamp: PAGE } as EventObject,
  { type: 'warnings.banner.toggle' },
  { type: 'warnings.banner.close' },
  { type: 'warnings.target.set', target: hokitika } as EventObject,
  { type: 'overlay.close' },
];
const parentModel = {
  machine: parent,
  input: { pageLoadedAt: PAGE },
  events: parentEvents,
  contextKey: (c: WarningsContext) => [
    c.lastInit,
    c.queue.length > 0,
    c.bannerOpen,
    c.target !== null,
  ],
};
let previous: WarningsContext | undefined;

describeModel('warnings', parentModel as never, {
  check: (s: AnyMachineSnapshot, step: ModelStep | undefined) => {
    const c = s.context as WarningsContext;
    const before = previous;
    previous = c;
    if (!step || !before) return;
    const e = step.event as EventObject & Record<string, unknown>;
    if (
      e.type === 'warnings.init' &&
      (e['requestedAt'] as number) < PAGE - WARNINGS_DROP_WINDOW_MS
    ) {
      expect(c.lastInit).toBe('stale');
      expect([c.queue, c.entryIds]).toEqual([before.queue, before.entryIds]);
    }
    if (c.lastInit === 'duplicate' && e.type === 'warnings.init')
      expect([c.queue, c.entryIds]).toEqual([before.queue, before.entryIds]);
    if (e.type === 'warnings.layout.set') {
      expect(c.bannerOpen).toBe(false);
      if (e['location']) expect([c.entryIds, c.queue]).toEqual([[], [gisborne]]);
    }
    if (e.type.startsWith('xstate.after.batchDelay')) {
      expect(c.queue).toEqual([]);
      for (const id of c.entryIds)
        expect((s.children[id] as WarningsEntryRef | undefined)?.getSnapshot().value).toBe(
          'loading',
        );
    }
    if (e.type === 'overlay.close') expect(c.target).toBeNull();
    if (e.type === 'warnings.banner.toggle') expect(c.bannerOpen).toBe(!before.bannerOpen);
  },
});

describe('warnings machine rules', () => {
  it('generates a path that drops a stale request', () => {
    const paths = modelPaths(parentModel as never);
    expect(
      paths.some((p) =>
        p.steps.some((st) => (st.snapshot.context as WarningsContext).lastInit === 'stale'),
      ),
    ).toBe(true);
  });

  it('starts one fetch per location, batched, skipping duplicates and stale requests', async () => {
    const requested: string[] = [];
    const clock = new SimulatedClock();
    const machine = warningsMachineWith({
      fetchWarnings: async (loc) => {
        requested.push(`${loc.locationType}/${loc.key}`);
        return loadedData;
      },
      log: () => undefined,
    });
    const actor = createActor(machine, { clock, input: { pageLoadedAt: PAGE } }).start();
    actor.send({ type: 'warnings.init', ...hokitika, requestedAt: PAGE });
    actor.send({ type: 'warnings.init', ...hokitika, requestedAt: PAGE + 1 });
    actor.send({ type: 'warnings.init', ...gisborne, requestedAt: PAGE - 501 });
    actor.send({ type: 'warnings.init', ...gisborne, requestedAt: PAGE - 500 });
    expect(requested).toEqual([]);
    clock.increment(50);
    expect(requested).toEqual(['towns-cities/hokitika', 'towns-cities/gisborne']);
    await vi.waitFor(() =>
      expect(
        (actor.getSnapshot().children['towns-cities/hokitika'] as WarningsEntryRef).getSnapshot()
          .context.warnings,
      ).toEqual([red]),
    );
    actor.send({ type: 'warnings.init', ...hokitika, requestedAt: PAGE + 2 });
    clock.increment(50);
    expect(requested).toHaveLength(2);
  });

  it('a layout with a screen location clears every entry and fetches that location afresh', () => {
    const requested: string[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      warningsMachineWith({ fetchWarnings: async (l) => void requested.push(l.key) }),
      { clock, input: { pageLoadedAt: PAGE } },
    ).start();
    actor.send({ type: 'warnings.init', ...hokitika, requestedAt: PAGE });
    clock.increment(50);
    actor.send({ type: 'warnings.banner.toggle' });
    actor.send({ type: 'warnings.layout.set', location: hokitika, pageTimestamp: PAGE + 5000 });
    expect(actor.getSnapshot().context.bannerOpen).toBe(false);
    expect(Object.keys(actor.getSnapshot().children)).toEqual([]);
    clock.increment(50);
    expect(requested).toEqual(['hokitika', 'hokitika']);
    // Requests from before the new page (beyond the window) are dropped now.
    actor.send({ type: 'warnings.init', ...gisborne, requestedAt: PAGE + 4000 });
    expect(actor.getSnapshot().context.lastInit).toBe('stale');
  });
});
