import type { ModuleProps } from '#engine/module-entry.ts';
import type { RoadReportConfig } from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import './RoadReport.css';

const STATUS_TEXT: Record<string, string> = {
  open: 'Open',
  caution: 'Caution',
  chains: 'Chains required',
  closed: 'Closed',
};

/** Access road report (spec: Road status, text). */
export default function RoadReport({ config }: ModuleProps<RoadReportConfig>) {
  if (!config.status) return null;
  const status = STATUS_TEXT[config.status] ?? config.status;
  return (
    <ModuleSection className="wx-road" title={config.title} label="Road conditions">
      <p className="wx-road__status">
        {config.roadName ? <span className="wx-road__name">{config.roadName}: </span> : null}
        <span className={`wx-road__badge wx-road__badge--${config.status}`}>{status}</span>
      </p>
      {config.text ? <p>{config.text}</p> : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
