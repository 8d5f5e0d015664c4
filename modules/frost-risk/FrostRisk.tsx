import type { ModuleProps } from '#engine/module-entry.ts';
import type { FrostRiskConfig } from '#schemas/generated/types.ts';
import { FROST_LEVELS } from '#engine/vocabulary/levels.ts';
import { formatTemp } from '#engine/vocabulary/units.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { dayLabel } from '../shared/day-label.ts';
import { LevelBadge, LevelKey, TermLink } from '../shared/glossary.tsx';
import '../shared/sky.css';

/** 'Low of 2°, clear sky, light wind': why, from the server's reasons (server/weather/farm.ts). */
const why = (reasons: readonly string[] | undefined): string => (reasons ?? []).join(', ');

/**
 * Frost risk for each morning: the first frosty morning (or that none is expected) in words, then
 * every day's risk on its colour with the reasons it was rated from.
 */
export default function FrostRisk({ config, context }: ModuleProps<FrostRiskConfig>) {
  const days = config.days ?? [];
  if (days.length === 0) return null;
  const first = days.find((d) => d.frost !== 'none');
  return (
    <ModuleSection className="wx-sky" title={config.title} label="Frost risk">
      <p className="wx-sky__lead">
        {first ? (
          <>
            <LevelBadge level={FROST_LEVELS[first.frost]} /> {dayLabel(first.date, context.now)}{' '}
            morning
          </>
        ) : (
          <>
            No <TermLink term="frost">frost</TermLink> expected in the next {days.length} days
          </>
        )}
      </p>
      <DataTable
        label="Frost risk by morning"
        columns={['Morning', 'Low', 'Frost risk', 'Why']}
        rows={days.map((d) => ({
          key: d.date,
          header: dayLabel(d.date, context.now),
          cells: [
            formatTemp(d.lowTemp),
            <LevelBadge level={FROST_LEVELS[d.frost]} />,
            why(d.frostReasons),
          ],
        }))}
      />
      <p>
        A ground frost can form on grass and cars when the air two metres up stays above 0°: clear,
        calm nights in sheltered valleys are the coldest.{' '}
        <TermLink term="frost">About frost</TermLink>
      </p>
      <LevelKey label="Frost risk" levels={Object.values(FROST_LEVELS)} />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
