import type { ModuleProps } from '#engine/module-entry.ts';
import type { WindMapConfig, WindPlace } from '#schemas/generated/types.ts';
import { formatKt, windText } from '#engine/vocabulary/units.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { StepLegend, StepValue } from '../shared/StepValue.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { Arrow, Bands, LandOver, LayerFigure } from '../shared/map/layers/layers.tsx';
import { extremes } from '../shared/map/layers/words.ts';

/** 'Wellington: northwest 30 knots, gusts 45 knots'. */
const placeWords = (p: WindPlace) =>
  `${p.label}: ${windText(p.wind).spoken}, gusts ${formatKt(p.wind.gustSpeed).replace(' kt', ' knots')}`;

/**
 * Wind map: the wind now as speed bands (knots, on the wind scale's steps) with arrows flying
 * downwind, and the main centres' wind (direction, average, gust) as a table. The sentence says
 * where it is strongest and lightest.
 */
export default function WindMap({ config }: ModuleProps<WindMapConfig>) {
  const places = config.places ?? [];
  if (places.length === 0) return null;
  const ends = extremes(places, (p) => p.wind.averageSpeed);
  const time = config.validAt ? ` at ${formatNzTime(config.validAt)}` : '';
  const caption = `Wind${time}, average speeds in knots; arrows fly downwind. ${
    ends ? `Strongest at ${placeWords(ends.high)}. Lightest at ${placeWords(ends.low)}.` : ''
  }`;
  return (
    <ModuleSection className="wx-wind-map" title={config.title} label="Wind map">
      <LayerFigure caption={caption}>
        <NzMap size="large" label={`Wind map${time}: speed and direction`}>
          <Bands bands={config.bands ?? []} scale="wind" opacity={0.75} />
          <LandOver coastOnly />
          <g aria-hidden="true">
            {(config.arrows ?? []).map((a) => (
              <Arrow key={`${a.lat} ${a.lon}`} lat={a.lat} lon={a.lon} degrees={a.degrees} />
            ))}
          </g>
        </NzMap>
      </LayerFigure>
      <StepLegend scale="wind" label="Average wind speed, knots" />
      <DataTable
        label="Wind now by town"
        showCaption
        className="wx-layer-table"
        columns={['Town', 'Wind', 'Gusts']}
        rows={places.map((p) => {
          const text = windText(p.wind);
          return {
            key: p.key,
            header: <a href={p.url}>{p.label}</a>,
            cells: [
              <>
                <span aria-hidden="true">
                  <StepValue scale="wind" value={p.wind.averageSpeed} text={text.short} />
                </span>
                <span className="wx-visually-hidden">{text.spoken}</span>
              </>,
              formatKt(p.wind.gustSpeed),
            ],
          };
        })}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
