import { loadedView } from './warnings-view.ts';

describe('loadedView (the warnings the server renders into a page)', () => {
  it('is the loaded view of an answer with a warnings list, optional fields only when present', () => {
    expect(loadedView({ warnings: [], warningAreaName: 'West Coast' })).toEqual({
      loadState: 'loaded',
      warnings: [],
      summary: [],
      regional: [],
      warningAreaName: 'West Coast',
    });
  });

  it('is null for an answer without a warnings list, as the machine fails it', () => {
    expect(loadedView({ summary: [] })).toBeNull();
    expect(loadedView(null)).toBeNull();
    expect(loadedView('oops')).toBeNull();
  });
});
