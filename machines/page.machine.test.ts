import { assign, createActor, fromPromise, waitFor } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import type { PageDescription } from '#schemas/generated/types.ts';
import { resolvePage } from '#engine/resolve.ts';
import type { PageTree } from '#engine/tree.ts';
import { COMPONENT_NOT_FOUND_MESSAGE, pageMachine } from './page.machine.ts';
import type { PageContext, PageFetchOutput } from './page.machine.ts';
import { describeModel } from './testing/describe-model.ts';

const page = (url: string, layout = 'five-up'): PageDescription =>
  ({
    schemaVersion: 1,
    url,
    type: 'x',
    name: 'x',
    title: `Title of ${url}`,
    layout: { name: layout },
  }) as PageDescription;
const treeOf = (d: PageDescription): PageTree =>
  resolvePage(d, {}, { debug: false, logger: { error: () => {} } });

const national: PageFetchOutput = { status: 200, description: page('/national') };
const notFound: PageFetchOutput = { status: 404, description: page('/not-found', 'not-found') };
const weird: PageFetchOutput = { status: 200, description: page('/weird', 'three-up') };

// A clock the stampTime action reads, so "fresh timestamp" is observable.
let clock = 1_000;
const machine = pageMachine.provide({
  actions: { stampTime: assign({ pageTimestamp: () => (clock += 1_000) }) },
});

let previous: PageContext | undefined;
describeModel(
  'page machine',
  {
    machine,
    events: [
      { type: 'page.load', path: '/national' },
      { type: 'page.load', path: '/marine' },
      { type: 'page.reset' },
      { type: 'xstate.error.actor.fetchPage', error: { kind: 'network' } },
      { type: 'xstate.error.actor.fetchPage', error: { kind: 'server-response', status: 503 } },
      { type: 'xstate.error.actor.fetchPage', error: new TypeError('JSON.parse: bad body') },
    ] as never,
    outputs: {
      fetchPage: [national, notFound, weird],
      resolveTree: [treeOf(national.description)],
      reloadTree: [treeOf(national.description)],
    },
    errors: { resolveTree: new Error('chunk failed'), reloadTree: new Error('chunk failed') },
    contextKey: (c: PageContext) => [c.error?.type ?? null, c.status],
  },
  {
    check: (snapshot: AnyMachineSnapshot, step) => {
      const c = snapshot.context as PageContext;
      const before = step ? previous : undefined;
      previous = c;
      expect(JSON.parse(JSON.stringify(c))).toEqual(c);
      if (snapshot.matches('idle')) {
        expect(c).toMatchObject({
          description: null,
          tree: null,
          error: null,
          pageLoaded: false,
          path: null,
        });
        if (step?.event.type === 'page.reset')
          expect(c.pageTimestamp).toBeGreaterThan(before?.pageTimestamp ?? Infinity);
      }
      if (snapshot.matches('loading')) {
        expect(c.pageLoaded).toBe(false);
        expect(c.path).toMatch(/^\//);
        expect(c.error).toBeNull();
      }
      if (snapshot.matches({ loading: 'tree' })) expect(c.description?.url).toBeDefined();
      if (snapshot.matches('success')) {
        expect(c.error).toBeNull();
        expect(c.pageLoaded).toBe(true);
        expect(c.tree).not.toBeNull();
        expect(c.status).toBe(c.description?.layout.name === 'not-found' ? 404 : 200);
        if (step?.event.type.startsWith('xstate.done.actor'))
          expect(c.pageTimestamp).toBeGreaterThan(before?.pageTimestamp ?? Infinity);
      }
      if (snapshot.matches('reload')) {
        expect(c.description).not.toBeNull();
        expect(c.tree).not.toBeNull();
        expect(step?.event).toEqual({ type: 'page.load', path: before?.path });
      }
      if (snapshot.matches('fail')) {
        expect(c).toMatchObject({ description: null, tree: null, pageLoaded: false });
        const { error } = c;
        if (error?.type === 'network') expect(error).toEqual({ type: 'network' });
        else if (error?.type === 'server-response')
          expect([error, c.status]).toEqual([{ type: 'server-response', status: 503 }, 503]);
        else
          expect(error).toMatchObject({
            type: 'component-not-found',
            code: 1,
            message: 'Unable to load layout with the layout name',
          });
      }
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
    const snap = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as {
      context: PageContext;
      value: unknown;
    };
    expect(snap.value).toBe('fail');
    expect(snap.context.error).toEqual({
      type: 'component-not-found',
      code: 1,
      message: COMPONENT_NOT_FOUND_MESSAGE,
      detail: 'Unknown layout name',
    });
    const restored = createActor(m, { snapshot: snap as never }).start();
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
