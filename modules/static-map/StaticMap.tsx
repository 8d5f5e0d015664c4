import { useEffect, useState } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { Marker, StaticMapConfig } from '#schemas/generated/types.ts';
import { CONDITION_TEXT, ConditionIcon } from '../shared/conditions.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { Legend } from '../shared/map/Legend.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { isMapSize, parseZoom, zoomFor } from '../shared/map/zoom.ts';
import type { MapSize } from '../shared/map/zoom.ts';
import { filterMarkers, labelPlacement, MARKER_RADIUS, placeMarkers } from './markers.ts';
import type { PlacedMarker } from './markers.ts';
import './StaticMap.css';

const FONT_SIZE: Record<MapSize, number> = { small: 9, medium: 10, large: 11 };

function MarkerView({
  placed,
  size,
  active,
  onActive,
}: {
  placed: PlacedMarker;
  size: MapSize;
  active: boolean;
  onActive: (on: boolean) => void;
}) {
  const { marker, x, y, hasPoint, labelPos } = placed;
  const label = marker.label;
  const r = MARKER_RADIUS[size];
  const icon = marker.view?.icon && CONDITION_TEXT[marker.view.icon] ? marker.view.icon : null;
  // Small enough that neighbouring towns' icons and labels stay clear (Napier and Gisborne).
  const iconSize = r * 3;
  const place = labelPlacement(labelPos, (icon ? iconSize / 2 : r) + 3);
  const suffix = label?.suffix ? ` ${label.suffix}` : '';
  const text = label?.text ?? marker.view?.text ?? '';
  // A labelled marker with a value (today's high on the national map) shows it after the name.
  const value = label?.text && marker.view?.text !== label.text ? marker.view?.text : undefined;
  // Spec section 4: hover or focus switches the label from the viewport text to the hover text.
  const hoverText = label?.textHover ?? text;
  const body = (
    <>
      {hasPoint && !icon ? <circle className="wx-static-map__point" cx={x} cy={y} r={r} /> : null}
      {icon ? (
        <ConditionIcon condition={icon} size={iconSize} x={x - iconSize / 2} y={y - iconSize / 2} />
      ) : null}
      <text
        className="wx-static-map__label"
        x={x + place.dx}
        y={y + place.dy}
        dy={place.baseline}
        textAnchor={place.anchor}
        fontSize={FONT_SIZE[size]}
      >
        {active ? (
          hoverText + suffix
        ) : (
          <>
            <tspan className="wx-static-map__text">{text + suffix}</tspan>
            <tspan className="wx-static-map__text-mobile">
              {(label?.textMobile ?? text) + suffix}
            </tspan>
            {value ? <tspan className="wx-static-map__value"> {value}</tspan> : null}
          </>
        )}
      </text>
    </>
  );
  const events = {
    onMouseEnter: () => onActive(true),
    onMouseLeave: () => onActive(false),
    onFocus: () => onActive(true),
    onBlur: () => onActive(false),
  };
  const name = hoverText + suffix || marker.key;
  // Spec: a marker's action is a link (a set of modules is opened by the map layout, not here).
  return typeof marker.action === 'string' ? (
    <a className="wx-static-map__marker" href={marker.action} aria-label={name} {...events}>
      {body}
    </a>
  ) : (
    <g
      className="wx-static-map__marker"
      tabIndex={label?.textHover ? 0 : undefined}
      role="img"
      aria-label={name}
      {...events}
    >
      {body}
    </g>
  );
}

/** The New Zealand static map with markers (spec sections 3, 4, 9). */
export default function StaticMap({ config, context }: ModuleProps<StaticMapConfig>) {
  const pageMap = context.page.map;
  const markers: Marker[] = config.markers ?? pageMap?.markers ?? [];
  const size: MapSize = isMapSize(config.size) ? config.size : (pageMap?.config?.size ?? 'large');
  const markerSize: MapSize = config.markerSize ?? 'large';
  const filters = pageMap?.filters ?? [];
  const filterKeys = filters.map((f) => f.key);
  const [checked, setChecked] = useState<ReadonlySet<string>>(
    () => new Set(filters.filter((f) => f.checked !== false).map((f) => f.key)),
  );
  const [active, setActive] = useState<string | null>(null);

  const { placed, problems } = placeMarkers(
    filterMarkers(markers, filterKeys, checked),
    size,
    zoomFor(parseZoom(config.zoom), size),
  );
  const problemText = problems.join('\n');
  useEffect(() => {
    for (const problem of problemText ? problemText.split('\n') : [])
      console.error(`static-map: ${problem}`);
  }, [problemText]);

  return (
    <ModuleSection
      className={`wx-static-map wx-static-map--${size}`}
      title={config.title}
      label="Map of New Zealand"
    >
      <NzMap size={size} label={config.title ?? 'Map of New Zealand'}>
        {placed.map((p) => (
          <MarkerView
            key={p.marker.key}
            placed={p}
            size={markerSize}
            active={active === p.marker.key}
            onActive={(on) => setActive(on ? p.marker.key : null)}
          />
        ))}
      </NzMap>
      {pageMap && !config.markers ? (
        <Legend
          keys={pageMap.keys ?? []}
          filters={filters}
          filterLabel={pageMap.filterLabel}
          filterType={pageMap.filterType}
          checked={checked}
          onFiltersChange={setChecked}
        />
      ) : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
