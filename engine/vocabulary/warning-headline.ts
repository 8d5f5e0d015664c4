import type { Warning } from '#schemas/generated/types.ts';
import { formatNzWhen, toInstant } from './time.ts';

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
