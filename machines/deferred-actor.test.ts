import { createActor } from 'xstate';
import { deferredActor, matchesValue } from './deferred-actor.ts';
import { drawerMachine, startedDrawer } from './drawer.machine.ts';

type Drawer = ReturnType<typeof startedDrawer>;
const light = (value: string) =>
  ({ value, matches: (t: unknown) => matchesValue(value, t) }) as ReturnType<Drawer['getSnapshot']>;

/** A statechart that arrives when the test says (its chunk on the network). */
function later() {
  let arrive: (actor: Drawer) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const create = vi.fn(
    () =>
      new Promise<Drawer>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { create, arrive: (a: Drawer) => arrive(a), fail: (e: Error) => fail(e) };
}

describe('deferredActor', () => {
  it('shows the light snapshot, keeps the events and gives them to the real actor in order', async () => {
    const code = later();
    const drawer = deferredActor(code.create, light('collapsed'), { loadOnSend: true });
    const seen: string[] = [];
    drawer.subscribe((s) => seen.push(String(s.value)));
    expect(drawer.getSnapshot().matches('collapsed')).toBe(true);
    expect(code.create).not.toHaveBeenCalled();
    // A visitor's tap before the code: it starts loading, and is not lost.
    drawer.send({ type: 'drawer.toggle' });
    drawer.send({ type: 'drawer.toggle' });
    drawer.send({ type: 'drawer.toggle' });
    expect(code.create).toHaveBeenCalledTimes(1);
    code.arrive(startedDrawer(false));
    await drawer.ready();
    expect(drawer.loaded).toBe(true);
    expect(drawer.getSnapshot().value).toBe('expanded');
    // Its followers follow the real actor now.
    drawer.send({ type: 'drawer.toggle' });
    expect(seen.at(-1)).toBe('collapsed');
  });

  it('waits to be asked when an event must not fetch the code, and starts the actor if asked', async () => {
    const code = later();
    let interactive = false;
    const actor = deferredActor(code.create, light('starting'), { loadOnSend: () => interactive });
    actor.start();
    actor.send({ type: 'drawer.start', expanded: true });
    expect(code.create).not.toHaveBeenCalled();
    interactive = true;
    actor.send({ type: 'drawer.toggle' });
    expect(code.create).toHaveBeenCalledTimes(1);
    const ready = actor.ready();
    code.arrive(createActor(drawerMachine));
    await ready;
    expect(actor.getSnapshot().value).toBe('collapsed');
  });

  it('keeps the light state when the code cannot load, and tries again at the next ask', async () => {
    const code = later();
    const drawer = deferredActor(code.create, light('collapsed'), { loadOnSend: true });
    drawer.send({ type: 'drawer.toggle' });
    code.fail(new Error('Failed to fetch dynamically imported module'));
    await expect(drawer.ready()).rejects.toThrow(/Failed to fetch/);
    expect(drawer.getSnapshot().value).toBe('collapsed');
    const again = drawer.ready();
    expect(code.create).toHaveBeenCalledTimes(2);
    code.arrive(startedDrawer(false));
    await again;
    // The tap kept through the failure is answered.
    expect(drawer.getSnapshot().value).toBe('expanded');
  });

  it('answers an event at once when the code is already here', () => {
    const drawer = deferredActor(() => startedDrawer(false), light('collapsed'), {
      loadOnSend: true,
    });
    drawer.send({ type: 'drawer.toggle' });
    expect(drawer.getSnapshot().value).toBe('expanded');
  });

  it('matches state values as xstate does', () => {
    const value = { list: 'loading', sync: { waiting: 'retry' } };
    expect(matchesValue(value, 'list')).toBe(true);
    expect(matchesValue(value, { list: 'loading' })).toBe(true);
    expect(matchesValue(value, { list: 'ready' })).toBe(false);
    expect(matchesValue(value, { sync: 'waiting' })).toBe(true);
    expect(matchesValue('idle', 'idle')).toBe(true);
    expect(matchesValue('idle', { idle: 'x' })).toBe(false);
  });
});
