import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { PastWeatherConfig, PastWeatherDay } from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { formatNzShortDay } from '#engine/vocabulary/time.ts';
import { formatMm, formatTemp, isNumber } from '#engine/vocabulary/units.ts';
import './PastWeather.css';
import { DataTable } from '../shared/DataTable.tsx';
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
      <DataTable
        label="Past 7 days, observed and forecast"
        caption={`Observed against forecast for the last ${days.length} days`}
        className="wx-past__table"
        columnGroups={[
          null,
          { label: 'High', span: 2 },
          { label: 'Low', span: 2 },
          { label: 'Rain', span: 2 },
        ]}
        columns={['Day', 'Observed', 'Forecast', 'Observed', 'Forecast', 'Observed', 'Forecast']}
        rows={days.map((d) => ({
          key: d.date,
          header: formatNzShortDay(d.date),
          cells: [
            formatTemp(d.observed.highTemp),
            <>
              {formatTemp(d.forecast.highTemp)}
              <small>{difference(d.observed.highTemp, d.forecast.highTemp, '°')}</small>
            </>,
            formatTemp(d.observed.lowTemp),
            <>
              {formatTemp(d.forecast.lowTemp)}
              <small>{difference(d.observed.lowTemp, d.forecast.lowTemp, '°')}</small>
            </>,
            formatMm(d.observed.rainfall),
            formatMm(d.forecast.rainfall),
          ],
        }))}
      />
      <p className="wx-data-note">
        Forecast: issued the day before. Differences show how far the forecast was off.
      </p>
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
