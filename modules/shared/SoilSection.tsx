import type { ReactNode } from 'react';
import type { SoilDay, SoilLayer } from '#schemas/generated/types.ts';
import type { StepScale } from './colour-steps.ts';
import { DataNote } from './DataNote.tsx';
import { ModuleSection } from './ModuleSection.tsx';
import { formatNzShortDay } from '#engine/vocabulary/time.ts';
import { StepLegend, StepValue } from './StepValue.tsx';
import { DataTable } from './DataTable.tsx';

/** A column of the days table: its heading and the cell of a day. */
export interface DayColumn {
  heading: string;
  cell: (day: SoilDay) => ReactNode;
}

/**
 * What the soil moisture and soil temperature modules share: a summary line, the values now by
 * depth and the coming days, each value on its colour step, and the scale's key.
 */
export function SoilSection(props: {
  label: string;
  title?: string;
  summary: ReactNode;
  scale: StepScale;
  format: (value: unknown) => string;
  layers: readonly SoilLayer[];
  layersCaption: string;
  days: readonly SoilDay[];
  daysCaption: string;
  dayColumns: readonly DayColumn[];
  legend: string;
  source?: string;
  issuedAt?: string;
}) {
  const { layers, days, scale, format } = props;
  if (layers.length === 0 && days.length === 0) return null;
  return (
    <ModuleSection className="wx-soil" title={props.title} label={props.label}>
      {layers.length > 0 ? (
        <>
          <p>{props.summary}</p>
          <DataTable
            label={props.layersCaption}
            showCaption
            columns={['Depth', 'Now']}
            rows={layers.map((l) => ({
              key: l.depth,
              header: l.depth,
              cells: [<StepValue scale={scale} value={l.value} text={format(l.value)} />],
            }))}
          />
        </>
      ) : null}
      {days.length > 0 ? (
        <DataTable
          label={props.daysCaption}
          showCaption
          columns={['Day', ...props.dayColumns.map((c) => c.heading)]}
          rows={days.map((d) => ({
            key: d.date,
            header: formatNzShortDay(d.date),
            cells: props.dayColumns.map((c) => c.cell(d)),
          }))}
        />
      ) : null}
      <StepLegend scale={scale} label={props.legend} />
      <DataNote source={props.source} issuedAt={props.issuedAt} />
    </ModuleSection>
  );
}
