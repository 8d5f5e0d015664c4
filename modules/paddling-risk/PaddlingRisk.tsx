import type { ModuleProps } from '#engine/module-entry.ts';
import type { PaddlingRiskConfig } from '#schemas/generated/types.ts';
import { formatKt, formatMetres } from '#engine/vocabulary/units.ts';
import {
  Reasons,
  RiskBadge,
  UnavailableNote,
  periodRows,
  WindWords,
} from '../shared/activity-view.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { DataTable } from '../shared/DataTable.tsx';

const CRAFT: Readonly<Record<string, string>> = {
  kayak: 'Kayaking',
  paddleboarding: 'Paddleboarding',
};

/**
 * Kayaking or paddleboarding risk (issue 25): the risk now, in words and the rating colours, and
 * each reason behind it (wind, gusts, sea over their limits for the craft); a lake or river says
 * it has no sea forecast and is judged on wind and gusts. Then the risk every 3 hours. The limits
 * are engine/vocabulary/activity.ts's PADDLING_LIMITS.
 */
export default function PaddlingRisk({ config }: ModuleProps<PaddlingRiskConfig>) {
  const periods = config.periods ?? [];
  const now = periods[0];
  if (!now) return null;
  const craft = CRAFT[config.activity ?? ''] ?? 'Paddling';
  return (
    <ModuleSection className="wx-activity" title={config.title} label={`${craft} risk`}>
      <p className="wx-activity__now">
        {craft} now <RiskBadge risk={now.risk} />
      </p>
      <Reasons reasons={now.reasons} label="Why" />
      <UnavailableNote parts={config.unavailable} only={['sea', 'swell', 'tides']} />
      <DataTable
        label={`${craft} risk every 3 hours`}
        caption="Risk, wind, gusts and sea every 3 hours"
        columns={['Time', 'Risk', 'Wind', 'Gusts', 'Sea']}
        rows={periodRows(periods, (p) => [
          <RiskBadge risk={p.risk} />,
          <WindWords wind={p.wind} />,
          formatKt(p.wind.gustSpeed),
          p.sea ? formatMetres(p.sea.height) : 'N/A',
        ])}
      />
      <p className="wx-data-note">
        Wear a lifejacket, carry two ways to call for help, and tell someone your plans. Offshore
        winds can carry you out faster than you can paddle back.
      </p>
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
