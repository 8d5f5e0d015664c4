import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { HourlyForecastConfig } from '#schemas/generated/types.ts';
import { conditionText } from '../shared/conditions.tsx';
import { SkyIcon } from '../shared/night-icon.tsx';
import { TableScroll } from '../shared/TableScroll.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzHour, formatNzShortDay } from '#engine/vocabulary/time.ts';
import { RainCell } from '../shared/RainCell.tsx';
import { formatPercent, formatTemp, isNumber, windText } from '#engine/vocabulary/units.ts';
import { TemperatureChart } from './TemperatureChart.tsx';
import './HourlyForecast.css';

/** The next 48 hours: a temperature chart, then the table that is the accessible source. */
export default function HourlyForecast({ config }: ModuleProps<HourlyForecastConfig>) {
  const id = useId();
  const hours = config.hours ?? [];
  if (hours.length === 0) return null;
  const points = hours.flatMap((h) => (isNumber(h.temp) ? [{ time: h.time, temp: h.temp }] : []));
  let lastDay = '';
  return (
    <ModuleSection className="wx-hourly" title={config.title} label="Hourly forecast" titleId={id}>
      <TemperatureChart points={points} titleId={`${id}-chart`} />
      <TableScroll label="Hourly forecast table">
        <table className="wx-table">
          <caption className="wx-visually-hidden">
            Hourly forecast: temperature, conditions, rain and wind
          </caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Temp</th>
              <th scope="col">Conditions</th>
              <th scope="col">Rain</th>
              <th scope="col">Chance</th>
              <th scope="col">Wind</th>
            </tr>
          </thead>
          <tbody>
            {hours.map((h) => {
              const day = formatNzShortDay(h.time);
              const showDay = day !== lastDay;
              lastDay = day;
              const wind = windText(h.wind);
              return (
                <tr key={h.time}>
                  <th scope="row">
                    {showDay ? <span className="wx-hourly__day">{day} </span> : null}
                    {formatNzHour(h.time)}
                  </th>
                  <td>{formatTemp(h.temp)}</td>
                  <td>
                    <span className="wx-condition">
                      <SkyIcon condition={h.condition} night={h.night} size={20} />
                      {conditionText(h.condition)}
                    </span>
                  </td>
                  <td>
                    <RainCell value={h.rainfall} />
                  </td>
                  <td>{formatPercent(h.rainChance)}</td>
                  <td>
                    <span aria-hidden="true">{wind.short}</span>
                    <span className="wx-visually-hidden">{wind.spoken}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
