import type { Warning } from '#schemas/generated/types.ts';
import { formatNzTimeAndDate } from '#engine/vocabulary/time.ts';
import './WarningItem.css';

/** '2:05 pm, 23 November 2026' in New Zealand time (spec: time with am or pm; day month year). */
export const warningTime = formatNzTimeAndDate;

const LEVEL_WORDS: Record<Warning['warnLevel'], string> = {
  red: 'Red warning',
  orange: 'Orange warning',
  yellow: 'Watch',
  blue: 'Outlook',
  none: 'Information',
};

export const levelWords = (level: Warning['warnLevel']): string => LEVEL_WORDS[level];

const MARINE: ReadonlySet<Warning['eventType']> = new Set([
  'gale',
  'storm',
  'swell',
  'iceaccretion',
  'wind-advisory',
  'squall',
]);
export const isMarineWarning = (w: Warning): boolean => MARINE.has(w.eventType);

/** Anchor of a warning on the page: the fragment of its own url (/warnings/home#<id>). */
export const warningAnchor = (w: Warning): string | undefined =>
  w.url?.includes('#') ? w.url.slice(w.url.indexOf('#') + 1) : undefined;

/** One warning as a list item: level in words (never colour alone), name, area and times. */
export function WarningItem({ warning, id }: { warning: Warning; id?: string }) {
  const issued = warningTime(warning.issuedAt);
  const from = warningTime(warning.threatStartTime);
  const until = warningTime(warning.threatEndTime);
  return (
    <li className={`wx-warning-item wx-warning-item--${warning.warnLevel}`} id={id}>
      <span className="wx-warning-item__level">{levelWords(warning.warnLevel)}</span>
      <span className="wx-warning-item__name">
        {warning.url ? <a href={warning.url}>{warning.name}</a> : warning.name}
      </span>
      {warning.areaDescription ? (
        <span className="wx-warning-item__area">{warning.areaDescription}</span>
      ) : null}
      <span className="wx-warning-item__times">
        {issued ? `Issued ${issued}` : null}
        {from ? `. From ${from}` : null}
        {until ? `. Until ${until}` : null}
      </span>
    </li>
  );
}
