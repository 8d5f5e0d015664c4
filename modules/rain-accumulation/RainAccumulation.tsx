import type { ModuleProps } from '#engine/module-entry.ts';
import type { RainAccumulationConfig, RainAccumulationPlace } from '#schemas/generated/types.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { StepLegend, StepValue } from '../shared/StepValue.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { LayerFigure, ValueTag } from '../shared/map/layers/layers.tsx';
import { extremes, listAnd } from '../shared/map/layers/words.ts';

/** Whole millimetres (a total, not an hour's rate): '0 mm', '12 mm', 'N/A'. */
const mm = (v: number | null | undefined) =>
  typeof v === 'number' ? `${Math.round(v)} mm` : 'N/A';

const PERIODS = [
  { key: 'past24h', label: 'Past 24 hours' },
  { key: 'past7d', label: 'Past 7 days' },
] as const;

/** 'Wettest: Greymouth 45 mm. Driest: Napier 0 mm (none at Napier and Gisborne).' */
function periodWords(places: readonly RainAccumulationPlace[], key: 'past24h' | 'past7d'): string {
  const ends = extremes(places, (p) => p[key]);
  if (!ends) return 'No rain totals.';
  const dry = places.filter((p) => p[key] === 0).map((p) => p.label);
  const wettest = `Wettest: ${ends.high.label}, ${mm(ends.high[key])}.`;
  return dry.length
    ? `${wettest} No rain at ${listAnd(dry)}.`
    : `${wettest} Driest: ${ends.low.label}, ${mm(ends.low[key])}.`;
}

/**
 * Rain accumulation: the rain that fell in the past 24 hours and the past 7 days at the main
 * centres, each period a map of tags on the rain scale's steps (linking to the town), and both
 * in one table.
 */
export default function RainAccumulation({ config }: ModuleProps<RainAccumulationConfig>) {
  const places = config.places ?? [];
  if (places.length === 0) return null;
  const to = config.validAt ? ` to ${formatNzTime(config.validAt)}` : '';
  return (
    <ModuleSection className="wx-rain-accumulation" title={config.title} label="Rain accumulation">
      <div className="wx-layer-pair">
        {PERIODS.map(({ key, label }) => (
          <LayerFigure key={key} caption={`${label}${to}. ${periodWords(places, key)}`}>
            <NzMap size="large" label={`Rain in the ${label.toLowerCase()}`}>
              {places.map((p) => (
                <ValueTag
                  key={p.key}
                  lat={p.lat}
                  lon={p.lon}
                  href={p.url}
                  name={`${p.label} ${mm(p[key])}`}
                  text={typeof p[key] === 'number' ? String(Math.round(p[key])) : 'N/A'}
                  scale="rain-total"
                  value={p[key]}
                />
              ))}
            </NzMap>
          </LayerFigure>
        ))}
      </div>
      <StepLegend scale="rain-total" label="Rain, mm" />
      <DataTable
        label="Rain by town"
        showCaption
        className="wx-layer-table"
        columns={['Town', 'Past 24 hours', 'Past 7 days']}
        rows={places.map((p) => ({
          key: p.key,
          header: <a href={p.url}>{p.label}</a>,
          cells: PERIODS.map(({ key }) => (
            <StepValue scale="rain-total" value={p[key]} text={mm(p[key])} />
          )),
        }))}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
