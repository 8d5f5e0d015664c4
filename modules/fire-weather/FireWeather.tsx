import type { ModuleProps } from '#engine/module-entry.ts';
import type { FireWeatherConfig } from '#schemas/generated/types.ts';
import { FIRE_LEVELS } from '#engine/vocabulary/levels.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { dayLabel } from '../shared/day-label.ts';
import { LevelBadge, LevelKey, TermLink } from '../shared/glossary.tsx';
import '../shared/sky.css';

/** Fire and Emergency New Zealand's page of fire seasons and fire danger by place. */
export const FENZ_URL = 'https://www.checkitsalright.nz/';

/**
 * Fire danger by day in Fire and Emergency New Zealand's five classes, estimated from this
 * forecast (server/weather/farm.ts), with the reasons. It says plainly that the official fire
 * danger and fire season (which decide whether a fire may be lit) are FENZ's.
 */
export default function FireWeather({ config, context }: ModuleProps<FireWeatherConfig>) {
  const days = config.days ?? [];
  const today = days[0];
  if (!today) return null;
  return (
    <ModuleSection className="wx-sky" title={config.title} label="Fire danger">
      <p className="wx-sky__lead">
        <TermLink term="fire-danger">Fire danger</TermLink> today:{' '}
        <LevelBadge level={FIRE_LEVELS[today.fire]} />
      </p>
      <DataTable
        label="Fire danger by day"
        columns={['Day', 'Fire danger', 'Why']}
        rows={days.map((d) => ({
          key: d.date,
          header: dayLabel(d.date, context.now),
          cells: [<LevelBadge level={FIRE_LEVELS[d.fire]} />, (d.fireReasons ?? []).join(', ')],
        }))}
      />
      <p>
        Estimated from this forecast&apos;s heat, wind and dry spell. Before lighting any fire,
        check the fire season and the official fire danger with Fire and Emergency New Zealand at{' '}
        <a href={FENZ_URL}>checkitsalright.nz</a>.
      </p>
      <LevelKey label="Fire danger classes" levels={Object.values(FIRE_LEVELS)} />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
