import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { warningsEntryId, warningsLists } from '#engine/warnings-view.ts';
import type { WarningsLists } from '#engine/warnings-view.ts';

/**
 * Warnings per location (shell spec section 4 'Warnings per location', section 5, section 9):
 * one entry actor per location type plus key, spawned by the warnings machine, which batches
 * init requests, drops stale ones and resets everything when the page's layout changes.
 */

/** Spec section 9: refetch 180000 ms after success, retry 20000 ms after an error, drop window 500 ms. */
export const WARNINGS_REFETCH_MS = 180_000;
export const WARNINGS_RETRY_MS = 20_000;
export const WARNINGS_DROP_WINDOW_MS = 500;
/** Inits arriving within this window (bar, favourites, markers mounting together) start together. */
export const WARNINGS_BATCH_MS = 50;

export const NO_LOCATION_MESSAGE = 'No warning location request';
export const LEGACY_DATA_MESSAGE = 'This warning logic should not be used';
export const FETCH_ERROR_MESSAGE = 'weather warning fetch error';

export interface WarningsLocation {
  locationType: string;
  key: string;
}

export type WarningsLog = (level: 'warn' | 'error', message: string, detail?: unknown) => void;

/** The location, its last answer's lists (engine/warnings-view.ts) and why the last attempt failed. */
export type EntryContext = Omit<WarningsLists, 'warningAreaName' | 'warningPageUrl'> & {
  warningAreaName: WarningsLists['warningAreaName'];
  warningPageUrl: WarningsLists['warningPageUrl'];
  locationType: string | undefined;
  key: string | undefined;
  /** Why the last attempt failed, for the log and the tests; null after a success. */
  failure: 'no-location' | 'no-list' | 'fetch-error' | null;
};

export type EntryEvent = { type: 'warnings.fetch'; locationType?: string; key?: string };

export const warningsEntryMachine = setup({
  types: { context: {} as EntryContext, events: {} as EntryEvent },
  actors: {
    // The app provides the real request (fetch with the API prefix); tests provide fakes.
    fetchWarnings: fromPromise<unknown, WarningsLocation>(async () => {
      throw new Error('fetchWarnings is not provided');
    }),
  },
  actions: {
    log: (_, params: { level: 'warn' | 'error'; message: string; detail?: unknown }) => {
      if (params.level === 'error') console.error(params.message, params.detail ?? '');
      else console.warn(params.message, params.detail ?? '');
    },
  },
  delays: { refetchDelay: WARNINGS_REFETCH_MS, retryDelay: WARNINGS_RETRY_MS },
  guards: {
    eventHasLocation: ({ event }) => Boolean(event.locationType && event.key),
    hasLocation: ({ context }) => Boolean(context.locationType && context.key),
    hasWarningsList: (_, params: { output: unknown }) => warningsLists(params.output) !== null,
    hasLegacyLocations: (_, params: { output: unknown }) =>
      typeof params.output === 'object' && params.output !== null && 'locations' in params.output,
  },
}).createMachine({
  id: 'warningsEntry',
  initial: 'none',
  context: {
    locationType: undefined,
    key: undefined,
    warnings: [],
    summary: [],
    regional: [],
    warningAreaName: undefined,
    warningPageUrl: undefined,
    failure: null,
  },
  states: {
    none: {
      on: {
        'warnings.fetch': [
          {
            guard: 'eventHasLocation',
            target: 'loading',
            actions: assign({
              locationType: ({ event }) => event.locationType,
              key: ({ event }) => event.key,
            }),
          },
          {
            target: 'failed',
            actions: [
              assign({ failure: 'no-location' }),
              { type: 'log', params: { level: 'warn', message: NO_LOCATION_MESSAGE } },
            ],
          },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'fetch',
        src: 'fetchWarnings',
        input: ({ context }) => ({
          locationType: context.locationType ?? '',
          key: context.key ?? '',
        }),
        onDone: [
          {
            guard: { type: 'hasWarningsList', params: ({ event }) => ({ output: event.output }) },
            target: 'loaded',
            actions: [
              enqueueActions(({ enqueue, check, event }) => {
                if (check({ type: 'hasLegacyLocations', params: { output: event.output } }))
                  enqueue({ type: 'log', params: { level: 'warn', message: LEGACY_DATA_MESSAGE } });
              }),
              assign(({ event }) => {
                const lists = warningsLists(event.output) as WarningsLists; // the guard held
                return {
                  ...lists,
                  // Absent from this answer: cleared, not kept from the last one.
                  warningAreaName: lists.warningAreaName,
                  warningPageUrl: lists.warningPageUrl,
                  failure: null,
                };
              }),
            ],
          },
          {
            target: 'failed',
            actions: [
              enqueueActions(({ enqueue, check, event }) => {
                if (check({ type: 'hasLegacyLocations', params: { output: event.output } }))
                  enqueue({ type: 'log', params: { level: 'warn', message: LEGACY_DATA_MESSAGE } });
              }),
              assign({ failure: 'no-list' }),
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: 'fetch-error' }),
            {
              type: 'log',
              params: ({ event }) => ({
                level: 'error' as const,
                message: FETCH_ERROR_MESSAGE,
                detail: event.error,
              }),
            },
          ],
        },
      },
    },
    loaded: { after: { refetchDelay: 'loading' } },
    // A request that never named a location is not retried: it would fail the same way.
    failed: { after: { retryDelay: { guard: 'hasLocation', target: 'loading' } } },
  },
});

export type WarningsEntryRef = ActorRefFrom<typeof warningsEntryMachine>;
export type WarningsEntrySnapshot = SnapshotFrom<typeof warningsEntryMachine>;

// The shell reads it without the machine (decision 027).
export { warningsEntryId };

export type InitOutcome = 'none' | 'queued' | 'stale' | 'duplicate';

export interface WarningsContext {
  /** Ids of the entry actors (children of this machine, `snapshot.children[id]`). */
  entryIds: string[];
  queue: Array<{ locationType?: string; key?: string }>;
  /** Page load time (ms) from the layout; inits requested well before it belong to an old page. */
  pageLoadedAt: number;
  bannerOpen: boolean;
  target: WarningsLocation | null;
  lastInit: InitOutcome;
}

export type WarningsEvent =
  | { type: 'warnings.init'; locationType?: string; key?: string; requestedAt: number }
  | { type: 'warnings.layout.set'; location?: WarningsLocation | null; pageTimestamp: number }
  | { type: 'warnings.banner.toggle' }
  | { type: 'warnings.banner.close' }
  | { type: 'warnings.target.set'; target: WarningsLocation }
  | { type: 'overlay.close' };

export const warningsMachine = setup({
  types: {
    context: {} as WarningsContext,
    events: {} as WarningsEvent,
    input: {} as { pageLoadedAt?: number } | undefined,
  },
  actors: { entry: warningsEntryMachine },
  delays: { batchDelay: WARNINGS_BATCH_MS },
  guards: {
    isStale: ({ context, event }) =>
      event.type === 'warnings.init' &&
      event.requestedAt < context.pageLoadedAt - WARNINGS_DROP_WINDOW_MS,
    isDuplicate: ({ context, event }) => {
      if (event.type !== 'warnings.init') return false;
      const id = warningsEntryId(event.locationType, event.key);
      return (
        context.entryIds.includes(id) ||
        context.queue.some((q) => warningsEntryId(q.locationType, q.key) === id)
      );
    },
    hasScreenLocation: ({ event }) =>
      event.type === 'warnings.layout.set' && Boolean(event.location),
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'warnings.init'
          ? [...context.queue, { locationType: event.locationType, key: event.key }]
          : context.queue,
      lastInit: 'queued',
    }),
    flush: enqueueActions(({ context, enqueue }) => {
      for (const request of context.queue) {
        const id = warningsEntryId(request.locationType, request.key);
        enqueue.spawnChild('entry', { id });
        enqueue.sendTo(id, { type: 'warnings.fetch', ...request });
      }
      enqueue.assign({
        entryIds: [
          ...context.entryIds,
          ...context.queue.map((q) => warningsEntryId(q.locationType, q.key)),
        ],
        queue: [],
      });
    }),
    // Spec: setting the layout with a screen location closes the banner, clears warnings, fetches afresh.
    resetForScreen: enqueueActions(({ context, enqueue, event }) => {
      if (event.type !== 'warnings.layout.set' || !event.location) return;
      for (const id of context.entryIds) enqueue.stopChild(id);
      enqueue.assign({
        entryIds: [],
        queue: [{ locationType: event.location.locationType, key: event.location.key }],
        pageLoadedAt: event.pageTimestamp,
        bannerOpen: false,
        lastInit: 'queued',
      });
    }),
  },
}).createMachine({
  id: 'warnings',
  initial: 'active',
  context: ({ input }) => ({
    entryIds: [],
    queue: [],
    pageLoadedAt: input?.pageLoadedAt ?? 0,
    bannerOpen: false,
    target: null,
    lastInit: 'none',
  }),
  states: {
    // One wrapping state so page-wide events are ordinary transitions of a state node.
    active: {
      initial: 'idle',
      on: {
        'warnings.layout.set': [
          { guard: 'hasScreenLocation', target: '.batching', actions: 'resetForScreen' },
          // Navigating closes the regional banner (spec 'Warnings display').
          {
            actions: assign({
              pageLoadedAt: ({ event }) => event.pageTimestamp,
              bannerOpen: false,
            }),
          },
        ],
        'warnings.banner.toggle': {
          actions: assign({ bannerOpen: ({ context }) => !context.bannerOpen }),
        },
        'warnings.banner.close': { actions: assign({ bannerOpen: false }) },
        'warnings.target.set': { actions: assign({ target: ({ event }) => event.target }) },
        // Spec: closing the app overlay also clears the warning target.
        'overlay.close': { actions: assign({ target: null }) },
      },
      states: {
        idle: {
          on: {
            'warnings.init': [
              { guard: 'isStale', actions: assign({ lastInit: 'stale' }) },
              { guard: 'isDuplicate', actions: assign({ lastInit: 'duplicate' }) },
              { target: 'batching', actions: 'enqueue' },
            ],
          },
        },
        batching: {
          on: {
            'warnings.init': [
              { guard: 'isStale', actions: assign({ lastInit: 'stale' }) },
              { guard: 'isDuplicate', actions: assign({ lastInit: 'duplicate' }) },
              { actions: 'enqueue' },
            ],
          },
          after: { batchDelay: { target: 'idle', actions: 'flush' } },
        },
      },
    },
  },
});

export type WarningsActorRef = ActorRefFrom<typeof warningsMachine>;
export type WarningsSnapshot = SnapshotFrom<typeof warningsMachine>;

export interface WarningsDeps {
  /** GET /api/warnings-service/{type}/{key}; resolves with the parsed JSON, rejects on failure. */
  fetchWarnings: (location: WarningsLocation, signal: AbortSignal) => Promise<unknown>;
  log?: WarningsLog;
}

/**
 * The warnings machine with its side effects supplied.
 * @example createActor(warningsMachineWith({ fetchWarnings: fetchWarningsJson }), { input: { pageLoadedAt: Date.now() } })
 */
export function warningsMachineWith(deps: WarningsDeps) {
  const entry = warningsEntryMachine.provide({
    actors: {
      fetchWarnings: fromPromise<unknown, WarningsLocation>(({ input, signal }) =>
        deps.fetchWarnings(input, signal),
      ),
    },
    ...(deps.log
      ? {
          actions: {
            log: (_: unknown, p: { level: 'warn' | 'error'; message: string; detail?: unknown }) =>
              deps.log?.(p.level, p.message, p.detail),
          },
        }
      : {}),
  });
  return warningsMachine.provide({ actors: { entry } });
}
