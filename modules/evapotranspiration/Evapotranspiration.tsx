import type { ModuleProps } from '#engine/module-entry.ts';
import type { EvapotranspirationConfig } from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { dayLabel } from '../shared/day-label.ts';
import { TermLink } from '../shared/glossary.tsx';
import '../shared/sky.css';

const mm = (n: number): string => `${(Math.round(n * 10) / 10).toFixed(1)} mm`;
const balance = (n: number): string => (n > 0 ? `+${mm(n)}` : n < 0 ? `−${mm(-n)}` : mm(0));

/**
 * Reference evapotranspiration (FAO-56 short grass) by day beside the forecast rain: what pasture
 * loses to the air and what the sky gives back, so a farmer can plan irrigation.
 */
export default function Evapotranspiration({
  config,
  context,
}: ModuleProps<EvapotranspirationConfig>) {
  const days = config.days ?? [];
  if (days.length === 0) return null;
  const et = days.reduce((sum, d) => sum + d.evapotranspiration, 0);
  const rain = days.reduce((sum, d) => sum + d.rainfall, 0);
  return (
    <ModuleSection className="wx-sky" title={config.title} label="Evapotranspiration">
      <p className="wx-sky__lead">
        Pasture loses about {mm(et)} to{' '}
        <TermLink term="evapotranspiration">evapotranspiration</TermLink> over the next{' '}
        {days.length} days; {mm(rain)} of rain is forecast ({rain >= et ? 'a surplus' : 'a deficit'}{' '}
        of {mm(Math.abs(rain - et))}).
      </p>
      <DataTable
        label="Evapotranspiration and rain by day"
        columns={['Day', 'Evapotranspiration', 'Rain', 'Balance']}
        rows={days.map((d) => ({
          key: d.date,
          header: dayLabel(d.date, context.now),
          cells: [
            mm(d.evapotranspiration),
            mm(d.rainfall),
            balance(d.rainfall - d.evapotranspiration),
          ],
        }))}
      />
      <p>
        Reference evapotranspiration of short, well-watered grass, from each day&apos;s highest and
        lowest temperature (Hargreaves); crops use more or less as they grow.
      </p>
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
