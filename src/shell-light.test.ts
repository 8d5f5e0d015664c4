import { createActor } from 'xstate';
import { favouritesMachine } from '#machines/favourites.machine.ts';
import { searchMachine } from '#machines/search.machine.ts';
import { warningsMachine } from '#machines/warnings.machine.ts';
import { lightDrawer } from '#src/layouts/Drawer.tsx';
import { startedDrawer } from '#machines/drawer.machine.ts';
import { lightFavourites, lightSearch, lightWarnings } from './shell-light.ts';

/**
 * The shell hydrates with these stand-ins while its statecharts load (decision 027): each must
 * be what its machine's first snapshot is (the server renders with that), or hydration would
 * disagree with the server's HTML.
 */
describe("the shell's light snapshots", () => {
  it("are the favourites machine's first snapshot", () => {
    const real = createActor(favouritesMachine).getSnapshot();
    const light = lightFavourites();
    expect(light.value).toEqual(real.value);
    expect(light.context).toEqual(real.context);
    for (const test of ['list', { list: 'loading' }, { list: 'ready' }, { sync: 'idle' }] as const)
      expect(light.matches(test as never)).toBe(real.matches(test as never));
  });

  it("are the warnings machine's first snapshot", () => {
    const real = createActor(warningsMachine, { input: { pageLoadedAt: 42 } }).getSnapshot();
    const light = lightWarnings(42);
    expect(light.value).toEqual(real.value);
    expect(light.context).toEqual(real.context);
    expect(light.children).toEqual(real.children);
  });

  it("are the search machine's first snapshot", () => {
    const real = createActor(searchMachine, { input: { recentSearches: [] } }).getSnapshot();
    expect(lightSearch().value).toEqual(real.value);
    expect(lightSearch().context).toEqual(real.context);
  });

  it("are a drawer machine's snapshot once started", () => {
    for (const expanded of [true, false]) {
      const real = startedDrawer(expanded).getSnapshot();
      expect(lightDrawer(expanded).value).toEqual(real.value);
      expect(lightDrawer(expanded).matches('expanded')).toBe(real.matches('expanded'));
    }
  });
});
