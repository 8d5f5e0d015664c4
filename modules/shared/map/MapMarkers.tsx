import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Marker } from '#schemas/generated/types.ts';
import { labelPlacement, MARKER_RADIUS } from './markers.ts';
import type { PlacedMarker } from './markers.ts';
import type { MapSize } from './zoom.ts';
import './markers.css';

const FONT_SIZE: Record<MapSize, number> = { small: 9, medium: 10, large: 11 };

/** Draws a marker as the caller's own element, or returns null for the default (link or label). */
export type CustomMarker = (
  marker: Marker,
  body: ReactNode,
  name: string,
  events: Record<'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur', () => void>,
) => ReactNode;

/**
 * Weather icons for markers whose view names one (the static map's). Passed in rather than
 * imported, so a map without icons (the radar) does not load them.
 */
export interface MarkerIcons {
  Icon: ComponentType<{ condition: string; size: number; x: number; y: number }>;
  names: Readonly<Record<string, string>>;
}

function MarkerView({
  placed,
  size,
  active,
  onActive,
  custom,
  icons,
}: {
  placed: PlacedMarker;
  size: MapSize;
  active: boolean;
  onActive: (on: boolean) => void;
  custom?: CustomMarker;
  icons?: MarkerIcons;
}) {
  const { marker, x, y, hasPoint, labelPos } = placed;
  const label = marker.label;
  const r = MARKER_RADIUS[size];
  const icon = marker.view?.icon && icons?.names[marker.view.icon] ? marker.view.icon : null;
  const Icon = icons?.Icon;
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
      {icon && Icon ? (
        <Icon condition={icon} size={iconSize} x={x - iconSize / 2} y={y - iconSize / 2} />
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
  // A caller may draw the marker as its own control (the radar: a button that opens the detail).
  const own = custom?.(marker, body, name, events);
  if (own) return own;
  // The icon's weather in words too (issue 29, WCAG 1.1.1): 'Auckland 19°, Partly cloudy'.
  const said = icon && icons ? `${name}, ${icons.names[icon]}` : name;
  // Spec: a marker's action is a link (a set of modules is opened by the map layout, not here).
  return typeof marker.action === 'string' ? (
    <a className="wx-static-map__marker" href={marker.action} aria-label={said} {...events}>
      {body}
    </a>
  ) : (
    <g
      className="wx-static-map__marker"
      tabIndex={label?.textHover ? 0 : undefined}
      role="img"
      aria-label={said}
      {...events}
    >
      {body}
    </g>
  );
}

/** Markers drawn inside an NzMap. */
export function MapMarkers({
  placed,
  size,
  custom,
  icons,
}: {
  placed: readonly PlacedMarker[];
  size: MapSize;
  custom?: CustomMarker;
  icons?: MarkerIcons;
}) {
  const [active, setActive] = useState<string | null>(null);
  // Top to bottom, then left to right: Tab goes down the map as the eye does (issue 29), not in
  // the data's order, which jumped from Cardrona up to Mt Dobson.
  const inScreenOrder = [...placed].sort((a, b) => a.y - b.y || a.x - b.x);
  return inScreenOrder.map((p) => (
    <MarkerView
      key={p.marker.key}
      placed={p}
      size={size}
      active={active === p.marker.key}
      onActive={(on) => setActive(on ? p.marker.key : null)}
      custom={custom}
      icons={icons}
    />
  ));
}
