import { assign, fromPromise, setup } from 'xstate';
import semverEq from 'semver/functions/eq.js';
import semverValid from 'semver/functions/valid.js';

/**
 * Version reload (shell spec section 4 "Version reload", section 5, section 7, section 8):
 *
 *   idle --version.check--> checking --(server version differs, both semver | redirected)--> reloading
 *   checking --(same, invalid or unreadable version)--> idle;  request failure: logged --> idle
 *   idle | checking --version.chunkFailed--> reloading
 *
 * A tab forces at most one reload within RELOAD_GUARD_MS, whatever the versions: when it already
 * forced one that recently (a stale cache answering the old page again, a chunk that is really
 * gone, or a rolling deploy whose instances answer 13.0.7 and 13.0.8 in turn: issue 28, item 4),
 * the machine goes to `blocked` and says why in the console instead of reloading in a loop; the
 * page then shows its own error. The record of the last forced reload lives in the tab's session
 * storage (the `saveReload` action), read back as `input.lastReload`.
 */

/** One forced reload per tab within this window; after it a new one is allowed. */
export const RELOAD_GUARD_MS = 5 * 60_000;

/** The version file (spec section 7: no API prefix, no cache, manual redirect). */
export const VERSION_PATH = '/version.json';

export interface ReloadRecord {
  /** The version of the page that forced the reload. */
  version: string;
  /** When, ms since epoch. */
  at: number;
}

/** What `fetchVersion` answers: the server's Version, or that the request was redirected. */
export type VersionCheckOutput = { redirected: true } | { redirected: false; version: unknown };

export interface VersionContext {
  clientVersion: string;
  lastReload: ReloadRecord | null;
  /** Why the page reloads (or would have): shown in the console. */
  reason: string | null;
  now: () => number;
}

export interface VersionInput {
  clientVersion: string;
  lastReload?: ReloadRecord | null;
  now?: () => number;
}

export type VersionEvent =
  { type: 'version.check' } | { type: 'version.chunkFailed'; message?: string };

export type VersionLog = (level: 'info' | 'warn', message: string) => void;

export const reloadReasons = {
  newVersion: (server: string, client: string) =>
    `Reloading: the server runs version ${server}, this page was built for ${client}.`,
  redirected: 'Reloading: the version check was redirected (the session or the site moved).',
  chunk: (message: string) =>
    `Reloading: a script file failed to load (${message}), most likely after a new deploy.`,
};

export const blockedMessage = (reason: string, client: string, secondsAgo: number) =>
  `Not reloading: this tab (now version ${client}) already forced a reload ${secondsAgo} s ago, ` +
  `so reloading again could loop. ${reason.replace(/^Reloading: /, 'Reason: ')}`;

export const checkFailedMessage = (message: string) =>
  `Version check failed (${message}); carrying on with this version.`;

function reasonFor(output: VersionCheckOutput, clientVersion: string): string | null {
  if (output.redirected) return reloadReasons.redirected;
  const server = output.version;
  if (typeof server !== 'string' || !semverValid(server) || !semverValid(clientVersion))
    return null;
  return semverEq(server, clientVersion) ? null : reloadReasons.newVersion(server, clientVersion);
}

const reloadedRecently = (c: VersionContext): boolean =>
  c.lastReload !== null && c.now() - c.lastReload.at < RELOAD_GUARD_MS;

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export const versionMachine = setup({
  types: {
    context: {} as VersionContext,
    events: {} as VersionEvent,
    input: {} as VersionInput,
  },
  actors: {
    // The app provides the real request (fetch with cache 'no-store', redirect 'manual').
    fetchVersion: fromPromise<VersionCheckOutput>(async () => {
      throw new Error('fetchVersion not provided');
    }),
  },
  actions: {
    log: (_, _params: { level: 'info' | 'warn'; message: string }) => undefined,
    /** Leaves the page: `location.reload()` in the browser. */
    reload: () => undefined,
    /** Persists the reload record (session storage in the browser). */
    saveReload: (_, _record: ReloadRecord) => undefined,
  },
  guards: {
    mustReload: ({ context, event }) =>
      reasonFor(
        (event as unknown as { output: VersionCheckOutput }).output,
        context.clientVersion,
      ) !== null,
    reloadedRecently: ({ context }) => reloadedRecently(context),
    mustReloadButReloadedRecently: ({ context, event }) =>
      reasonFor(
        (event as unknown as { output: VersionCheckOutput }).output,
        context.clientVersion,
      ) !== null && reloadedRecently(context),
  },
}).createMachine({
  id: 'version',
  context: ({ input }) => ({
    clientVersion: input.clientVersion,
    lastReload: input.lastReload ?? null,
    reason: null,
    now: input.now ?? Date.now,
  }),
  initial: 'idle',
  on: {
    'version.chunkFailed': [
      {
        guard: 'reloadedRecently',
        target: '.blocked',
        actions: assign({ reason: ({ event }) => reloadReasons.chunk(event.message ?? 'unknown') }),
      },
      {
        target: '.reloading',
        actions: assign({ reason: ({ event }) => reloadReasons.chunk(event.message ?? 'unknown') }),
      },
    ],
  },
  states: {
    idle: { on: { 'version.check': 'checking' } },
    checking: {
      invoke: {
        id: 'fetch',
        src: 'fetchVersion',
        onDone: [
          {
            guard: 'mustReloadButReloadedRecently',
            target: 'blocked',
            actions: assign({
              reason: ({ context, event }) => reasonFor(event.output, context.clientVersion),
            }),
          },
          {
            guard: 'mustReload',
            target: 'reloading',
            actions: assign({
              reason: ({ context, event }) => reasonFor(event.output, context.clientVersion),
            }),
          },
          { target: 'idle' },
        ],
        onError: {
          target: 'idle',
          actions: {
            type: 'log',
            params: ({ event }) => ({
              level: 'warn',
              message: checkFailedMessage(errorText(event.error)),
            }),
          },
        },
      },
    },
    reloading: {
      // The record is written before leaving, so the next page knows this version reloaded.
      entry: [
        assign({
          lastReload: ({ context }) => ({ version: context.clientVersion, at: context.now() }),
        }),
        { type: 'saveReload', params: ({ context }) => context.lastReload as ReloadRecord },
        {
          type: 'log',
          params: ({ context }) => ({ level: 'info', message: context.reason ?? '' }),
        },
        'reload',
      ],
      // While the browser unloads, further checks change nothing; another chunk failure is
      // caught by the root transition and the guard (it would be a second reload).
    },
    blocked: {
      entry: {
        type: 'log',
        params: ({ context }) => ({
          level: 'warn',
          message: blockedMessage(
            context.reason ?? '',
            context.clientVersion,
            Math.round((context.now() - (context.lastReload?.at ?? context.now())) / 1000),
          ),
        }),
      },
      on: { 'version.check': 'checking' },
    },
  },
});
