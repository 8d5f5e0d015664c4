import type { Warning } from '#schemas/generated/types.ts';
import { formatNzTime, formatNzWeekday, toInstant } from './time.ts';

/** '1 pm Friday' ('1:30 pm Friday' off the hour): when a warning starts or ends; '' for nothing. */
export function formatNzWhen(value: string | number | Date | undefined): string {
  const d = value === undefined ? null : toInstant(value);
  if (!d) return '';
  const time = formatNzTime(d);
  return `${time.replace(':00 ', ' ')} ${formatNzWeekday(d)}`;
}

/** CAP headlines end in their level ('Heavy Rain Warning - Red'); the headline says it first. */
const LEVEL_SUFFIX = /\s+-\s+(red|orange|yellow)$/i;
const LEVEL_WORD: Partial<Record<Warning['warnLevel'], string>> = { red: 'Red', orange: 'Orange' };

/**
 * 'Red Heavy Rain Warning until 1 pm Friday' (issue 22): the level in words (never colour alone),
 * the hazard, and when it ends; 'from 5 pm Wednesday' too while it has not started at `now`. A
 * warning without an end time says none.
 */
export function warningHeadline(w: Warning, now: number): string {
  const hazard = w.name.replace(LEVEL_SUFFIX, '');
  const word =
    LEVEL_WORD[w.warnLevel] ?? (w.warnLevel === 'yellow' && !/watch/i.test(hazard) ? 'Yellow' : '');
  const level = word && !hazard.toLowerCase().startsWith(word.toLowerCase()) ? `${word} ` : '';
  const start = toInstant(w.threatStartTime ?? '')?.getTime();
  const from = start !== undefined && start > now ? ` from ${formatNzWhen(start)}` : '';
  const end = formatNzWhen(w.threatEndTime);
  return `${level}${hazard}${from}${end ? ` until ${end}` : ''}`;
}

/** Warning levels from the least to the most severe; outlooks (blue) are not warnings. */
const SEVERITY: readonly Warning['warnLevel'][] = ['yellow', 'orange', 'red'];

/**
 * The warning a visitor most needs to hear of: the most severe warning or watch in force (red,
 * then orange, then yellow), the first listed among equals; undefined without one.
 */
export function mostSevere(warnings: readonly Warning[]): Warning | undefined {
  let top: Warning | undefined;
  let rank = -1;
  for (const w of warnings) {
    const r = SEVERITY.indexOf(w.warnLevel);
    if (r > rank) [top, rank] = [w, r];
  }
  return top;
}

/** What the warnings bar names: the most severe warning's headline and its link, if any. */
export interface BarHeadline {
  text: string;
  url?: string;
}

/** The bar's headline for a location's warnings at `now` (issue 22); undefined without one. */
export function barHeadline(warnings: readonly Warning[], now: number): BarHeadline | undefined {
  const top = mostSevere(warnings);
  if (!top) return undefined;
  const text = warningHeadline(top, now);
  return top.url ? { text, url: top.url } : { text };
}
