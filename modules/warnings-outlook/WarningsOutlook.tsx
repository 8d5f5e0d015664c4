import type { ModuleProps } from '#engine/module-entry.ts';
import type { Warning, WarningsOutlookConfig } from '#schemas/generated/types.ts';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { warningTime } from '../warnings-list/WarningItem.tsx';
import './WarningsOutlook.css';

type Outlook = WarningsOutlookConfig['outlook'];

const NAMES: Record<Outlook, string> = {
  'severe-weather': 'severe weather outlook',
  thunderstorm: 'thunderstorm outlook',
  'tropical-cyclone': 'tropical cyclone activity outlook',
};

/** Which outlook a warning belongs to: outlooks are blue; cyclones and thunderstorms have their own. */
export function outlookOf(w: Warning): Outlook | null {
  if (w.eventType === 'cyclone') return 'tropical-cyclone';
  if (w.warnLevel !== 'blue' && w.type !== 'outlook') return null;
  return w.eventType === 'thunderstorm' ? 'thunderstorm' : 'severe-weather';
}

/** The outlook text with its issue and validity times; a plain sentence when none is in force. */
export default function WarningsOutlook({ config }: ModuleProps<WarningsOutlookConfig>) {
  const items = (config.warnings ?? []).filter((w) => outlookOf(w) === config.outlook);
  return (
    <ModuleSection
      className="wx-warnings-outlook"
      title={config.title}
      label={NAMES[config.outlook]}
    >
      {items.length === 0 ? <p>{`No ${NAMES[config.outlook]} is in force.`}</p> : null}
      {items.map((w, i) => {
        const issued = warningTime(w.issuedAt);
        const next = warningTime(w.nextIssueAt);
        const from = warningTime(w.threatStartTime);
        const until = warningTime(w.threatEndTime);
        return (
          <article
            key={`${w.capId ?? w.name}-${i}`}
            className="wx-warnings-outlook__item"
            aria-label={w.name}
          >
            <h3>{w.name}</h3>
            <p className="wx-warnings-outlook__times">
              {issued ? `Issued ${issued}` : ''}
              {next ? `. Next issue ${next}` : ''}
            </p>
            {w.areaDescription ? (
              <p className="wx-warnings-outlook__area">{w.areaDescription}</p>
            ) : null}
            {from || until ? (
              <p className="wx-warnings-outlook__times">
                {[from && `From ${from}`, until && `until ${until}`].filter(Boolean).join(' ')}
              </p>
            ) : null}
            {(w.text ?? '')
              .split(/\n\s*\n/)
              .filter(Boolean)
              .map((para, j) => (
                <p key={j}>{para}</p>
              ))}
            {w.impact ? <p className="wx-warnings-outlook__impact">{w.impact}</p> : null}
          </article>
        );
      })}
    </ModuleSection>
  );
}
