import type { ModuleProps } from '#engine/module-entry.ts';
import type { SeasonalOutlookConfig } from '#schemas/generated/types.ts';
import { ClimateOutlook } from '../shared/ClimateOutlook.tsx';

/** The three months ahead by climate region (NIWA's Seasonal Climate Outlook's regions and style). */
export default function SeasonalOutlook({ config }: ModuleProps<SeasonalOutlookConfig>) {
  return (
    <ClimateOutlook
      label="Outlook for the next three months"
      title={config.title}
      period={config.seasonal}
      region={config.region}
      source={config.source}
      issuedAt={config.issuedAt}
    />
  );
}
