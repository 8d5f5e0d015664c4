import type { ModuleProps } from '#engine/module-entry.ts';
import type { TrafficIncident, TrafficIncidentsConfig } from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzTimeAndDate } from '#engine/vocabulary/time.ts';
import './TrafficIncidents.css';

/** 'Planned works. Started 6:40 am, 22 November 2026. Expected: next update 4 pm'. */
function incidentTimes(incident: TrafficIncident): string {
  const started = formatNzTimeAndDate(incident.startedAt);
  return [
    incident.planned ? 'Planned works' : '',
    started ? `Started ${started}` : '',
    incident.expectedResolution ? `Expected: ${incident.expectedResolution}` : '',
  ]
    .filter(Boolean)
    .join('. ');
}

/**
 * State highway incidents (spec pages doc section 3, Traffic incident: title, description,
 * severity.message). The severity is written out in its badge, so colour is never the only sign.
 * With none in force it says so: a visitor checking the roads wants to know they are clear.
 */
export default function TrafficIncidents({ config }: ModuleProps<TrafficIncidentsConfig>) {
  const incidents = config.incidents ?? [];
  const region = config.location?.region;
  const title = config.title ?? `Traffic incidents${region ? ` in ${region}` : ''}`;
  return (
    <ModuleSection className="wx-traffic" title={title}>
      {incidents.length === 0 ? (
        <p>{`No incidents reported on state highways${region ? ` in ${region}` : ''}.`}</p>
      ) : (
        <ul className="wx-traffic__list">
          {incidents.map((incident) => {
            const times = incidentTimes(incident);
            return (
              <li key={incident.id} className="wx-traffic__item">
                <h3 className="wx-traffic__title">{incident.title}</h3>
                <p className="wx-traffic__severity">
                  <span
                    className={`wx-traffic__badge wx-traffic__badge--${incident.severity.level}`}
                  >
                    {incident.severity.message}
                  </span>
                </p>
                {incident.description ? <p>{incident.description}</p> : null}
                {times ? <p className="wx-traffic__times">{times}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
