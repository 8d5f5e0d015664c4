import type { ModuleProps } from '#engine/module-entry.ts';
import type { SkyDay, UvIndexConfig } from '#schemas/generated/types.ts';
import { UV_LEVELS, uvLevel } from '#engine/vocabulary/levels.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { dayLabel } from '../shared/day-label.ts';
import { LevelBadge, LevelKey, TermLink } from '../shared/glossary.tsx';
import '../shared/sky.css';

/** '9:00 am to 5:20 pm', or that none is needed (the UV index stays under 3). */
export function protectionTimes(day: SkyDay): string {
  return day.sunProtectionFrom && day.sunProtectionTo
    ? `${formatNzTime(day.sunProtectionFrom)} to ${formatNzTime(day.sunProtectionTo)}`
    : 'Not needed';
}

/** '0–2', '11+': a category's whole UV indexes. */
const uvRange = (from: number, next?: number): string =>
  next === undefined ? `${from}+` : next - 1 === from ? `${from}` : `${from}–${next - 1}`;

function UvValue({ uv }: { uv: number }) {
  const level = uvLevel(uv);
  return (
    <LevelBadge level={level}>
      {Math.round(uv)} {level.label}
    </LevelBadge>
  );
}

/**
 * The UV index (WHO scale, NIWA's way of giving it): today's highest with its category and the
 * sun protection times, then the week. The category is written beside its colour.
 */
export default function UvIndex({ config, context }: ModuleProps<UvIndexConfig>) {
  const days = config.days ?? [];
  const today = days[0];
  if (!today) return null;
  return (
    <ModuleSection className="wx-sky" title={config.title} label="UV index">
      <p className="wx-sky__lead">
        <TermLink term="uv-index">UV index</TermLink> today: <UvValue uv={today.uvMax} />
        {today.uvPeakAt ? <>, highest around {formatNzTime(today.uvPeakAt)}</> : null}
      </p>
      <p>
        <TermLink term="sun-protection-times">Sun protection</TermLink>{' '}
        {today.sunProtectionFrom ? 'recommended' : 'today'}: {protectionTimes(today)}
        {today.uvClearSky !== undefined && today.uvClearSky > today.uvMax ? (
          <> (under a clear sky the UV index would reach {Math.round(today.uvClearSky)})</>
        ) : null}
      </p>
      <DataTable
        label="UV index by day"
        columns={['Day', 'Highest UV index', 'Sun protection']}
        rows={days.map((d) => ({
          key: d.date,
          header: dayLabel(d.date, context.now),
          cells: [<UvValue uv={d.uvMax} />, protectionTimes(d)],
        }))}
      />
      <LevelKey
        label="UV index categories (WHO)"
        levels={UV_LEVELS.map((l, i) => ({
          ...l,
          label: `${l.label} ${uvRange(l.from, UV_LEVELS[i + 1]?.from)}`,
        }))}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
