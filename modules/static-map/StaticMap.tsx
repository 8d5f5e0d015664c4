import { useEffect } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { Marker, StaticMapConfig } from '#schemas/generated/types.ts';
import { CONDITION_TEXT, ConditionIcon } from '../shared/conditions.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { Legend } from '../shared/map/Legend.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { useLegend } from '../shared/map/use-legend.ts';
import { isMapSize, parseZoom, zoomFor } from '../shared/map/zoom.ts';
import type { MapSize } from '../shared/map/zoom.ts';
import { MapMarkers } from '../shared/map/MapMarkers.tsx';
import { filterMarkers, placeMarkers } from '../shared/map/markers.ts';

const ICONS = { Icon: ConditionIcon, names: CONDITION_TEXT };

/** The New Zealand static map with markers (spec sections 3, 4, 9). */
export default function StaticMap({ config, context }: ModuleProps<StaticMapConfig>) {
  const pageMap = context.page.map;
  const markers: Marker[] = config.markers ?? pageMap?.markers ?? [];
  const size: MapSize = isMapSize(config.size) ? config.size : (pageMap?.config?.size ?? 'large');
  const markerSize: MapSize = config.markerSize ?? 'large';
  const filters = pageMap?.filters ?? [];
  const filterKeys = filters.map((f) => f.key);
  const legend = useLegend(pageMap);

  const { placed, problems } = placeMarkers(
    filterMarkers(markers, filterKeys, legend.checked),
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
        <MapMarkers placed={placed} size={markerSize} icons={ICONS} />
      </NzMap>
      {pageMap && !config.markers ? <Legend map={pageMap} legend={legend} /> : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
