import type { ModuleProps } from '#engine/module-entry.ts';
import type { MountainForecastConfig } from '#schemas/generated/types.ts';
import { Condition } from '../shared/conditions.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzShortDay } from '#engine/vocabulary/time.ts';
import { ALTITUDE_BAND_LABELS, altitudeBand } from '../shared/ratings.ts';
import {
  formatAltitude,
  formatCm,
  formatTemp,
  isNumber,
  windText,
} from '#engine/vocabulary/units.ts';
import './MountainForecast.css';

/** 'Alpine (1,000 to 2,000 m)': the default altitude bands of spec section 9. */
export function bandText(metres: number): string {
  const band = altitudeBand(metres);
  const range =
    band === 'high-alpine'
      ? 'above 2,000 m'
      : band === 'alpine'
        ? '1,000 to 2,000 m'
        : 'below 1,000 m';
  return `${ALTITUDE_BAND_LABELS[band]}, ${range}`;
}

/** Mountain forecast (data: /api/data/mountain/<type>/<key>): freezing level, snow, wind aloft. */
export default function MountainForecast({ config }: ModuleProps<MountainForecastConfig>) {
  const days = config.days ?? [];
  if (days.length === 0) return null;
  return (
    <ModuleSection className="wx-mountain" title={config.title} label="Mountain forecast">
      {isNumber(config.altitude) ? (
        <p className="wx-mountain__altitude">{`Forecast for ${formatAltitude(config.altitude)} (${bandText(config.altitude)})`}</p>
      ) : null}
      <DataTable
        label="Mountain forecast by day"
        columns={[
          'Day',
          'Conditions',
          'Freezing level',
          'Snowfall',
          'Wind at altitude',
          'High / low',
        ]}
        rows={days.map((d) => {
          const wind = windText(d.windAtAltitude);
          return {
            key: d.date,
            header: formatNzShortDay(d.date),
            cells: [
              <Condition condition={d.condition} size={20} />,
              <>
                {formatAltitude(d.freezingLevel)}
                {isNumber(d.freezingLevel) ? (
                  <span className="wx-mountain__band">
                    {' '}
                    {ALTITUDE_BAND_LABELS[altitudeBand(d.freezingLevel)]}
                  </span>
                ) : null}
              </>,
              formatCm(d.snowFall),
              <>
                <span aria-hidden="true">{wind.short}</span>
                <span className="wx-visually-hidden">{wind.spoken}</span>
                {isNumber(d.windAtAltitude?.altitude) ? (
                  <span className="wx-mountain__band">
                    {' '}
                    at {formatAltitude(d.windAtAltitude.altitude)}
                  </span>
                ) : null}
              </>,
              `${formatTemp(d.highTemp)} / ${formatTemp(d.lowTemp)}`,
            ],
          };
        })}
      />
      {days[0]?.text ? <p className="wx-mountain__text">{days[0].text}</p> : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
