import type { ModuleProps } from '#engine/module-entry.ts';
import type { MarineForecastConfig } from '#schemas/generated/types.ts';
import { DataTable } from '../shared/DataTable.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { TermLink } from '../shared/TermLink.tsx';
import { formatNzHour, formatNzShortDay } from '#engine/vocabulary/time.ts';
import { HIGH_SEAS_WARNING_LABELS, sortHighSeasWarnings } from '../shared/ratings.ts';
import { formatMetres, formatSeconds, windText } from '#engine/vocabulary/units.ts';
import './MarineForecast.css';

/** Marine forecast (data: /api/data/marine/<type>/<key>): wind kt, swell m, period, sea state. */
export default function MarineForecast({ config }: ModuleProps<MarineForecastConfig>) {
  const periods = config.periods ?? [];
  const warnings = sortHighSeasWarnings(config.warnings ?? []);
  if (periods.length === 0 && !config.text) return null;
  let lastDay = '';
  return (
    <ModuleSection className="wx-marine" title={config.title} label="Marine forecast">
      {warnings.length > 0 ? (
        <ul className="wx-marine__warnings" aria-label="Warnings in force">
          {warnings.map((w) => (
            <li key={w} className={`wx-marine__warning wx-marine__warning--${w}`}>
              {HIGH_SEAS_WARNING_LABELS[w]}
            </li>
          ))}
        </ul>
      ) : null}
      {config.text ? <p className="wx-marine__outlook">{config.text}</p> : null}
      {periods.length > 0 ? (
        <DataTable
          label="Wind, swell and sea state every few hours"
          columns={[
            'Time',
            'Wind',
            <TermLink term="swell">Swell</TermLink>,
            <TermLink term="swell-period">Period</TermLink>,
            <TermLink term="sea-state">Sea state</TermLink>,
          ]}
          rows={periods.map((p) => {
            const day = formatNzShortDay(p.time);
            const showDay = day !== lastDay;
            lastDay = day;
            const wind = windText(p.wind);
            return {
              key: p.time,
              header: `${showDay ? `${day} ` : ''}${formatNzHour(p.time)}`,
              cells: [
                <>
                  <span aria-hidden="true">{wind.short}</span>
                  <span className="wx-visually-hidden">{wind.spoken}</span>
                </>,
                `${p.swell?.direction ? `${p.swell.direction} ` : ''}${formatMetres(p.swell?.seaHeight)}`,
                formatSeconds(p.swell?.period),
                <span className="wx-marine__state">{p.seaState ?? 'N/A'}</span>,
              ],
            };
          })}
        />
      ) : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
