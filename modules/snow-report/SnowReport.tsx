import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { SnowReportConfig } from '#schemas/generated/types.ts';
import { DataNote, ModuleTitle } from '../shared/DataNote.tsx';
import { formatCm } from '../shared/units.ts';

/** Snow report (spec: upperSnowBase, lowerSnowBase, text, issuedAt), snow base in cm. */
export default function SnowReport({ config }: ModuleProps<SnowReportConfig>) {
  const id = useId();
  if (config.upperSnowBase === undefined && config.lowerSnowBase === undefined && !config.text)
    return null;
  return (
    <section
      className="wx-snow"
      aria-labelledby={config.title ? id : undefined}
      aria-label={config.title ? undefined : 'Snow report'}
    >
      <ModuleTitle title={config.title} id={id} />
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
    </section>
  );
}
