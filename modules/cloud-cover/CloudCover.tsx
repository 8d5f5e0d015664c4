import type { ModuleProps } from '#engine/module-entry.ts';
import type { CloudCoverConfig } from '#schemas/generated/types.ts';
import { formatPercent } from '#engine/vocabulary/units.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { StepLegend, StepValue } from '../shared/StepValue.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { Bands, LandOver, LayerFigure } from '../shared/map/layers/layers.tsx';
import { cloudWords, extremes, listAnd } from '../shared/map/layers/words.ts';

/**
 * Cloud cover: the share of the sky covered by cloud now as bands over the map, and at the main
 * centres as a table. The sentence names the cloudiest and clearest towns.
 */
export default function CloudCover({ config }: ModuleProps<CloudCoverConfig>) {
  const places = config.places ?? [];
  if (places.length === 0) return null;
  const ends = extremes(places, (p) => p.cloud);
  const time = config.validAt ? ` at ${formatNzTime(config.validAt)}` : '';
  const clear = places.filter((p) => typeof p.cloud === 'number' && p.cloud < 20);
  const caption = `Cloud cover${time}, the share of the sky covered. ${
    ends
      ? `Cloudiest at ${ends.high.label} (${formatPercent(ends.high.cloud)}, ${cloudWords(ends.high.cloud)}); clearest at ${ends.low.label} (${formatPercent(ends.low.cloud)}).`
      : ''
  } ${clear.length ? `Clear skies at ${listAnd(clear.map((p) => p.label))}.` : 'No main centre has a clear sky.'}`;
  return (
    <ModuleSection className="wx-cloud-cover" title={config.title} label="Cloud cover">
      <LayerFigure caption={caption}>
        <NzMap size="large" label={`Cloud cover map${time}`}>
          <Bands bands={config.bands ?? []} scale="cloud" opacity={0.8} />
          <LandOver coastOnly />
        </NzMap>
      </LayerFigure>
      <StepLegend scale="cloud" label="Cloud cover, % of the sky" />
      <DataTable
        label="Cloud cover now by town"
        showCaption
        className="wx-layer-table"
        columns={['Town', 'Cloud cover', 'Sky']}
        rows={places.map((p) => ({
          key: p.key,
          header: <a href={p.url}>{p.label}</a>,
          cells: [
            <StepValue scale="cloud" value={p.cloud} text={formatPercent(p.cloud)} />,
            cloudWords(p.cloud),
          ],
        }))}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
