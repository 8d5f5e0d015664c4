import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { HourlyForecastConfig } from '#schemas/generated/types.ts';
import { conditionText } from '../shared/conditions.tsx';
import { SkyIcon } from '../shared/night-icon.tsx';
import { DataTable } from '../shared/DataTable.tsx';
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
      <DataTable
        label="Hourly forecast table"
        caption="Hourly forecast: temperature, conditions, rain and wind"
        columns={['Time', 'Temp', 'Conditions', 'Rain', 'Chance', 'Wind']}
        rows={hours.map((h) => {
          const day = formatNzShortDay(h.time);
          const showDay = day !== lastDay;
          lastDay = day;
          const wind = windText(h.wind);
          return {
            key: h.time,
            header: (
              <>
                {showDay ? <span className="wx-hourly__day">{day} </span> : null}
                {formatNzHour(h.time)}
              </>
            ),
            cells: [
              formatTemp(h.temp),
              <span className="wx-condition">
                <SkyIcon condition={h.condition} night={h.night} size={20} />
                {conditionText(h.condition)}
              </span>,
              <RainCell value={h.rainfall} />,
              formatPercent(h.rainChance),
              <>
                <span aria-hidden="true">{wind.short}</span>
                <span className="wx-visually-hidden">{wind.spoken}</span>
              </>,
            ],
          };
        })}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
