import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { TideEvent, TideForecastConfig } from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { formatNzDayHeading, formatNzShortDay, formatNzTime } from '#engine/vocabulary/time.ts';
import { formatMetres } from '#engine/vocabulary/units.ts';
import './TideForecast.css';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';

const DATUM_TEXT: Record<NonNullable<TideForecastConfig['datum']>, string> = {
  'chart-datum': 'Heights in metres above chart datum.',
  'mean-sea-level': 'Heights in metres above mean sea level, from an ocean model.',
};

/** High and low waters grouped by New Zealand day (times carry the NZ offset, DST included). */
function byDay(tides: readonly TideEvent[]): [string, TideEvent[]][] {
  const days = new Map<string, TideEvent[]>();
  for (const tide of tides) {
    const day = formatNzShortDay(tide.time);
    days.set(day, [...(days.get(day) ?? []), tide]);
  }
  return [...days.entries()];
}

/**
 * Tide forecast: the high and low waters at the port nearest the place, by day, in New Zealand
 * time, with the port named and how far away it is (tides at a beach 20 km off can differ).
 */
export default function TideForecast({ config }: ModuleProps<TideForecastConfig>) {
  const id = useId();
  const tides = config.tides ?? [];
  const port = config.port;
  if (tides.length === 0 || !port) return null;
  const first = tides[0]?.time ?? '';
  return (
    <ModuleSection className="wx-tides" title={config.title} label="Tide forecast" titleId={id}>
      <p className="wx-tides__port">
        Tides at <strong>{port.label}</strong>
        {port.distanceKm >= 2 ? `, ${port.distanceKm} km away` : ''}.{' '}
        {config.datum ? DATUM_TEXT[config.datum] : ''}
      </p>
      {/* Each day heads its own rows, so the table keeps three narrow columns and fits the
          desktop's left column and a 360 px phone (issue 10). */}
      <DataTable
        label="High and low tides"
        caption={`High and low tides from ${formatNzDayHeading(first)}, New Zealand time`}
        className="wx-tides__table"
        columns={['Time', 'Tide', 'Height']}
        groups={byDay(tides).map(([day, events]) => ({
          key: day,
          title: day,
          rows: events.map((tide) => ({
            key: tide.time,
            className: `wx-tides__${tide.type}`,
            header: formatNzTime(tide.time),
            cells: [tide.type === 'high' ? 'High' : 'Low', formatMetres(tide.height)],
          })),
        }))}
      />
      <p className="wx-data-note">Not for navigation: use the official LINZ tide tables at sea.</p>
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
