import { useEffect, useRef, useState } from 'react';
import type { PageMap } from '#schemas/generated/types.ts';
import type { LegendEvent, LegendView } from '#machines/legend.machine.ts';

/** What a legend reads of the page's map. */
export type LegendMap = Pick<PageMap, 'keys' | 'filters' | 'filterLabel' | 'filterType'>;
type Running = { send: (event: LegendEvent) => void; stop: () => void };

export interface Legend {
  view: LegendView;
  /** Ticked filter keys (what the map shows). */
  checked: ReadonlySet<string>;
  send: (event: LegendEvent) => void;
}

/**
 * A map page's legend statechart (machines/legend.machine.ts). The machine and xstate load on the
 * first click on the legend, not with the page (JS budget): until then the panel is closed and the
 * page's default filters are ticked, which is the machine's first state.
 */
export function useLegend(map: LegendMap | undefined): Legend {
  const filters = map?.filters ?? [];
  const filterType = map?.filterType;
  const filterKeys = filters.map((f) => f.key);
  const initial = (): LegendView => {
    const checked = filters.filter((f) => f.checked !== false).map((f) => f.key);
    const n = checked.length;
    return { panel: 'closed', all: n ? (n < filterKeys.length ? 'some' : 'all') : 'none', checked };
  };
  const [view, setView] = useState(initial);
  const legend = useRef<Running | Promise<unknown> | null>(null);

  const send = (event: LegendEvent): void => {
    const now = legend.current;
    if (now && 'send' in now) return now.send(event);
    // Offline or after a deploy the import fails: the legend stays closed, the map still shows.
    legend.current ??= import('#machines/legend.machine.ts').then(
      ({ startLegend }) => {
        legend.current = startLegend(
          { filterKeys, radio: filterType === 'radio' },
          view.checked,
          setView,
        );
      },
      () => (legend.current = null),
    );
    void (legend.current as Promise<unknown>).then(() => send(event));
  };

  // Spec: changing keys resets the panel to closed; other filters (another map page) start afresh.
  const signature = JSON.stringify([map?.keys, filterKeys, filterType]);
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    const sameFilters = JSON.parse(seen.current)[1].join() === filterKeys.join();
    seen.current = signature;
    const now = legend.current;
    if (now && 'send' in now && sameFilters) return now.send({ type: 'legend.keys.changed' });
    if (now && 'stop' in now) now.stop();
    legend.current = null;
    setView(initial());
  });
  useEffect(
    () => () => {
      const now = legend.current;
      if (now && 'stop' in now) now.stop();
    },
    [],
  );
  return { view, checked: new Set(view.checked), send };
}
