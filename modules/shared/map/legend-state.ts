/**
 * The legend panel (spec pages doc section 4): closed, Keys open, or Filters open. Clicking the
 * active tab closes it, the Close button closes it, and changing keys resets it to closed.
 */

export type LegendState = 'closed' | 'keys' | 'filters';
export type LegendEvent =
  { type: 'tab'; tab: 'keys' | 'filters' } | { type: 'close' } | { type: 'keys.changed' };

export function legendReducer(state: LegendState, event: LegendEvent): LegendState {
  switch (event.type) {
    case 'tab':
      return state === event.tab ? 'closed' : event.tab;
    case 'close':
    case 'keys.changed':
      return 'closed';
  }
}

/**
 * The all-filters checkbox (spec section 4): all, some or none selected; clicking moves all to
 * none, and none or some to all.
 */
export type AllFiltersState = 'all' | 'some' | 'none';

export function allFiltersState(
  checked: ReadonlySet<string>,
  keys: readonly string[],
): AllFiltersState {
  const count = keys.filter((k) => checked.has(k)).length;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

export function toggleAllFilters(
  checked: ReadonlySet<string>,
  keys: readonly string[],
): Set<string> {
  return allFiltersState(checked, keys) === 'all' ? new Set() : new Set(keys);
}
