import { useId } from 'react';
import type { LegendKey } from '#schemas/generated/types.ts';
import { legendStatusStep } from '#engine/vocabulary/rain.ts';
import { NO_RATING, ratingStatus } from '../ratings.ts';
import type { Legend as LegendState, LegendMap } from './use-legend.ts';
import '../shared.css';
import './map.css';

export interface LegendProps {
  /** The page's map: its keys, filters, filterLabel and filterType. */
  map: LegendMap;
  /** The page's legend statechart (useLegend), shared with the map that shows the markers. */
  legend: LegendState;
}

/** Swatch class of a legend entry: rain steps by status, ratings by colour, else none. */
function swatchClass(
  key: LegendKey,
  entry: NonNullable<LegendKey['content']>[number],
): string | null {
  if (entry.rating !== undefined)
    return `wx-legend__swatch wx-legend__swatch--${ratingStatus(entry.rating) ?? 'none'}`;
  const step = key.type === 'rain' ? legendStatusStep(entry.status) : null;
  return step === null ? null : `wx-legend__swatch wx-rain-fill--${step}`;
}

/** One key; a type this legend does not know falls back to the generic list (spec section 8). */
function KeyView({ legendKey }: { legendKey: LegendKey }) {
  return (
    <div className="wx-legend__key">
      <h3 className="wx-legend__title">
        {legendKey.prefix ? `${legendKey.prefix} ` : ''}
        {legendKey.label}
      </h3>
      {legendKey.text ? <p className="wx-legend__text">{legendKey.text}</p> : null}
      {legendKey.content?.length ? (
        <ul className="wx-legend__list">
          {legendKey.content.map((entry, i) => {
            const swatch = swatchClass(legendKey, entry);
            const noRating = entry.rating !== undefined && ratingStatus(entry.rating) === null;
            return (
              <li key={`${entry.label ?? ''}-${i}`}>
                {swatch ? <span className={swatch} aria-hidden="true" /> : null}
                <span>{noRating ? NO_RATING : entry.label}</span>
                {entry.value !== undefined ? (
                  <span className="wx-legend__value">{entry.value}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** Keys and Filters tabs over one panel (max 250 px wide, spec section 9). */
export function Legend({ map, legend }: LegendProps) {
  const id = useId();
  const { keys = [], filters = [], filterLabel, filterType = 'checkbox' } = map;
  if (keys.length === 0 && filters.length === 0) return null;
  const { view, checked, send } = legend;
  const state = view.panel;
  const panelId = `${id}-panel`;
  const filtersTitle = filterLabel ?? 'Filters';
  const tab = (name: 'keys' | 'filters', label: string) => (
    <button
      type="button"
      aria-expanded={state === name}
      aria-controls={panelId}
      onClick={() => send({ type: 'legend.tab', tab: name })}
    >
      {label}
    </button>
  );

  return (
    <div className="wx-legend">
      <div className="wx-legend__tabs">
        {keys.length > 0 ? tab('keys', 'Keys') : null}
        {filters.length > 0 ? tab('filters', 'Filters') : null}
      </div>
      {keys.length > 0 ? (
        // Without JavaScript the Keys button cannot open its panel: the keys show here instead.
        // (The style is here, not in map.css, which pages without keys inline too.)
        <noscript>
          <style>{'.wx-legend__tabs{display:none}'}</style>
          <div className="wx-legend__panel" role="region" aria-label="Keys">
            {keys.map((k, i) => (
              <KeyView key={`${k.type}-${i}`} legendKey={k} />
            ))}
          </div>
        </noscript>
      ) : null}
      <div
        className="wx-legend__panel"
        id={panelId}
        role="region"
        aria-label={state === 'filters' ? filtersTitle : 'Keys'}
        hidden={state === 'closed'}
      >
        <button
          type="button"
          className="wx-legend__close"
          onClick={() => send({ type: 'legend.close' })}
        >
          Close
        </button>
        {state === 'keys'
          ? keys.map((k, i) => <KeyView key={`${k.type}-${i}`} legendKey={k} />)
          : null}
        {state === 'filters' ? (
          <fieldset className="wx-legend__filters">
            <legend>{filtersTitle}</legend>
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
        ) : null}
      </div>
    </div>
  );
}
