import { WARNINGS_FAILED_TEXT } from '#engine/warnings-view.ts';
import type { WarningsView } from '#engine/warnings-view.ts';
import type { Warning } from '#schemas/generated/types.ts';

/**
 * The words and colours of the warnings display (shell spec section 4 'Warnings display',
 * section 8). Pure functions, so the bar renders the same on the server and in the browser.
 */

export type WarnLevel = Warning['warnLevel'];

export const FAILED_TEXT = WARNINGS_FAILED_TEXT;
export const NO_WARNINGS_TEXT = 'No severe weather watches or warnings in force for this location';
export const OUTLOOK_LABEL = 'Severe Weather Outlook';
export const loadingText = (area: string): string => `Loading warnings for ${area}...`;
export const noneText = (area: string): string => `No warnings in place for ${area}`;

const RANK: Record<WarnLevel, number> = { red: 4, orange: 3, yellow: 2, blue: 1, none: 0 };

/** The bar's colour: the highest severity among the warnings ('none' when there are none). */
export function highestLevel(warnings: readonly Warning[]): WarnLevel {
  return warnings.reduce<WarnLevel>(
    (top, w) => (RANK[w.warnLevel] > RANK[top] ? w.warnLevel : top),
    'none',
  );
}

const counted = (n: number, one: string, many: string): string[] =>
  n ? [`${n} ${n === 1 ? one : many}`] : [];

/**
 * '2 Warnings and 1 Watch': red and orange count as Warnings, yellow as Watches, and with
 * `outlooks` blue as Outlooks (never as warnings); '' when there are none of them. The bar and
 * the regional banner count with these words, so they never disagree (issue 29).
 */
export function levelCounts(warnings: readonly Warning[], outlooks = false): string {
  const n = (levels: readonly WarnLevel[]) =>
    warnings.filter((w) => levels.includes(w.warnLevel)).length;
  return [
    ...counted(n(['red', 'orange']), 'Warning', 'Warnings'),
    ...counted(n(['yellow']), 'Watch', 'Watches'),
    ...counted(outlooks ? n(['blue']) : 0, 'Outlook', 'Outlooks'),
  ].join(' and ');
}

/** '2 Warnings and 1 Watch in force for this location' (spec section 4); '' when neither. */
export function countsText(warnings: readonly Warning[]): string {
  const counts = levelCounts(warnings);
  return counts && `${counts} in force for this location`;
}

export interface BarContent {
  colour: WarnLevel;
  text: string;
  /**
   * The level in words, said before the text (visually hidden): a red and an orange bar read the
   * same counts, and colour alone must not tell them apart (WCAG 1.4.1; issue 29).
   */
  level?: string;
  /** Link for the text (the outlook page in the blue-only case, else the warnings page). */
  href?: string;
}

/** What the bar shows for a view; `area` names the location while its data is on its way. */
export function barContent(view: WarningsView, area: string): BarContent {
  if (view.loadState === 'loading') return { colour: 'none', text: loadingText(area) };
  if (view.loadState === 'failed') return { colour: 'none', text: FAILED_TEXT };
  const colour = highestLevel(view.warnings);
  const counts = countsText(view.warnings);
  const page = view.warningPageUrl;
  if (counts) {
    const level = levelLabel(colour);
    return page ? { colour, text: counts, level, href: page } : { colour, text: counts, level };
  }
  if (colour === 'blue') {
    const outlook = view.warnings.find((w) => w.warnLevel === 'blue')?.url;
    return outlook
      ? { colour, text: OUTLOOK_LABEL, href: outlook }
      : { colour, text: OUTLOOK_LABEL };
  }
  return { colour: 'none', text: NO_WARNINGS_TEXT };
}

/** 'Red warning', 'Orange warning', 'Watch', 'Outlook': the level as words beside its colour. */
export function levelLabel(level: WarnLevel): string {
  return {
    red: 'Red warning',
    orange: 'Orange warning',
    yellow: 'Watch',
    blue: 'Outlook',
    none: 'Information',
  }[level];
}
