import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { Warning } from '#schemas/generated/types.ts';
import {
  GISBORNE as gisborne,
  HOKITIKA as hokitika,
  WARNINGS_PAGE_AT,
  warningsModel,
} from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';
import { modelPaths } from './testing/model-paths.ts';
import type { ModelStep } from './testing/model-paths.ts';
import type { CheckContext } from './testing/state-checks.ts';
import {
  FETCH_ERROR_MESSAGE,
  LEGACY_DATA_MESSAGE,
  NO_LOCATION_MESSAGE,
  WARNINGS_DROP_WINDOW_MS,
  warningsEntryMachine,
  warningsMachineWith,
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
/** How many log lines the checks have seen: each check looks at the lines its step wrote. */
let logCount = 0;
/** Whether the step's fake answer carried the legacy `locations` list. */
const legacyAnswer = (step: ModelStep<typeof entry> | undefined): boolean => {
  const output = step && 'output' in step.event ? step.event.output : undefined;
  return typeof output === 'object' && output !== null && 'locations' in output;
};

describeModel(
  'warnings entry',
  {
    machine: entry,
    events: [
      { type: 'warnings.fetch', locationType: 'towns-cities', key: 'hokitika' },
      { type: 'warnings.fetch' },
    ],
    outputs: { fetch: [loadedData, { ...loadedData, locations: [] }, { locations: [] }, null] },
    errors: { fetch: [new Error('HTTP 503')] },
    stateKey: ({ context }) => [context.failure, context.warnings.length],
  },
  {
    states: {
      // Before any request (the start of every path): nothing to show.
      none: ({ context }) => {
        logCount = logs.length;
        const { warnings, summary, regional, warningAreaName, failure } = context;
        expect([warnings, summary, regional, warningAreaName, failure]).toEqual([
          [],
          [],
          [],
          undefined,
          null,
        ]);
      },
      // Fetching (first time, refetch or retry): what was shown stays until the answer.
      loading: ({ context }, { previous }) => {
        expect([context.locationType, context.key]).toEqual(['towns-cities', 'hokitika']);
        expect(context.warnings).toEqual(previous?.context.warnings);
        expect(logs.length).toBe(logCount);
      },
      // The bar's warnings, area name and link; an old-style answer is also logged.
      loaded: ({ context }, { step }) => {
        expect(context).toMatchObject({
          warnings: [red],
          summary: [red],
          regional: [red],
          warningAreaName: 'West Coast',
          warningPageUrl: '/warnings/home',
          failure: null,
        });
        const newLogs = logs.slice(logCount);
        logCount = logs.length;
        expect(newLogs).toEqual(legacyAnswer(step) ? [['warn', LEGACY_DATA_MESSAGE]] : []);
      },
      // Why it failed is logged; warnings shown before stay.
      failed: ({ context }, { step, event, previous }) => {
        const newLogs = logs.slice(logCount);
        logCount = logs.length;
        expect(context.warnings).toEqual(previous?.context.warnings);
        if (event) {
          expect(context.failure).toBe('no-location');
          expect(newLogs).toEqual([['warn', NO_LOCATION_MESSAGE]]);
        } else if (step?.event.type === 'xstate.error.actor.fetch') {
          expect(context.failure).toBe('fetch-error');
          expect(newLogs).toEqual([['error', FETCH_ERROR_MESSAGE]]);
        } else {
          expect(context.failure).toBe('no-list');
          expect(newLogs).toEqual(legacyAnswer(step) ? [['warn', LEGACY_DATA_MESSAGE]] : []);
        }
      },
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
const PAGE = WARNINGS_PAGE_AT;
const parentModel = warningsModel;
type Parent = typeof parentModel.machine;
type ParentSnapshot = SnapshotFrom<Parent>;
type ParentAt = CheckContext<Parent>;

/** Every started location has its entry actor, fetching (the fake never answers). */
const entriesFetching = (s: ParentSnapshot) => {
  expect(Object.keys(s.children).sort()).toEqual([...s.context.entryIds].sort());
  for (const id of s.context.entryIds) expect(s.children[id]?.getSnapshot().value).toBe('loading');
};
/** A dropped request (stale or duplicate) changes nothing but the outcome. */
const droppedInit = ({ context }: ParentSnapshot, { event, previous }: ParentAt) => {
  if (event?.type !== 'warnings.init' || !previous) return false;
  const stale = event.requestedAt < PAGE - WARNINGS_DROP_WINDOW_MS;
  if (!stale && context.lastInit !== 'duplicate') return false;
  expect(context.lastInit).toBe(stale ? 'stale' : 'duplicate');
  expect([context.queue, context.entryIds]).toEqual([
    previous.context.queue,
    previous.context.entryIds,
  ]);
  return true;
};

describeModel('warnings', parentModel, {
  states: {
    // Page-wide: the regional banner and the warning target follow their events.
    active: ({ context }, { event, previous }) => {
      if (!previous || !event) return;
      if (event.type === 'warnings.banner.toggle')
        expect(context.bannerOpen).toBe(!previous.context.bannerOpen);
      else if (event.type === 'warnings.banner.close' || event.type === 'warnings.layout.set')
        expect(context.bannerOpen).toBe(false);
      else expect(context.bannerOpen).toBe(previous.context.bannerOpen);
      if (event.type === 'warnings.target.set') expect(context.target).toEqual(event.target);
      else if (event.type === 'overlay.close') expect(context.target).toBeNull();
      else expect(context.target).toEqual(previous.context.target);
      if (event.type === 'warnings.layout.set')
        expect(context.pageLoadedAt).toBe(event.pageTimestamp);
    },
    // Nothing waiting: every requested location is being fetched.
    'active.idle': (snapshot, at) => {
      expect(snapshot.context.queue).toEqual([]);
      entriesFetching(snapshot);
      if (at.step?.event.type.startsWith('xstate.after.batchDelay'))
        expect(snapshot.context.entryIds).toEqual([
          ...(at.previous?.context.entryIds ?? []),
          ...(at.previous?.context.queue ?? []).map((q) => `${q.locationType}/${q.key}`),
        ]);
      else droppedInit(snapshot, at);
    },
    // Requests wait for the batch; a layout with a screen location starts afresh with it.
    'active.batching': (snapshot, at) => {
      const { context } = snapshot;
      const { event, previous } = at;
      expect(context.queue.length).toBeGreaterThan(0);
      entriesFetching(snapshot);
      if (event?.type === 'warnings.layout.set' && event.location)
        expect([context.entryIds, context.queue]).toEqual([[], [event.location]]);
      else if (event?.type === 'warnings.init' && !droppedInit(snapshot, at))
        expect([context.lastInit, context.queue]).toEqual([
          'queued',
          [
            ...(previous?.context.queue ?? []),
            { locationType: event.locationType, key: event.key },
          ],
        ]);
    },
  },
});

describe('warnings machine rules', () => {
  it('generates a path that drops a stale request', () => {
    const paths = modelPaths(parentModel);
    expect(paths.some((p) => p.steps.some((st) => st.snapshot.context.lastInit === 'stale'))).toBe(
      true,
    );
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
        actor.getSnapshot().children['towns-cities/hokitika']?.getSnapshot().context.warnings,
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
