import type { ModuleProps } from '#engine/module-entry.ts';
import type { GrowingDegreeDaysConfig } from '#schemas/generated/types.ts';
import { formatTemp } from '#engine/vocabulary/units.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { dayLabel } from '../shared/day-label.ts';
import { TermLink } from '../shared/glossary.tsx';
import '../shared/sky.css';

const oneDecimal = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);

/**
 * Growing degree days above 10 °C: the warmth crops and pasture grow on, for each forecast day and
 * added up, so a grower can judge when a crop reaches its next stage.
 */
export default function GrowingDegreeDays({
  config,
  context,
}: ModuleProps<GrowingDegreeDaysConfig>) {
  const days = config.days ?? [];
  if (days.length === 0) return null;
  let total = 0;
  const rows = days.map((d) => {
    total += d.growingDegreeDays;
    return {
      key: d.date,
      header: dayLabel(d.date, context.now),
      cells: [
        formatTemp(d.highTemp),
        formatTemp(d.lowTemp),
        oneDecimal(d.growingDegreeDays),
        oneDecimal(total),
      ],
    };
  });
  return (
    <ModuleSection className="wx-sky" title={config.title} label="Growing degree days">
      <p className="wx-sky__lead">
        {oneDecimal(total)} <TermLink term="growing-degree-days">growing degree days</TermLink>{' '}
        (base 10°) over the next {days.length} days
      </p>
      <DataTable
        label="Growing degree days by day"
        columns={['Day', 'High', 'Low', 'Degree days', 'Running total']}
        rows={rows}
      />
      <p>
        A day&apos;s degree days are its mean temperature less 10°, or none when the mean is 10° or
        below.
      </p>
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
