import type { ReactNode } from 'react';
import type { SoilDay, SoilLayer } from '#schemas/generated/types.ts';
import type { StepScale } from './colour-steps.ts';
import { DataNote } from './DataNote.tsx';
import { ModuleSection } from './ModuleSection.tsx';
import { formatNzShortDay } from '#engine/vocabulary/time.ts';
import { StepLegend, StepValue } from './StepValue.tsx';
import { TableScroll } from './TableScroll.tsx';

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
          <TableScroll label={props.layersCaption}>
            <table className="wx-table">
              <caption>{props.layersCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">Depth</th>
                  <th scope="col">Now</th>
                </tr>
              </thead>
              <tbody>
                {layers.map((l) => (
                  <tr key={l.depth}>
                    <th scope="row">{l.depth}</th>
                    <td>
                      <StepValue scale={scale} value={l.value} text={format(l.value)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      ) : null}
      {days.length > 0 ? (
        <TableScroll label={props.daysCaption}>
          <table className="wx-table">
            <caption>{props.daysCaption}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {props.dayColumns.map((c) => (
                  <th scope="col" key={c.heading}>
                    {c.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatNzShortDay(d.date)}</th>
                  {props.dayColumns.map((c) => (
                    <td key={c.heading}>{c.cell(d)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <StepLegend scale={scale} label={props.legend} />
      <DataNote source={props.source} issuedAt={props.issuedAt} />
    </ModuleSection>
  );
}
