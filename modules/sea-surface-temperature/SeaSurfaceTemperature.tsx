import type { ModuleProps } from '#engine/module-entry.ts';
import type { SeaSurfaceTemperatureConfig } from '#schemas/generated/types.ts';
import { formatNzDate } from '#engine/vocabulary/time.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { StepLegend, StepValue } from '../shared/StepValue.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { Bands, LandOver, LayerFigure } from '../shared/map/layers/layers.tsx';
import { extremes, listAnd } from '../shared/map/layers/words.ts';

const degrees = (v: number | null | undefined) =>
  typeof v === 'number' ? `${v.toFixed(1)}°` : 'N/A';
/** '+1.2°', '-0.4°', '0.0°'. */
const difference = (v: number | null | undefined) =>
  typeof v === 'number' ? `${v > 0 ? '+' : ''}${v.toFixed(1)}°` : 'N/A';
/** A few waters by name; many as a count ('most coastal waters (22 of 28)'). */
function waters(names: readonly string[], of: number): string {
  if (names.length <= 6) return listAnd(names);
  return `${names.length > of / 2 ? 'most' : 'many'} coastal waters (${names.length} of ${of})`;
}

/** Within half a degree of normal counts as normal (the anomaly scale's middle step). */
const NEAR_NORMAL = 0.5;

/**
 * Sea surface temperature: the sea's temperature and its difference from normal for the date,
 * two maps with the land drawn over the sea's bands, and both at the coastal waters as a table.
 * The sentences name the warmest and coolest waters and where the sea is warmer or colder than
 * normal.
 */
export default function SeaSurfaceTemperature({
  config,
}: ModuleProps<SeaSurfaceTemperatureConfig>) {
  const places = config.places ?? [];
  if (places.length === 0) return null;
  const on = config.validAt ? ` on ${formatNzDate(config.validAt)}` : '';
  const ends = extremes(places, (p) => p.temp);
  const warm = places.filter((p) => (p.anomaly ?? 0) >= NEAR_NORMAL).map((p) => p.label);
  const cold = places.filter((p) => (p.anomaly ?? 0) <= -NEAR_NORMAL).map((p) => p.label);
  const tempWords = ends
    ? `Warmest in ${ends.high.label} (${degrees(ends.high.temp)}), coolest in ${ends.low.label} (${degrees(ends.low.temp)}).`
    : '';
  const anomalyWords = [
    warm.length ? `Warmer than normal in ${waters(warm, places.length)}.` : '',
    cold.length ? `Colder than normal in ${waters(cold, places.length)}.` : '',
    !warm.length && !cold.length ? 'Near normal in every coastal water.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ModuleSection className="wx-sst" title={config.title} label="Sea surface temperature">
      <div className="wx-layer-pair">
        <div>
          <LayerFigure caption={`Sea surface temperature${on}, °C. ${tempWords}`}>
            <NzMap size="large" label={`Sea surface temperature${on}`}>
              <Bands bands={config.bands ?? []} scale="sea-temperature" />
              <LandOver />
            </NzMap>
          </LayerFigure>
          <StepLegend scale="sea-temperature" label="Sea surface temperature, °C" />
        </div>
        <div>
          <LayerFigure caption={`Difference from normal for the date, °C. ${anomalyWords}`}>
            <NzMap size="large" label={`Sea surface temperature difference from normal${on}`}>
              <Bands bands={config.anomalyBands ?? []} scale="sea-anomaly" />
              <LandOver />
            </NzMap>
          </LayerFigure>
          <StepLegend scale="sea-anomaly" label="Difference from normal, °C" />
        </div>
      </div>
      <DataTable
        label="Sea surface temperature by coastal water"
        showCaption
        className="wx-layer-table"
        columns={['Coastal water', 'Temperature', 'Difference from normal']}
        rows={places.map((p) => ({
          key: p.key,
          header: <a href={p.url}>{p.label}</a>,
          cells: [
            <StepValue scale="sea-temperature" value={p.temp} text={degrees(p.temp)} />,
            <StepValue scale="sea-anomaly" value={p.anomaly} text={difference(p.anomaly)} />,
          ],
        }))}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
