import type { ReactNode } from 'react';
import type { MapBand } from '#schemas/generated/types.ts';
import { colourStep } from '../../colour-steps.ts';
import type { StepScale } from '../../colour-steps.ts';
import { nzMapXY } from '#engine/vocabulary/nz-map.ts';
import { MAP_HEIGHT, MAP_WIDTH, NZ_OUTLINE, round1 } from '../projection.ts';
import { SEA_EAST } from '../NzMap.tsx';
import './layers.css';

/**
 * The drawing primitives of the national map layers (issue 25), on the one map every static map
 * draws (NzMap, projection.ts): bands contoured on the server, arrows and value tags. Each
 * layer module puts them on an NzMap and adds a key and a table, its text alternative.
 */

/**
 * viewBox coordinates of a point, or null off the map. Unlike projectPoint (markers), the sea
 * east of the outline (SEA_EAST) counts: East Cape's waters and a low off Gisborne are on it.
 */
export function placeOnMap(lat: number, lon: number): [number, number] | null {
  const [x, y] = nzMapXY(lat, lon).map(round1) as [number, number];
  return x < 0 || y < 0 || x > MAP_WIDTH + SEA_EAST || y > MAP_HEIGHT ? null : [x, y];
}

/**
 * The land again, over a sea layer drawn on the map (sea temperature, swell): NzMap draws the
 * land first, and its component stays as every map page has it.
 */
export function LandOver({ coastOnly = false }: { coastOnly?: boolean }) {
  // coastOnly: the coastline alone, over a layer that covers the land too (wind, cloud).
  return (
    <path
      className={coastOnly ? 'wx-layer-coast' : 'wx-map__land'}
      d={NZ_OUTLINE.path}
      aria-hidden="true"
    />
  );
}

/** Filled contours, lowest first, each in the colour of its step (the server's `from`). */
export function Bands({
  bands,
  scale,
  opacity = 1,
}: {
  bands: readonly MapBand[];
  scale: StepScale;
  opacity?: number;
}) {
  return (
    <g aria-hidden="true" className="wx-layer-bands" opacity={opacity}>
      {bands.map((b) => (
        <path key={b.from} d={b.d} fill={colourStep(scale, b.from).background} />
      ))}
    </g>
  );
}

/**
 * An arrow at a point, flying the way the wind or swell goes: `degrees` is where it comes from
 * (0 north), as forecasts give it. `length` in map units.
 */
export function Arrow({
  lat,
  lon,
  degrees,
  length = 9,
  className = 'wx-layer-arrow',
}: {
  lat: number;
  lon: number;
  degrees: number;
  length?: number;
  className?: string;
}) {
  const at = placeOnMap(lat, lon);
  if (!at) return null;
  const half = length / 2;
  // Drawn pointing down (south: a northerly), then turned to the direction it comes from.
  return (
    <path
      aria-hidden="true"
      className={className}
      transform={`translate(${at[0]} ${at[1]}) rotate(${Math.round(degrees)})`}
      d={`M0 ${-half}V${half}M-2.5 ${half - 3}L0 ${half}L2.5 ${half - 3}`}
    />
  );
}

/** Half the width and the height of a value tag, in map units (viewBox 340 x 420). */
const TAG_W = 13;
const TAG_H = 7;

/**
 * A place's value as a tag on its colour step, linking to the place (a town's forecast, a
 * marine area's), named by its place and value. As the air temperature map's tags.
 */
export function ValueTag({
  lat,
  lon,
  href,
  name,
  text,
  scale,
  value,
}: {
  lat: number;
  lon: number;
  href: string;
  /** The link's name: the place and its value in words ('Auckland 12 mm'). */
  name: string;
  /** What the tag shows ('12'). */
  text: string;
  scale: StepScale;
  value: unknown;
}) {
  const at = placeOnMap(lat, lon);
  if (!at) return null;
  const [x, y] = at;
  const step = colourStep(scale, value);
  const width = Math.max(TAG_W, 3.2 * text.length + 4);
  return (
    <g>
      <title>{name}</title>
      <a href={href} aria-label={name}>
        <rect
          x={x - width}
          y={y - TAG_H}
          width={width * 2}
          height={TAG_H * 2}
          rx={3}
          fill={step.background}
          className="wx-layer-tag"
        />
        <text x={x} y={y} dy="0.35em" textAnchor="middle" fill={step.text}>
          {text}
        </text>
      </a>
    </g>
  );
}

/** A map with its words: the map, a sentence of what it shows, the key and the table. */
export function LayerFigure({
  caption,
  children,
}: {
  /** What the map shows, in words (also its figure's name). */
  caption: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className="wx-layer-figure">
      {children}
      <figcaption className="wx-layer-figure__caption">{caption}</figcaption>
    </figure>
  );
}
