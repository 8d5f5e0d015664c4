import type { Marker } from '#schemas/generated/types.ts';
import { MapMarkers } from '../shared/map/MapMarkers.tsx';
import type { CustomMarker } from '../shared/map/MapMarkers.tsx';
import { placeMarkers } from '../shared/map/markers.ts';
import { DEFAULT_ZOOM } from '../shared/map/zoom.ts';
import type { MapSize } from '../shared/map/zoom.ts';

/**
 * The radar's markers, a chunk of its own: they arrive after the page is interactive (markersUrl),
 * so the code that draws them need not load before.
 */
export default function RadarMarkers({
  markers,
  size,
  onSelect,
}: {
  markers: readonly Marker[];
  size: MapSize;
  onSelect: (key: string) => void;
}) {
  const { placed } = placeMarkers(markers, size, DEFAULT_ZOOM);
  // A marker with values is a button that opens its detail (issue 12).
  const custom: CustomMarker = (marker, body, name, events) =>
    marker.views ? (
      <g
        className="wx-static-map__marker"
        tabIndex={0}
        role="button"
        aria-label={`${name}: show conditions`}
        onClick={() => onSelect(marker.key)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          onSelect(marker.key);
        }}
        {...events}
      >
        {body}
      </g>
    ) : null;
  return <MapMarkers placed={placed} size="medium" custom={custom} />;
}
