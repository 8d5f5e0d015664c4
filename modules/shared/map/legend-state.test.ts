import { allFiltersState, legendReducer, toggleAllFilters } from './legend-state.ts';
import type { LegendEvent, LegendState } from './legend-state.ts';

describe('legend panel states', () => {
  const cases: [LegendState, LegendEvent, LegendState][] = [
    ['closed', { type: 'tab', tab: 'keys' }, 'keys'],
    ['closed', { type: 'tab', tab: 'filters' }, 'filters'],
    ['keys', { type: 'tab', tab: 'keys' }, 'closed'],
    ['keys', { type: 'tab', tab: 'filters' }, 'filters'],
    ['filters', { type: 'tab', tab: 'filters' }, 'closed'],
    ['filters', { type: 'tab', tab: 'keys' }, 'keys'],
    ['keys', { type: 'close' }, 'closed'],
    ['filters', { type: 'close' }, 'closed'],
    ['keys', { type: 'keys.changed' }, 'closed'],
    ['filters', { type: 'keys.changed' }, 'closed'],
  ];
  it.each(cases)('%s + %o -> %s', (from, event, to) => {
    expect(legendReducer(from, event)).toBe(to);
  });
});

describe('all-filters checkbox', () => {
  const keys = ['a', 'b', 'c'];
  it('reports all, some or none', () => {
    expect(allFiltersState(new Set(keys), keys)).toBe('all');
    expect(allFiltersState(new Set(['a']), keys)).toBe('some');
    expect(allFiltersState(new Set(), keys)).toBe('none');
  });
  it('moves all to none, and none or some to all', () => {
    expect([...toggleAllFilters(new Set(keys), keys)]).toEqual([]);
    expect([...toggleAllFilters(new Set(['b']), keys)]).toEqual(keys);
    expect([...toggleAllFilters(new Set(), keys)]).toEqual(keys);
  });
});
