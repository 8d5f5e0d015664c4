import { KeyView } from './LegendKeys.tsx';
import type { Legend as LegendState, LegendMap } from './use-legend.ts';

/**
 * What an open legend panel shows: the keys, or the filters. A chunk of its own, loaded when a
 * visitor first opens the legend (the map pages' JavaScript before interaction is at its budget);
 * the server renders the keys for visitors without JavaScript from KeyView directly.
 */
export default function LegendBody({
  map,
  legend,
  id,
}: {
  map: LegendMap;
  legend: LegendState;
  /** Names the filters' radio group. */
  id: string;
}) {
  const { keys = [], filters = [], filterLabel, filterType = 'checkbox' } = map;
  const { view, checked, send } = legend;
  if (view.panel === 'keys')
    return keys.map((k, i) => <KeyView key={`${k.type}-${i}`} legendKey={k} />);
  if (view.panel !== 'filters') return null;
  return (
    <fieldset className="wx-legend__filters">
      <legend>{filterLabel ?? 'Filters'}</legend>
      {filterType === 'checkbox' ? (
        <label>
          <input
            type="checkbox"
            checked={view.all === 'all'}
            ref={(el) => {
              if (el) el.indeterminate = view.all === 'some';
            }}
            onChange={() => send({ type: 'filters.all' })}
          />
          All
        </label>
      ) : null}
      {filters.map((f) => (
        <label key={f.key}>
          <input
            type={filterType}
            name={`${id}-filter`}
            checked={checked.has(f.key)}
            onChange={() => send({ type: 'filters.toggle', key: f.key })}
          />
          {f.label}
        </label>
      ))}
    </fieldset>
  );
}
