import type { Warning } from '#schemas/generated/types.ts';
import { formatNzTimeAndDate } from '#engine/vocabulary/time.ts';
import { levelLabel } from './warnings-text.ts';
import './WarningsPanel.css';

/** Spec: wind-advisory, gale and storm show as a grouped list; all others in detail. */
const GROUPED: ReadonlySet<Warning['eventType']> = new Set(['wind-advisory', 'gale', 'storm']);

function Detail({ warning }: { warning: Warning }) {
  const issued = formatNzTimeAndDate(warning.issuedAt);
  const next = formatNzTimeAndDate(warning.nextIssueAt);
  return (
    <li className={`wx-warnings-panel__item wx-warnings-panel__item--${warning.warnLevel}`}>
      <article aria-label={warning.name}>
        <h3 className="wx-warnings-panel__name">
          <span className="wx-warnings-panel__level">{levelLabel(warning.warnLevel)}</span>{' '}
          {warning.name}
        </h3>
        <dl className="wx-warnings-panel__facts">
          {warning.areaDescription ? (
            <>
              <dt>Area</dt>
              <dd>{warning.areaDescription}</dd>
            </>
          ) : null}
          {issued ? (
            <>
              <dt>Issued</dt>
              <dd>{issued}</dd>
            </>
          ) : null}
          {next ? (
            <>
              <dt>Next issue</dt>
              <dd>{next}</dd>
            </>
          ) : null}
          {warning.impact ? (
            <>
              <dt>Impact</dt>
              <dd>{warning.impact}</dd>
            </>
          ) : null}
        </dl>
        {warning.text ? <p className="wx-warnings-panel__text">{warning.text}</p> : null}
        {warning.url ? <a href={warning.url}>More about the {warning.name}</a> : null}
      </article>
    </li>
  );
}

export interface WarningsPanelProps {
  warnings: readonly Warning[];
}

/** The warnings in detail, with gale, storm and wind advisories gathered into one short list. */
export function WarningsPanel({ warnings }: WarningsPanelProps) {
  const grouped = warnings.filter((w) => GROUPED.has(w.eventType));
  const detailed = warnings.filter((w) => !GROUPED.has(w.eventType));
  return (
    <div className="wx-warnings-panel">
      {detailed.length ? (
        <ul className="wx-warnings-panel__list">
          {detailed.map((w, i) => (
            <Detail key={`${w.capId ?? w.name}-${i}`} warning={w} />
          ))}
        </ul>
      ) : null}
      {grouped.length ? (
        <section aria-label="Gale, storm and wind advisories" className="wx-warnings-panel__group">
          <h3 className="wx-warnings-panel__name">Gale, storm and wind advisories</h3>
          <ul>
            {grouped.map((w, i) => (
              <li key={`${w.capId ?? w.name}-${i}`}>
                {w.url ? <a href={w.url}>{w.name}</a> : w.name}
                {w.areaDescription ? `: ${w.areaDescription}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
