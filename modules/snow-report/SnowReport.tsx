import type { ModuleProps } from '#engine/module-entry.ts';
import type { SnowReportConfig } from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatCm } from '#engine/vocabulary/units.ts';

/** Snow report (spec: upperSnowBase, lowerSnowBase, text, issuedAt), snow base in cm. */
export default function SnowReport({ config }: ModuleProps<SnowReportConfig>) {
  if (config.upperSnowBase === undefined && config.lowerSnowBase === undefined && !config.text)
    return null;
  return (
    <ModuleSection className="wx-snow" title={config.title} label="Snow report">
      <dl className="wx-facts">
        <div>
          <dt>Upper snow base</dt>
          <dd>{formatCm(config.upperSnowBase)}</dd>
        </div>
        <div>
          <dt>Lower snow base</dt>
          <dd>{formatCm(config.lowerSnowBase)}</dd>
        </div>
      </dl>
      {config.text ? <p>{config.text}</p> : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
