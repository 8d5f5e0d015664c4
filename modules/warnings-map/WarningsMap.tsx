import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { Warning, WarningsMapConfig } from '#schemas/generated/types.ts';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { Legend } from '../shared/map/Legend.tsx';
import { MapView } from '../shared/map/MapView.tsx';
import { MAP_HEIGHT, MAP_WIDTH, NZ_OUTLINE } from '../shared/map/projection.ts';
import { useLegend } from '../shared/map/use-legend.ts';
import { levelWords, WarningItem } from '../warnings-list/WarningItem.tsx';
import { ringPath } from './areas.ts';
import './WarningsMap.css';

const DRAW_ORDER: Record<Warning['warnLevel'], number> = {
  none: 0,
  blue: 1,
  yellow: 2,
  orange: 3,
  red: 4,
};

/**
 * The warnings map: each warning's areas filled in its level's colour over New Zealand (most
 * severe drawn last, on top); a tapped area opens its warning. The page's warnings list carries
 * the same information in words (issue 22: one list, not the same warnings twice), so the page is
 * complete for screen readers and without the map.
 */
export default function WarningsMap({ config, context }: ModuleProps<WarningsMapConfig>) {
  const titleId = useId();
  const pageMap = context.page.map;
  const filters = pageMap?.filters ?? [];
  const legend = useLegend(pageMap);
  // The page's filters show and hide warnings by level; a level no filter names always shows.
  const shownLevel = (level: string) =>
    legend.checked.has(level) || !filters.some((f) => f.key === level);
  const all = config.warnings ?? [];
  const warnings = all.filter((w) => shownLevel(w.warnLevel));
  const [selected, setSelected] = useState<number | null>(null);
  const picked = selected === null ? undefined : all[selected];
  const detail = useRef<HTMLElement>(null);
  useEffect(() => detail.current?.focus(), [selected]);
  const levels = [...legend.checked].join();
  // The warnings shown, with their areas, most severe last (drawn on top): both maps draw these.
  // Memoised on the ticked levels (`levels` spells them) so the interactive map redraws its
  // areas only when they change.
  const visible = useMemo(
    () =>
      all
        .map((warning, i) => ({ warning, i, rings: config.areas?.[i]?.polygons ?? [] }))
        .filter((v) => v.rings.length > 0 && shownLevel(v.warning.warnLevel))
        .sort((a, b) => DRAW_ORDER[a.warning.warnLevel] - DRAW_ORDER[b.warning.warnLevel]),
    [all, config.areas, levels],
  );
  const shapes = visible
    .map((v) => ({ ...v, paths: v.rings.map(ringPath).filter(Boolean) }))
    .filter((s) => s.paths.length > 0);
  // The interactive map's areas, where a tapped area opens its warning.
  const areas = useMemo(
    () =>
      visible.map(({ warning: w, i, rings }) => ({
        key: String(i),
        name: `${w.name} (${levelWords(w.warnLevel)})`,
        className: `wx-warnings-map__area wx-warnings-map__area--${w.warnLevel}`,
        rings,
      })),
    [visible],
  );
  return (
    <ModuleSection className="wx-warnings-map" title={config.title} label="Warnings map">
      <div className="wx-warnings-map__body">
        <MapView
          measure={false}
          map={{
            label: 'Warning areas: drag to move, pinch to zoom, tap an area for its warning',
            areas,
            onSelect: (key) => setSelected(Number(key)),
            tileUrl: pageMap?.config?.tileUrl,
            tileAttribution: pageMap?.config?.tileAttribution,
          }}
          staticMap={
            <svg
              className="wx-warnings-map__svg"
              viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
              role="img"
              aria-labelledby={titleId}
            >
              <title
                id={titleId}
              >{`Map of New Zealand showing the areas of ${warnings.length} warnings, watches and outlooks in force`}</title>
              <path className="wx-warnings-map__land" d={NZ_OUTLINE.path} />
              {shapes.map(({ warning, paths }, i) => (
                <g
                  key={`${warning.capId ?? warning.name}-${i}`}
                  className={`wx-warnings-map__area wx-warnings-map__area--${warning.warnLevel}`}
                >
                  {paths.map((d, j) => (
                    <path key={j} d={d} />
                  ))}
                </g>
              ))}
            </svg>
          }
        />
        {picked ? (
          <section
            className="wx-warnings-map__detail"
            aria-label={`Warning: ${picked.name}`}
            tabIndex={-1}
            ref={detail}
            onKeyDown={(e) => e.key === 'Escape' && setSelected(null)}
          >
            <button type="button" onClick={() => setSelected(null)}>
              Close
            </button>
            <ul className="wx-warnings-map__list">
              <WarningItem warning={picked} />
            </ul>
          </section>
        ) : null}
        {all.length > 0 && warnings.length === 0 ? (
          <p>None of the warnings in place are of the levels you chose to show.</p>
        ) : null}
      </div>
      {pageMap ? <Legend map={pageMap} legend={legend} /> : null}
    </ModuleSection>
  );
}
