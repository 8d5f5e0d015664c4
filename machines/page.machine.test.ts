import { assign, createActor, fromPromise, waitFor } from 'xstate';
import type { PageDescription } from '#schemas/generated/types.ts';
import { COMPONENT_NOT_FOUND_MESSAGE, pageMachine } from './page.machine.ts';
import type { PageContext, PageFetchOutput } from './page.machine.ts';
import {
  NATIONAL as national,
  pageDescription as page,
  pageModel,
  pageTreeOf as treeOf,
  WEIRD_PAGE as weird,
} from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';

// A clock the stampTime action reads, so "fresh timestamp" is observable.
let clock = 1_000;
const machine = pageMachine.provide({
  actions: { stampTime: assign({ pageTimestamp: () => (clock += 1_000) }) },
});

/** Server and client exchange the context as JSON: nothing in it may be lost on the way. */
const plainJson = (c: PageContext) => expect(JSON.parse(JSON.stringify(c))).toEqual(c);

describeModel(
  'page machine',
  { ...pageModel, machine },
  {
    states: {
      // The empty not-found screen; a reset stamps a newer time.
      idle: ({ context }, { step, previous }) => {
        plainJson(context);
        expect(context).toEqual({
          path: null,
          description: null,
          tree: null,
          error: null,
          status: null,
          pageLoaded: false,
          pageTimestamp: context.pageTimestamp,
        });
        if (step) expect(step.event.type).toBe('page.reset');
        if (previous) expect(context.pageTimestamp).toBeGreaterThan(previous.context.pageTimestamp);
      },
      loading: ({ context }, { event }) => {
        plainJson(context);
        expect(context.pageLoaded).toBe(false);
        expect(context.error).toBeNull();
        if (event?.type === 'page.load') expect(context.path).toBe(event.path);
        expect(context.path).toMatch(/^\//);
      },
      // Fetching: whatever was on screen stays until the new page arrives.
      'loading.page': ({ context }, { previous }) => {
        if (previous) expect(context.description).toEqual(previous.context.description);
      },
      // Building the tree of a known layout: its status is the page's (404 for the not-found page).
      'loading.tree': ({ context }) => {
        expect(context.description?.layout.name).toMatch(/^(five-up|not-found)$/);
        expect(context.status).toBe(context.description?.layout.name === 'not-found' ? 404 : 200);
      },
      success: ({ context }, { previous }) => {
        plainJson(context);
        expect(context.error).toBeNull();
        expect(context.pageLoaded).toBe(true);
        expect(context.tree).toEqual(treeOf(national.description));
        expect(context.description).toEqual(previous?.context.description);
        expect(context.status).toBe(context.description?.layout.name === 'not-found' ? 404 : 200);
        expect(context.pageTimestamp).toBeGreaterThan(previous?.context.pageTimestamp ?? Infinity);
      },
      // The same path again: the page stays on screen while its tree is rebuilt.
      reload: ({ context }, { event, previous }) => {
        plainJson(context);
        expect(event).toEqual({ type: 'page.load', path: previous?.context.path });
        expect(context).toEqual(previous?.context);
        expect(context.pageLoaded).toBe(true);
      },
      // The error screen: nothing of the old page, and the error the visitor is shown.
      fail: ({ context }, { step }) => {
        plainJson(context);
        expect(context).toMatchObject({ description: null, tree: null, pageLoaded: false });
        const error = step && 'error' in step.event ? step.event.error : undefined;
        if (error instanceof Error || step?.event.type === 'xstate.done.actor.fetchPage') {
          expect([context.error, context.status]).toEqual([
            {
              type: 'component-not-found',
              code: 1,
              message: COMPONENT_NOT_FOUND_MESSAGE,
              detail: error instanceof Error ? error.message : 'Unknown layout name',
            },
            null,
          ]);
        } else if (context.error?.type === 'network') {
          expect([error, context.error, context.status]).toEqual([
            { kind: 'network' },
            { type: 'network' },
            null,
          ]);
        } else {
          expect([error, context.error, context.status]).toEqual([
            { kind: 'server-response', status: 503 },
            { type: 'server-response', status: 503 },
            503,
          ]);
        }
      },
    },
  },
);

/** A real actor with instant fakes, run to a settled state, the way the server runs it. */
function settled(
  fetchPage: (path: string) => Promise<PageFetchOutput>,
  resolveTree = async (d: PageDescription) => treeOf(d),
) {
  let fetches = 0;
  const m = pageMachine.provide({
    actors: {
      fetchPage: fromPromise(
        async ({ input }: { input: { path: string } }) => (fetches++, fetchPage(input.path)),
      ),
      resolveTree: fromPromise(async ({ input }: { input: { description: PageDescription } }) =>
        resolveTree(input.description),
      ),
    },
    actions: { stampTime: assign({ pageTimestamp: () => 5_000 }) },
  });
  return { machine: m, fetches: () => fetches };
}

async function run(m: typeof pageMachine, path = '/national') {
  const actor = createActor(m).start();
  actor.send({ type: 'page.load', path });
  await waitFor(actor, (s) => s.matches('success') || s.matches('fail'));
  return actor;
}

describe('page machine snapshot', () => {
  it('settles to success with a JSON-serialisable snapshot that hydrates without a second fetch', async () => {
    const { machine: m, fetches } = settled(async () => national);
    const server = await run(m);
    const json = JSON.stringify(server.getPersistedSnapshot());
    server.stop();
    const client = createActor(m, { snapshot: JSON.parse(json) }).start();
    const s = client.getSnapshot();
    expect(s.matches('success')).toBe(true);
    expect(s.context).toMatchObject({
      path: '/national',
      status: 200,
      pageLoaded: true,
      pageTimestamp: 5_000,
    });
    expect(s.context.tree?.primary.main).toEqual([]);
    expect(fetches()).toBe(1);
    client.send({ type: 'page.load', path: '/national' });
    expect(client.getSnapshot().matches('reload')).toBe(true);
    await waitFor(client, (x) => x.matches('success'));
    expect(fetches()).toBe(1);
  });

  it('keeps a failure serialisable and turns an unknown layout into component-not-found', async () => {
    const { machine: m } = settled(async () => weird);
    const actor = await run(m);
    const json = JSON.stringify(actor.getPersistedSnapshot());
    const snap = JSON.parse(json) as { context: PageContext; value: unknown };
    expect(snap.value).toBe('fail');
    expect(snap.context.error).toEqual({
      type: 'component-not-found',
      code: 1,
      message: COMPONENT_NOT_FOUND_MESSAGE,
      detail: 'Unknown layout name',
    });
    const restored = createActor(m, { snapshot: JSON.parse(json) }).start();
    expect(restored.getSnapshot().context.error?.type).toBe('component-not-found');
  });

  it('maps a server response failure to its status and clears the screen', async () => {
    const { machine: m } = settled(async (p) =>
      p === '/national' ? national : Promise.reject({ kind: 'server-response', status: 404 }),
    );
    const actor = await run(m);
    actor.send({ type: 'page.load', path: '/nowhere' });
    await waitFor(actor, (s) => s.matches('fail'));
    expect(actor.getSnapshot().context).toMatchObject({
      path: '/nowhere',
      description: null,
      tree: null,
      status: 404,
      error: { type: 'server-response', status: 404 },
    });
  });

  it('a newer navigation wins over a slower one', async () => {
    let release: (o: PageFetchOutput) => void = () => {};
    const { machine: m } = settled((p) =>
      p === '/slow'
        ? new Promise((r) => (release = r))
        : Promise.resolve({ status: 200, description: page(p) }),
    );
    const actor = createActor(m).start();
    actor.send({ type: 'page.load', path: '/slow' });
    actor.send({ type: 'page.load', path: '/marine' });
    await waitFor(actor, (s) => s.matches('success'));
    release({ status: 200, description: page('/slow') });
    await Promise.resolve();
    expect(actor.getSnapshot().context.description?.url).toBe('/marine');
  });
});
