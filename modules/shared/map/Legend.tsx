import { lazy, Suspense, useId } from 'react';
import { KeyView as ServerKeyView } from './LegendKeys.tsx';
import type { Legend as LegendState, LegendMap } from './use-legend.ts';
import '../shared.css';
import './map.css';

// The open panel's keys and filters: loaded with the first click on the legend.
const LegendBody = lazy(() => import('./LegendBody.tsx'));
// The keys for visitors without JavaScript, in the server's HTML only: folded away in the
// browser's build, so the keys' code is not in the page's first load (only in the panel's chunk).
const NoscriptKey = import.meta.env.SSR ? ServerKeyView : null;

export interface LegendProps {
  /** The page's map: its keys, filters, filterLabel and filterType. */
  map: LegendMap;
  /** The page's legend statechart (useLegend), shared with the map that shows the markers. */
  legend: LegendState;
}

/** Keys and Filters tabs over one panel (max 250 px wide, spec section 9). */
export function Legend({ map, legend }: LegendProps) {
  const id = useId();
  const { keys = [], filters = [], filterLabel } = map;
  if (keys.length === 0 && filters.length === 0) return null;
  const { view, send } = legend;
  const state = view.panel;
  const panelId = `${id}-panel`;
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
            {NoscriptKey
              ? keys.map((k, i) => <NoscriptKey key={`${k.type}-${i}`} legendKey={k} />)
              : null}
          </div>
        </noscript>
      ) : null}
      <div
        className="wx-legend__panel"
        id={panelId}
        role="region"
        aria-label={state === 'filters' ? (filterLabel ?? 'Filters') : 'Keys'}
        hidden={state === 'closed'}
      >
        <button
          type="button"
          className="wx-legend__close"
          onClick={() => send({ type: 'legend.close' })}
        >
          Close
        </button>
        {state === 'closed' ? null : (
          <Suspense fallback={null}>
            <LegendBody map={map} legend={legend} id={id} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
