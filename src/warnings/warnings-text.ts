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

/**
 * The warning a visitor most needs to hear of: the most severe warning or watch in force (red,
 * then orange, then yellow; outlooks are not warnings), the first listed among equals.
 */
export function mostSevere(warnings: readonly Warning[]): Warning | undefined {
  let top: Warning | undefined;
  for (const w of warnings)
    if (RANK[w.warnLevel] >= RANK.yellow && (!top || RANK[w.warnLevel] > RANK[top.warnLevel]))
      top = w;
  return top;
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * The regional banner's button: '1 warning and 1 outlook for West Coast', each kind counted as
 * the bar counts them (an outlook is not a warning, a watch not a warning).
 */
export function regionalText(regional: readonly Warning[], areaName: string): string {
  const count = (...levels: WarnLevel[]) =>
    regional.filter((w) => levels.includes(w.warnLevel)).length;
  const parts = [
    [count('red', 'orange'), 'warning', 'warnings'],
    [count('yellow'), 'watch', 'watches'],
    [count('blue', 'none'), 'outlook', 'outlooks'],
  ] as const;
  const words = parts.filter(([n]) => n > 0).map(([n, one, many]) => plural(n, one, many));
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0];
  return `${list ?? plural(regional.length, 'warning', 'warnings')} for ${areaName}`;
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
