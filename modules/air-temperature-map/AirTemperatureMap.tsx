import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { AirTemperatureMapConfig, Marker } from '#schemas/generated/types.ts';
import { colourStep } from '../shared/colour-steps.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { Legend } from '../shared/map/Legend.tsx';
import { MapView } from '../shared/map/MapView.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { useLegend } from '../shared/map/use-legend.ts';
import { projectPoint } from '../shared/map/projection.ts';
import { isMapSize } from '../shared/map/zoom.ts';
import { StepLegend, StepValue } from '../shared/StepValue.tsx';
import { formatTemp } from '#engine/vocabulary/units.ts';
import './AirTemperatureMap.css';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';

// The detail (a tapped town on the interactive map) loads on the first tap.
const MarkerDetail = lazy(() =>
  import('../shared/map/MarkerDetail.tsx').then((m) => ({ default: m.MarkerDetail })),
);

/** The interactive map colours each town by its temperature's step, as the tags here. */
const tintByTemp = (m: Marker) => colourStep('air-temperature', m.views?.temp?.meta);

/** Half the width and the height of a temperature tag, in map units (viewBox 300 x 420). */
const TAG_W = 11;
const TAG_H = 8;

/**
 * Air temperature map: the temperature now at the main centres, each a tag on its colour step
 * (spec: every 2 °C from -14 to 38, grey when not a number) linking to the town's forecast, with
 * the steps as a key and the same values as a table (for screen readers and small screens).
 */
export default function AirTemperatureMap({
  config,
  context,
}: ModuleProps<AirTemperatureMapConfig>) {
  const id = useId();
  // The page's map: its size and its legend panel (keys, filters), as on the other map pages.
  const pageMap = context.page.map;
  const legend = useLegend(pageMap);
  const points = config.points ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  // The same towns as markers for the interactive map and its detail (temperature, forecast link).
  const markers = useMemo(
    (): Marker[] =>
      points.map((p) => ({
        key: p.key,
        lat: p.lat,
        lon: p.lon,
        label: { text: p.label },
        view: { text: formatTemp(p.temp) },
        views: { temp: { meta: p.temp ?? undefined, text: formatTemp(p.temp) } },
        action: p.url,
      })),
    [points],
  );
  if (points.length === 0) return null;
  const size = isMapSize(pageMap?.config?.size) ? pageMap.config.size : 'large';
  const detail = markers.find((m) => m.key === selected);
  return (
    <ModuleSection
      className="wx-air-map"
      title={config.title}
      label="Air temperature map"
      titleId={id}
    >
      <MapView
        map={{
          label: 'Air temperature now across New Zealand: drag to move, pinch to zoom',
          markers,
          tint: tintByTemp,
          onSelect: setSelected,
          tileUrl: pageMap?.config?.tileUrl,
          tileAttribution: pageMap?.config?.tileAttribution,
        }}
        staticMap={
          <NzMap size={size} label="Air temperature now across New Zealand">
            {points.map((p) => {
              const at = projectPoint(p.lat, p.lon);
              if (!at) return null;
              const [x, y] = at;
              const step = colourStep('air-temperature', p.temp);
              return (
                // The place's name under a mouse is the group's title, outside the link: inside,
                // it would count as the link's visible words, which its name must then hold.
                <g key={p.key}>
                  <title>{`${p.label} ${formatTemp(p.temp)}`}</title>
                  <a href={p.url} aria-label={`${p.label} ${formatTemp(p.temp)}`}>
                    <rect
                      x={x - TAG_W}
                      y={y - TAG_H}
                      width={TAG_W * 2}
                      height={TAG_H * 2}
                      rx={3}
                      fill={step.background}
                      className="wx-air-map__tag"
                    />
                    <text x={x} y={y} dy="0.35em" textAnchor="middle" fill={step.text}>
                      {formatTemp(p.temp)}
                    </text>
                  </a>
                </g>
              );
            })}
          </NzMap>
        }
      />
      {detail ? (
        <Suspense fallback={null}>
          <MarkerDetail marker={detail} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
      <StepLegend scale="air-temperature" label="Air temperature, °C" />
      {pageMap ? <Legend map={pageMap} legend={legend} /> : null}
      <DataTable
        label="Temperature now by town"
        showCaption
        className="wx-air-map__table"
        columns={['Town', 'Temperature']}
        rows={points.map((p) => ({
          key: p.key,
          header: <a href={p.url}>{p.label}</a>,
          cells: [<StepValue scale="air-temperature" value={p.temp} text={formatTemp(p.temp)} />],
        }))}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
