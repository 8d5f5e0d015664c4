import type { ModuleProps } from '#engine/module-entry.ts';
import type { SwellMapConfig, SwellPlace } from '#schemas/generated/types.ts';
import type { CompassPoint } from '#schemas/generated/types.ts';
import { COMPASS_WORDS } from '#engine/vocabulary/compass.ts';
import { formatMetres, formatSeconds } from '#engine/vocabulary/units.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { StepLegend, StepValue } from '../shared/StepValue.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { Arrow, Bands, LandOver, LayerFigure } from '../shared/map/layers/layers.tsx';
import { extremes } from '../shared/map/layers/words.ts';

const POINTS: readonly CompassPoint[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
/** Where the swell comes from, in words ('southwest'). */
const fromWords = (degrees: number | null | undefined) =>
  typeof degrees === 'number' ? COMPASS_WORDS[POINTS[Math.round(degrees / 45) % 8] ?? 'N'] : 'N/A';
/** 'Puysegur: 4.5 m from the southwest every 12 s'. */
const placeWords = (p: SwellPlace) =>
  `${p.label}: ${formatMetres(p.height)} from the ${fromWords(p.degrees)} every ${formatSeconds(p.period)}`;

/**
 * Swell map: swell height as bands (the land drawn over them) with arrows flying the way the
 * swell runs in each coastal water, and its height, period and direction as a table. The
 * sentence names the biggest and smallest swells.
 */
export default function SwellMap({ config }: ModuleProps<SwellMapConfig>) {
  const places = config.places ?? [];
  if (places.length === 0) return null;
  const ends = extremes(places, (p) => p.height);
  const time = config.validAt ? ` at ${formatNzTime(config.validAt)}` : '';
  const caption = `Swell${time}: height in metres; arrows run the way the swell travels. ${
    ends ? `Biggest at ${placeWords(ends.high)}. Smallest at ${placeWords(ends.low)}.` : ''
  }`;
  return (
    <ModuleSection className="wx-swell-map" title={config.title} label="Swell map">
      <LayerFigure caption={caption}>
        <NzMap size="large" label={`Swell map${time}: height and direction`}>
          <Bands bands={config.bands ?? []} scale="swell" />
          <LandOver />
          <g aria-hidden="true">
            {places.map((p) =>
              typeof p.degrees === 'number' ? (
                <Arrow key={p.key} lat={p.lat} lon={p.lon} degrees={p.degrees} length={12} />
              ) : null,
            )}
          </g>
        </NzMap>
      </LayerFigure>
      <StepLegend scale="swell" label="Swell height, m" />
      <DataTable
        label="Swell by coastal water"
        showCaption
        className="wx-layer-table"
        columns={['Coastal water', 'Height', 'Period', 'From']}
        rows={places.map((p) => ({
          key: p.key,
          header: <a href={p.url}>{p.label}</a>,
          cells: [
            <StepValue scale="swell" value={p.height} text={formatMetres(p.height)} />,
            formatSeconds(p.period),
            fromWords(p.degrees),
          ],
        }))}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
