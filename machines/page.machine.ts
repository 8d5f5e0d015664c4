import { assign, fromPromise, setup } from 'xstate';
import type { PageDescription } from '#schemas/generated/types.ts';
import { isLayoutName } from '#engine/tree.ts';
import type { PageTree } from '#engine/tree.ts';

/**
 * The page load statechart (spec pages doc section 4 "Page load"; shell doc "Layout state").
 *
 *   idle (empty not-found screen) --page.load--> loading.page --> loading.tree --> success
 *   success --page.load (same path)--> reload (tree rebuilt, page not fetched again) --> success
 *   any failure --> fail;  page.reset --> idle with a fresh pageTimestamp
 *
 * The server runs it to a settled state (success or fail) and embeds the persisted snapshot; the
 * client hydrates from it. So there are no timers and the context is plain JSON (no functions,
 * no Error objects). Side effects are the named actors `fetchPage` and `resolveTree`, supplied by
 * the server and the client with `.provide()`.
 */

/** What `fetchPage` throws: the network failed, or the server answered without a page. */
export type PageFetchError =
  | { kind: 'network'; message?: string }
  | { kind: 'server-response'; status: number; message?: string };

/** The error screen to show (spec shell doc section 8: network, server response, component not found). */
export type PageLoadError =
  | { type: 'network' }
  | { type: 'server-response'; status: number }
  | {
      type: 'component-not-found';
      code: 1;
      message: typeof COMPONENT_NOT_FOUND_MESSAGE;
      detail?: string;
    };

/** Spec text, exactly. */
export const COMPONENT_NOT_FOUND_MESSAGE = 'Unable to load layout with the layout name';

export interface PageFetchOutput {
  /** HTTP status of the page: 200, or 404 for the not-found page description. */
  status: number;
  description: PageDescription;
}

export interface PageContext {
  path: string | null;
  description: PageDescription | null;
  tree: PageTree | null;
  error: PageLoadError | null;
  /** HTTP status of the page shown (404 for not-found pages), null when none is shown. */
  status: number | null;
  /** When the page (or the empty screen after a reset) was set, ms since epoch. */
  pageTimestamp: number;
  pageLoaded: boolean;
}

export type PageEvent = { type: 'page.load'; path: string } | { type: 'page.reset' };

function isFetchError(error: unknown): error is PageFetchError {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return (
    kind === 'network' ||
    (kind === 'server-response' && typeof (error as { status?: unknown }).status === 'number')
  );
}

function componentNotFound(error: unknown): PageLoadError {
  const detail =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return {
    type: 'component-not-found',
    code: 1,
    message: COMPONENT_NOT_FOUND_MESSAGE,
    ...(detail ? { detail } : {}),
  };
}

const cleared = { description: null, tree: null, status: null, pageLoaded: false } as const;

/**
 * Layout reset: back to the empty not-found screen with a fresh timestamp. Declared on every state
 * rather than the root so the generated model test (which walks state nodes) drives it.
 */
const reset = {
  'page.reset': { target: '#page.idle', actions: ['clearPage', 'stampTime'] },
} as const;

export const pageMachine = setup({
  types: {
    context: {} as PageContext,
    events: {} as PageEvent,
  },
  actors: {
    fetchPage: fromPromise<PageFetchOutput, { path: string }>(async () => {
      throw new Error('pageMachine: provide the fetchPage actor');
    }),
    resolveTree: fromPromise<PageTree, { description: PageDescription }>(async () => {
      throw new Error('pageMachine: provide the resolveTree actor');
    }),
  },
  actions: {
    /** Replaced in tests to control the clock. */
    stampTime: assign({ pageTimestamp: () => Date.now() }),
    setPath: assign({
      path: ({ event }) => (event.type === 'page.load' ? event.path : null),
      pageLoaded: false,
      error: null,
    }),
    clearPage: assign({ ...cleared, path: null, error: null }),
  },
  guards: {
    isSamePath: ({ context, event }) => event.type === 'page.load' && event.path === context.path,
    isLoadError: ({ event }) => isFetchError((event as { error?: unknown }).error),
    hasKnownLayout: ({ event }) =>
      isLayoutName(
        (event as { output?: Partial<PageFetchOutput> }).output?.description?.layout?.name,
      ),
  },
}).createMachine({
  id: 'page',
  initial: 'idle',
  context: {
    path: null,
    description: null,
    tree: null,
    error: null,
    status: null,
    pageTimestamp: 0,
    pageLoaded: false,
  },
  states: {
    /** The default empty screen, named not-found in the spec. */
    idle: {
      on: { ...reset, 'page.load': { target: 'loading', actions: 'setPath' } },
    },
    loading: {
      initial: 'page',
      on: {
        ...reset,
        'page.load': [
          { guard: 'isSamePath' },
          { target: 'loading', reenter: true, actions: 'setPath' },
        ],
      },
      states: {
        page: {
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => ({ path: context.path ?? '/' }),
            onDone: [
              {
                guard: 'hasKnownLayout',
                target: 'tree',
                actions: assign({
                  description: ({ event }) => event.output.description,
                  status: ({ event }) => event.output.status,
                }),
              },
              {
                target: '#page.fail',
                actions: assign({
                  ...cleared,
                  error: () => componentNotFound('Unknown layout name'),
                }),
              },
            ],
            onError: [
              {
                guard: 'isLoadError',
                target: '#page.fail',
                actions: assign({
                  ...cleared,
                  error: ({ event }): PageLoadError => {
                    const e = event.error as PageFetchError;
                    return e.kind === 'network'
                      ? { type: 'network' }
                      : { type: 'server-response', status: e.status };
                  },
                  status: ({ event }) =>
                    (event.error as PageFetchError).kind === 'server-response'
                      ? (event.error as { status: number }).status
                      : null,
                }),
              },
              {
                target: '#page.fail',
                actions: assign({
                  ...cleared,
                  error: ({ event }) => componentNotFound(event.error),
                }),
              },
            ],
          },
        },
        tree: {
          invoke: {
            id: 'resolveTree',
            src: 'resolveTree',
            input: ({ context }) => ({ description: context.description as PageDescription }),
            onDone: {
              target: '#page.success',
              actions: [
                assign({ tree: ({ event }) => event.output, pageLoaded: true }),
                'stampTime',
              ],
            },
            onError: {
              target: '#page.fail',
              actions: assign({ ...cleared, error: ({ event }) => componentNotFound(event.error) }),
            },
          },
        },
      },
    },
    success: {
      on: {
        ...reset,
        'page.load': [
          { guard: 'isSamePath', target: 'reload' },
          { target: 'loading', actions: 'setPath' },
        ],
      },
    },
    /** Same url again: the tree is rebuilt (module data, messages) but the page is not fetched. */
    reload: {
      invoke: {
        id: 'reloadTree',
        src: 'resolveTree',
        input: ({ context }) => ({ description: context.description as PageDescription }),
        onDone: {
          target: 'success',
          actions: [assign({ tree: ({ event }) => event.output, pageLoaded: true }), 'stampTime'],
        },
        onError: {
          target: 'fail',
          actions: assign({ ...cleared, error: ({ event }) => componentNotFound(event.error) }),
        },
      },
      on: {
        ...reset,
        'page.load': [{ guard: 'isSamePath' }, { target: 'loading', actions: 'setPath' }],
      },
    },
    fail: {
      on: { ...reset, 'page.load': { target: 'loading', actions: 'setPath' } },
    },
  },
});
