import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { PastWeatherConfig, PastWeatherDay } from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { formatNzShortDay } from '#engine/vocabulary/time.ts';
import { formatMm, formatTemp, isNumber } from '#engine/vocabulary/units.ts';
import './PastWeather.css';
import { TableScroll } from '../shared/TableScroll.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';

/** A forecast high within this many degrees of what happened counts as right. */
export const CLOSE_DEGREES = 2;

/** 'Forecast highs were within 2° on 5 of 7 days.' (days with both numbers only). */
export function accuracyText(days: readonly PastWeatherDay[]): string {
  const judged = days.filter((d) => isNumber(d.observed.highTemp) && isNumber(d.forecast.highTemp));
  if (judged.length === 0) return '';
  const close = judged.filter(
    (d) => Math.abs((d.observed.highTemp ?? 0) - (d.forecast.highTemp ?? 0)) <= CLOSE_DEGREES,
  ).length;
  return `Forecast highs were within ${CLOSE_DEGREES}° of what happened on ${close} of ${judged.length} days.`;
}

/** 'Forecast 3° too warm' style difference, or '' when either value is missing or they agree. */
function difference(observed: unknown, forecast: unknown, unit: string): string {
  if (!isNumber(observed) || !isNumber(forecast)) return '';
  const delta = Math.round((forecast - observed) * 10) / 10;
  if (delta === 0) return '';
  return `${delta > 0 ? '+' : '−'}${Math.abs(delta)}${unit}`;
}

/**
 * Past weather: each of the last seven days, what was observed beside what the forecast said
 * the day before (high, low, rain), the forecast's miss, and how often the highs were close.
 */
export default function PastWeather({ config }: ModuleProps<PastWeatherConfig>) {
  const id = useId();
  const days = config.days ?? [];
  if (days.length === 0) return null;
  return (
    <ModuleSection className="wx-past" title={config.title} label="Past weather" titleId={id}>
      <p>{accuracyText(days)}</p>
      <TableScroll label="Past 7 days, observed and forecast">
        <table className="wx-table wx-past__table">
          <caption className="wx-visually-hidden">
            Observed against forecast for the last {days.length} days
          </caption>
          <thead>
            <tr>
              <td />
              <th scope="colgroup" colSpan={2}>
                High
              </th>
              <th scope="colgroup" colSpan={2}>
                Low
              </th>
              <th scope="colgroup" colSpan={2}>
                Rain
              </th>
            </tr>
            <tr>
              <th scope="col">Day</th>
              {['high', 'low', 'rain'].map((k) => [
                <th scope="col" key={`${k}-o`}>
                  Observed
                </th>,
                <th scope="col" key={`${k}-f`}>
                  Forecast
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatNzShortDay(d.date)}</th>
                <td>{formatTemp(d.observed.highTemp)}</td>
                <td>
                  {formatTemp(d.forecast.highTemp)}
                  <small>{difference(d.observed.highTemp, d.forecast.highTemp, '°')}</small>
                </td>
                <td>{formatTemp(d.observed.lowTemp)}</td>
                <td>
                  {formatTemp(d.forecast.lowTemp)}
                  <small>{difference(d.observed.lowTemp, d.forecast.lowTemp, '°')}</small>
                </td>
                <td>{formatMm(d.observed.rainfall)}</td>
                <td>{formatMm(d.forecast.rainfall)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="wx-data-note">
        Forecast: issued the day before. Differences show how far the forecast was off.
      </p>
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
