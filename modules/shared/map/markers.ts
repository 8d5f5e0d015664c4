import type { Marker } from '#schemas/generated/types.ts';
import { MAP_HEIGHT, MAP_WIDTH, projectPoint } from './projection.ts';
import { markerVisible } from './zoom.ts';
import type { MapSize } from './zoom.ts';

export type LabelPos = NonNullable<NonNullable<Marker['position']>['labelPos']>;

export interface PlacedMarker {
  marker: Marker;
  x: number;
  y: number;
  hasPoint: boolean;
  labelPos: LabelPos;
}

export const MARKER_RADIUS: Record<MapSize, number> = { small: 3, medium: 4.5, large: 6 };

/**
 * Where a marker goes: its staticPoint (percent of the static map) when an editor placed it, else
 * its lat/lon through the outline's projection. Markers hidden by their zoom string, outside the
 * map or without any position are left out. A marker drawn with a point but without a label
 * position is reported (spec section 5: it logs an error) and labelled on the side with room.
 */
export function placeMarkers(
  markers: readonly Marker[],
  size: MapSize,
  mapZoom: number,
): { placed: PlacedMarker[]; problems: string[] } {
  const placed: PlacedMarker[] = [];
  const problems: string[] = [];
  for (const marker of markers) {
    if (!markerVisible(marker.zoom, size, mapZoom)) continue;
    const point = marker.position?.staticPoint;
    const xy: [number, number] | null = point
      ? [(point.x / 100) * MAP_WIDTH, (point.y / 100) * MAP_HEIGHT]
      : marker.lat !== undefined && marker.lon !== undefined
        ? projectPoint(marker.lat, marker.lon)
        : null;
    if (!xy) continue;
    const hasPoint = marker.view?.hasPoint !== false;
    const labelPos = marker.position?.labelPos;
    if (hasPoint && !labelPos)
      problems.push(`Marker "${marker.key}" has a point but no label position`);
    const offset = marker.position?.offset;
    // The fallback keeps labels of markers near the east coast inside the map.
    const fallback: LabelPos = xy[0] > MAP_WIDTH * 0.6 ? 'left' : 'right';
    placed.push({
      marker,
      x: xy[0] + (offset?.x ?? 0),
      y: xy[1] + (offset?.y ?? 0),
      hasPoint,
      labelPos: labelPos ?? fallback,
    });
  }
  return { placed, problems };
}

/** Label anchor relative to the point for each label position. */
export function labelPlacement(
  pos: LabelPos,
  gap: number,
): { dx: number; dy: number; anchor: 'start' | 'middle' | 'end'; baseline: string } {
  switch (pos) {
    case 'left':
      return { dx: -gap, dy: 0, anchor: 'end', baseline: '0.32em' };
    case 'top':
    case 'above':
      return { dx: 0, dy: -gap, anchor: 'middle', baseline: '0' };
    case 'bottom':
    case 'below':
      return { dx: 0, dy: gap, anchor: 'middle', baseline: '0.8em' };
    case 'centre':
      return { dx: 0, dy: 0, anchor: 'middle', baseline: '0.32em' };
    case 'right':
      return { dx: gap, dy: 0, anchor: 'start', baseline: '0.32em' };
  }
}

/** Markers kept by the legend filters: untagged markers always stay. */
export function filterMarkers(
  markers: readonly Marker[],
  filterKeys: readonly string[],
  checked: ReadonlySet<string>,
): Marker[] {
  if (filterKeys.length === 0) return [...markers];
  return markers.filter(
    (m) => !m.tags?.some((t) => filterKeys.includes(t)) || m.tags.some((t) => checked.has(t)),
  );
}
