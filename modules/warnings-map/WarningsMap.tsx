import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { Warning, WarningsMapConfig } from '#schemas/generated/types.ts';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { Legend } from '../shared/map/Legend.tsx';
import { MAP_HEIGHT, MAP_WIDTH, NZ_OUTLINE } from '../shared/map/projection.ts';
import { useLegend } from '../shared/map/use-legend.ts';
import { warningAnchor, WarningItem } from '../warnings-list/WarningItem.tsx';
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
 * severe drawn last, on top), and beside it the list that carries the same information, so the
 * page is complete for screen readers and without the map.
 */
export default function WarningsMap({ config, context }: ModuleProps<WarningsMapConfig>) {
  const titleId = useId();
  const listId = useId();
  const pageMap = context.page.map;
  const filters = pageMap?.filters ?? [];
  const legend = useLegend(pageMap);
  // The page's filters show and hide warnings by level; a level no filter names always shows.
  const shownLevel = (level: string) =>
    legend.checked.has(level) || !filters.some((f) => f.key === level);
  const all = config.warnings ?? [];
  const warnings = all.filter((w) => shownLevel(w.warnLevel));
  const shapes = all
    .map((warning, i) => ({
      warning,
      paths: (config.areas?.[i]?.polygons ?? []).map(ringPath).filter(Boolean),
    }))
    .filter((s) => s.paths.length > 0 && shownLevel(s.warning.warnLevel))
    .sort((a, b) => DRAW_ORDER[a.warning.warnLevel] - DRAW_ORDER[b.warning.warnLevel]);
  return (
    <ModuleSection className="wx-warnings-map" title={config.title} label="Warnings map">
      <div className="wx-warnings-map__body">
        <svg
          className="wx-warnings-map__svg"
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={listId}
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
        {all.length === 0 ? (
          <p id={listId}>No warnings in place for New Zealand</p>
        ) : warnings.length === 0 ? (
          <p id={listId}>None of the warnings in place are of the levels you chose to show.</p>
        ) : (
          <ul id={listId} className="wx-warnings-map__list">
            {warnings.map((w, i) => (
              <WarningItem
                key={`${w.capId ?? w.name}-${i}`}
                warning={w}
                id={`map-${warningAnchor(w) ?? i}`}
              />
            ))}
          </ul>
        )}
      </div>
      {pageMap ? <Legend map={pageMap} legend={legend} /> : null}
    </ModuleSection>
  );
}
