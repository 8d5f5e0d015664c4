import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { RecreationPeriod, UnavailablePart } from '#schemas/generated/types.ts';
import {
  ACTIVITY_RATING_LABELS,
  RISK_AS_RATING,
  RISK_LABELS,
} from '#engine/vocabulary/activity.ts';
import type { RiskLevel } from '#engine/vocabulary/activity.ts';
import { formatNzHour, formatNzShortDay } from '#engine/vocabulary/time.ts';
import { formatKt, windText } from '#engine/vocabulary/units.ts';
import { noRatingText, ratingStatus, ratingValue } from './ratings.ts';
import type { DataRow } from './DataTable.tsx';
import './activity.css';

/**
 * What the recreational modules (surf, boating, paddling, water temperature) share: a rating or
 * risk as a coloured badge whose words always say it (the colour is never the only sign), the
 * reasons behind it, and the parts a place cannot have.
 */

/** 'Good' in the rating's colour (1 red, 2 orange, 3 blue, 4 green); NO RATING INFO without one. */
export function RatingBadge({ rating }: { rating: unknown }) {
  const value = ratingValue(rating);
  return (
    <span className={`wx-badge wx-badge--${ratingStatus(rating) ?? 'none'}`}>
      {value === null ? noRatingText(rating) : `${ACTIVITY_RATING_LABELS[value]} (${value} of 4)`}
    </span>
  );
}

/**
 * 'SW 12 kt' on screen and 'southwest 12 knots' to screen readers, with the gusts when asked
 * ('SW 12 kt, gusts 20 kt'): how every recreational table and a favourite's value say the wind.
 */
export function WindWords({
  wind,
  gusts = false,
}: {
  wind: { direction?: string; averageSpeed?: number; gustSpeed?: number } | undefined;
  gusts?: boolean;
}) {
  const w = windText(wind);
  const g = gusts && typeof wind?.gustSpeed === 'number' ? formatKt(wind.gustSpeed) : null;
  return (
    <>
      <span aria-hidden="true">
        {g ? <Phrases parts={[`${w.short},`, `gusts ${g}`]} /> : <Phrase text={w.short} />}
      </span>
      <span className="wx-visually-hidden">
        {g ? `${w.spoken}, gusts ${g.replace(' kt', ' knots')}` : w.spoken}
      </span>
    </>
  );
}

/** 'Moderate risk' in the colour of the rating it mirrors (low green ... extreme red). */
export function RiskBadge({ risk }: { risk: string | undefined }) {
  const level = risk && risk in RISK_LABELS ? (risk as RiskLevel) : null;
  return (
    <span className={`wx-badge wx-badge--${level ? ratingStatus(RISK_AS_RATING[level]) : 'none'}`}>
      {level ? RISK_LABELS[level] : 'NO RATING INFO'}
    </span>
  );
}

export function Reasons({ reasons, label }: { reasons?: readonly string[]; label: string }) {
  if (!reasons?.length) return null;
  return (
    <ul className="wx-reasons" aria-label={label}>
      {reasons.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}

const PART_WORDS: Readonly<Record<UnavailablePart['part'], string>> = {
  sea: 'sea state',
  swell: 'swell',
  tides: 'tides',
  seaTemperature: 'sea temperature',
  warnings: 'marine warnings',
};

/** 'Not available here: sea state, swell and tides. A lake or river: ...' (issue 25, bad input). */
export function UnavailableNote({
  parts,
  only,
}: {
  parts?: readonly UnavailablePart[];
  /** The parts this module shows; others are another module's to mention. */
  only: readonly UnavailablePart['part'][];
}) {
  const mine = (parts ?? []).filter((p) => only.includes(p.part));
  if (mine.length === 0) return null;
  const names = mine.map((p) => PART_WORDS[p.part]);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  const reasons = [...new Set(mine.map((p) => p.reason))];
  return (
    <p className="wx-unavailable" role="note">
      <strong>Not available here: {list}.</strong> {reasons.join(' ')}
    </p>
  );
}

/** Row labels of a periods table: the day on its first period only ('Wed 25 Nov 2 pm', '5 pm'). */
/**
 * The 3-hourly tables' rows (DataTable): each period under its time, the day named when it
 * changes, with the cells the module draws for it.
 */
export function periodRows<P extends Pick<RecreationPeriod, 'time'>>(
  periods: readonly P[],
  cells: (p: P) => readonly ReactNode[],
): DataRow[] {
  const labels = periodLabels(periods);
  return periods.map((p, i) => ({
    key: p.time,
    header: <Phrases parts={labels[i] ?? []} />,
    cells: cells(p),
  }));
}

export function periodLabels(periods: readonly Pick<RecreationPeriod, 'time'>[]): string[][] {
  let lastDay = '';
  return periods.map((p) => {
    const day = formatNzShortDay(p.time);
    const label = day !== lastDay ? [day, formatNzHour(p.time)] : [formatNzHour(p.time)];
    lastDay = day;
    return label;
  });
}

/**
 * A value that reads as one ('2.7 m', 'SW 27 kt'): the 3-hourly tables' cells wrap between
 * phrases, never inside one, so a six-column table fits a desktop's main column (activity.css).
 */
export function Phrase({ text }: { text: string }) {
  return <span className="wx-phrase">{text}</span>;
}

/** Phrases with a space between, where a narrow cell may break the line. */
export function Phrases({ parts }: { parts: readonly string[] }) {
  return parts.map((text, i) => (
    <Fragment key={i}>
      {i ? ' ' : null}
      <Phrase text={text} />
    </Fragment>
  ));
}

/** 'rising 1.4 m' for a period's tide, '' without one. */
export function tideText(tide: RecreationPeriod['tide']): string {
  return tide ? `${tide.trend === 'rising' ? 'Rising' : 'Falling'}, ${tide.height} m` : '';
}
