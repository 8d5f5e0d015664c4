import type { ModuleProps } from '#engine/module-entry.ts';
import type { SunMoonConfig } from '#schemas/generated/types.ts';
import { formatDayLength, moonPhaseName } from '#engine/vocabulary/levels.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { dayLabel } from '../shared/day-label.ts';
import { TermLink } from '../shared/glossary.tsx';
import '../shared/sky.css';

/** A rise or set time, or a dash with words for a day it does not happen. */
function time(value: string | null): string {
  return value ? formatNzTime(value) : 'None';
}

/**
 * Sunrise, sunset, day length and the moon at a place: today in words, then the week in a table.
 * The moon rises about 50 minutes later each day, so some days have no moonrise or no moonset.
 */
export default function SunMoon({ config, context }: ModuleProps<SunMoonConfig>) {
  const days = config.days ?? [];
  const today = days[0];
  if (!today) return null;
  const tomorrow = days[1];
  const change = tomorrow ? tomorrow.dayLengthMinutes - today.dayLengthMinutes : 0;
  return (
    <ModuleSection className="wx-sky" title={config.title} label="Sun and moon">
      <dl className="wx-sky__today">
        <div>
          <dt>Sunrise</dt>
          <dd>{time(today.sunrise)}</dd>
        </div>
        <div>
          <dt>Sunset</dt>
          <dd>{time(today.sunset)}</dd>
        </div>
        <div>
          <dt>
            <TermLink term="day-length">Day length</TermLink>
          </dt>
          <dd>
            {formatDayLength(today.dayLengthMinutes)}
            {change ? (
              <span className="wx-sky__change">
                {' '}
                ({change > 0 ? `${change} min longer` : `${-change} min shorter`} tomorrow)
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <TermLink term="moon-phase">Moon</TermLink>
          </dt>
          <dd>
            {moonPhaseName(today.moonPhase)}, {today.moonIllumination}% lit
          </dd>
        </div>
      </dl>
      <DataTable
        className="wx-sun-table"
        label="Sun and moon by day"
        columns={['Day', 'Sunrise', 'Sunset', 'Day length', 'Moonrise', 'Moonset', 'Moon']}
        rows={days.map((d) => ({
          key: d.date,
          header: dayLabel(d.date, context.now),
          cells: [
            time(d.sunrise),
            time(d.sunset),
            formatDayLength(d.dayLengthMinutes),
            time(d.moonrise),
            time(d.moonset),
            moonPhaseName(d.moonPhase),
          ],
        }))}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
