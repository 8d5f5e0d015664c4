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

/**
 * '2 Warnings and 1 Watch in force for this location': red and orange count as Warnings, yellow
 * as Watches; '' when there are neither.
 */
export function countsText(warnings: readonly Warning[]): string {
  const severe = warnings.filter((w) => w.warnLevel === 'red' || w.warnLevel === 'orange').length;
  const watches = warnings.filter((w) => w.warnLevel === 'yellow').length;
  const parts: string[] = [];
  if (severe) parts.push(`${severe} ${severe === 1 ? 'Warning' : 'Warnings'}`);
  if (watches) parts.push(`${watches} ${watches === 1 ? 'Watch' : 'Watches'}`);
  return parts.length ? `${parts.join(' and ')} in force for this location` : '';
}

export interface BarContent {
  colour: WarnLevel;
  text: string;
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
  if (counts) return page ? { colour, text: counts, href: page } : { colour, text: counts };
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
