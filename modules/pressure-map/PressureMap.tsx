import type { ModuleProps } from '#engine/module-entry.ts';
import type { PressureCentre, PressureMapConfig } from '#schemas/generated/types.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { LayerFigure, placeOnMap } from '../shared/map/layers/layers.tsx';
import { listAnd } from '../shared/map/layers/words.ts';
import './PressureMap.css';

const hPa = (value: number | null | undefined) =>
  typeof value === 'number' ? `${Math.round(value)} hPa` : 'N/A';

/** 'High 1021 hPa, 400 km east of Dunedin' (at the map's edge: a centre beyond the map). */
function centreWords(c: PressureCentre): string {
  const kind = c.kind === 'high' ? 'High' : 'Low';
  const edge = c.edge ? `, at the map's edge (the ${c.kind} itself is beyond it)` : '';
  return `${kind} ${c.hPa} hPa, ${c.where}${edge}`;
}

/**
 * Pressure map: isobars every 4 hPa (contoured from a pressure grid on the server), each
 * labelled, the high and low centres as H and L, and the pressure at the main centres as a table.
 * The sentence under the map says what it shows: the centres and the range of the isobars.
 */
export default function PressureMap({ config }: ModuleProps<PressureMapConfig>) {
  const isobars = config.isobars ?? [];
  const centres = config.centres ?? [];
  const places = config.places ?? [];
  if (isobars.length === 0 && places.length === 0) return null;
  const levels = isobars.map((i) => i.hPa);
  const range = levels.length
    ? `Isobars every 4 hPa from ${Math.min(...levels)} to ${Math.max(...levels)} hPa`
    : 'Pressure is nearly even across the map: no isobars';
  const time = config.validAt ? ` at ${formatNzTime(config.validAt)}` : '';
  const caption = `Mean sea level pressure${time}. ${range}. ${
    centres.length ? `${listAnd(centres.map(centreWords))}.` : 'No high or low centre on the map.'
  } Where isobars are close together, winds are strong.`;
  return (
    <ModuleSection className="wx-pressure-map" title={config.title} label="Pressure map">
      <LayerFigure caption={caption}>
        <NzMap size="large" label={`Pressure map${time}: isobars and centres`}>
          <g aria-hidden="true">
            {isobars.map((i) => (
              <g key={i.hPa}>
                <path d={i.d} className="wx-pressure-map__isobar" />
                {i.labelAt ? (
                  <text
                    x={i.labelAt[0]}
                    y={i.labelAt[1]}
                    dx={-2}
                    textAnchor="end"
                    className="wx-pressure-map__label"
                  >
                    {i.hPa}
                  </text>
                ) : null}
              </g>
            ))}
            {centres.map((c) => {
              const at = placeOnMap(c.lat, c.lon);
              if (!at) return null;
              return (
                <text
                  key={`${c.kind}${c.lat}${c.lon}`}
                  x={at[0]}
                  y={at[1]}
                  textAnchor="middle"
                  className={`wx-pressure-map__centre wx-pressure-map__centre--${c.kind}`}
                >
                  <tspan>{c.kind === 'high' ? 'H' : 'L'}</tspan>
                  <tspan x={at[0]} dy="12" className="wx-pressure-map__centre-hpa">
                    {c.hPa}
                  </tspan>
                </text>
              );
            })}
          </g>
        </NzMap>
      </LayerFigure>
      <DataTable
        label="Pressure now by town"
        showCaption
        className="wx-layer-table"
        columns={['Town', 'Pressure']}
        rows={places.map((p) => ({
          key: p.key,
          header: <a href={p.url}>{p.label}</a>,
          cells: [hPa(p.pressure)],
        }))}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
