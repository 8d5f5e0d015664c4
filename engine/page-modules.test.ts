import { faultyModules, withoutModules, writtenModules } from './page-modules.ts';

const page = {
  layout: {
    primary: {
      main: [
        { name: 'a' },
        { name: 'tabs', tabs: [{ header: 'x', modules: [{ name: 'b' }, { name: 'c' }] }] },
        { name: 'd' },
      ],
      right: [{ name: 'e' }],
    },
    search: { mapModule: { name: 'static-map' } },
  },
};

describe('faultyModules and withoutModules', () => {
  it('blames the innermost module holding each problem', () => {
    expect(
      faultyModules(page, [
        '/layout/primary/main/1/tabs/0/modules/1/title',
        '/layout/primary/main/0',
        '/layout/primary/main/2/name',
      ]).sort(),
    ).toEqual([
      '/layout/primary/main/0',
      '/layout/primary/main/1/tabs/0/modules/1',
      '/layout/primary/main/2',
    ]);
  });

  it('removes modules in any order without shifting the others, nested ones and the map module too', () => {
    const out = withoutModules(page, [
      '/layout/primary/main/0',
      '/layout/primary/main/1/tabs/0/modules/0',
      '/layout/primary/main/2',
      '/layout/search/mapModule',
    ]);
    expect(writtenModules(out).map((m) => (m.config as { name: string }).name)).toEqual([
      'tabs',
      'c',
      'e',
    ]);
    // The description itself is left as it was.
    expect(writtenModules(page)).toHaveLength(7);
  });

  it('takes a module inside a removed one with it', () => {
    const out = withoutModules(page, [
      '/layout/primary/main/1',
      '/layout/primary/main/1/tabs/0/modules/0',
    ]);
    expect(writtenModules(out).map((m) => (m.config as { name: string }).name)).toEqual([
      'a',
      'd',
      'e',
      'static-map',
    ]);
  });
});
