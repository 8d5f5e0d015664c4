import type { ModuleProps } from '#engine/module-entry.ts';
import type { SkiReportConfig } from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatAltitude } from '#engine/vocabulary/units.ts';
import './SkiReport.css';

const STATUS_TEXT = { open: 'Open', paused: 'Paused', closed: 'Closed' } as const;

/**
 * Ski field facilities (spec: Facilities): status counts, lists per facility type, altitudes.
 * Out of season the weather leads the page and the report folds into one line (issue 22).
 */
export default function SkiReport({ config }: ModuleProps<SkiReportConfig>) {
  const f = config.facilities;
  if (!f) return null;
  const report = <Facilities facilities={f} />;
  return (
    <ModuleSection className="wx-ski" title={config.title} label="Ski report">
      {config.isSkiSeason === false ? (
        <>
          <p className="wx-ski__season">Outside the ski season: lifts and trails are closed.</p>
          <details className="wx-ski__fold">
            <summary>{`Lifts and trails (${f.facilityList.reduce((n, g) => n + g.items.length, 0)})`}</summary>
            {report}
          </details>
        </>
      ) : (
        report
      )}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}

function Facilities({ facilities: f }: { facilities: NonNullable<SkiReportConfig['facilities']> }) {
  return (
    <>
      <dl className="wx-facts wx-ski__counts">
        {(['open', 'paused', 'closed'] as const).map((s) => (
          <div key={s} className={`wx-ski__count wx-ski__count--${s}`}>
            <dt>{STATUS_TEXT[s]}</dt>
            <dd>{f.status[s]}</dd>
          </div>
        ))}
      </dl>
      {f.facilityList.map((group) => (
        <div key={group.facilityTypeName} className="wx-ski__group">
          <h3>{group.facilityTypeName}</h3>
          <ul className="wx-ski__items">
            {group.items.map((item) => (
              <li key={item.name}>
                <span>{item.name}</span>
                <span className={`wx-ski__status wx-ski__status--${item.status}`}>
                  {STATUS_TEXT[item.status]}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <dl className="wx-facts wx-ski__altitudes">
        <div>
          <dt>Top of lifts</dt>
          <dd>{formatAltitude(f.highAltitude)}</dd>
        </div>
        <div>
          <dt>Base</dt>
          <dd>{formatAltitude(f.baseAltitude)}</dd>
        </div>
        <div>
          <dt>Vertical drop</dt>
          <dd>{formatAltitude(f.verticalDrop)}</dd>
        </div>
      </dl>
      {f.viewMoreUrl ? (
        <p>
          <a href={f.viewMoreUrl}>View more</a>
        </p>
      ) : null}
    </>
  );
}
