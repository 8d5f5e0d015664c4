import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { RainForecastConfig } from '#schemas/generated/types.ts';
import { RainChart } from './RainChart.tsx';
import { TableScroll } from '../shared/TableScroll.tsx';
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
        <TableScroll label="Rain and temperature by day">
          <table className="wx-table">
            <caption className="wx-visually-hidden">Rain and temperature by day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Rain</th>
                <th scope="col">Chance</th>
                <th scope="col">Temp</th>
                <th scope="col">High</th>
                <th scope="col">Low</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatNzShortDay(d.date)}</th>
                  <td>
                    <RainCell value={d.rainfall} perHour={false} />
                  </td>
                  <td>{formatPercent(d.rainChance)}</td>
                  <td>{formatTemp(d.temperature)}</td>
                  <td>{formatTemp(d.highTemp)}</td>
                  <td>{formatTemp(d.lowTemp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {hours.length > 0 ? (
        <>
          <h3 className="wx-rain__hours-title">Rain per hour</h3>
          <RainChart hours={hours} titleId={`${id}-chart`} />
          <details className="wx-rain__table-toggle">
            <summary>Rain per hour as a table</summary>
            <TableScroll label="Rain per hour">
              <table className="wx-table">
                <caption className="wx-visually-hidden">Rain per hour</caption>
                <thead>
                  <tr>
                    <th scope="col">Time</th>
                    <th scope="col">Rainfall</th>
                  </tr>
                </thead>
                <tbody>
                  {hours.map((h) => (
                    <tr key={h.time}>
                      <th scope="row">
                        {formatNzShortDay(h.time)} {formatNzHour(h.time)}
                      </th>
                      <td>
                        <RainCell value={h.rainfall} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </details>
        </>
      ) : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
