import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { RainForecastConfig } from '#schemas/generated/types.ts';
import { anyRain, RainChart } from './RainChart.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzHour, formatNzShortDay } from '#engine/vocabulary/time.ts';
import { RainCell } from '../shared/RainCell.tsx';
import './RainForecast.css';
import { formatPercent, formatTemp } from '#engine/vocabulary/units.ts';

/**
 * Rain forecast (spec: Rain forecast date, temperature, highTemp, lowTemp). Days show their total;
 * hours, when the data has them, show the per hour band. Rainfall that is not a number is N/A.
 */
export default function RainForecast({ config }: ModuleProps<RainForecastConfig>) {
  const id = useId();
  const days = config.days ?? [];
  const hours = config.hours ?? [];
  if (days.length === 0 && hours.length === 0) return null;
  return (
    <ModuleSection className="wx-rain" title={config.title} label="Rain forecast" titleId={id}>
      {days.length > 0 ? (
        <DataTable
          label="Rain and temperature by day"
          columns={['Day', 'Rain', 'Chance', 'Temp', 'High', 'Low']}
          rows={days.map((d) => ({
            key: d.date,
            header: formatNzShortDay(d.date),
            cells: [
              <RainCell value={d.rainfall} perHour={false} />,
              formatPercent(d.rainChance),
              formatTemp(d.temperature),
              formatTemp(d.highTemp),
              formatTemp(d.lowTemp),
            ],
          }))}
        />
      ) : null}
      {hours.length > 0 && !anyRain(hours) ? (
        <p className="wx-rain__none">{`No rain expected in the next ${hours.length} hours`}</p>
      ) : hours.length > 0 ? (
        <>
          <h3 className="wx-rain__hours-title">Rain per hour</h3>
          <RainChart hours={hours} titleId={`${id}-chart`} />
          <details className="wx-rain__table-toggle">
            <summary>Rain per hour as a table</summary>
            <DataTable
              label="Rain per hour"
              columns={['Time', 'Rainfall']}
              rows={hours.map((h) => ({
                key: h.time,
                header: `${formatNzShortDay(h.time)} ${formatNzHour(h.time)}`,
                cells: [<RainCell value={h.rainfall} />],
              }))}
            />
          </details>
        </>
      ) : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
