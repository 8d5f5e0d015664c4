import type { ModuleProps } from '#engine/module-entry.ts';
import type { MonthlyOutlookConfig } from '#schemas/generated/types.ts';
import { ClimateOutlook } from '../shared/ClimateOutlook.tsx';

/** The month ahead by climate region (NIWA's Seasonal Climate Outlook's regions and style). */
export default function MonthlyOutlook({ config }: ModuleProps<MonthlyOutlookConfig>) {
  return (
    <ClimateOutlook
      label="Outlook for the month ahead"
      title={config.title}
      period={config.monthly}
      region={config.region}
      source={config.source}
      issuedAt={config.issuedAt}
    />
  );
}
