import type { WarningsResponse } from '#schemas/generated/types.ts';

/**
 * A location's warnings as the bar, the banner and the warnings machine keep them: the warnings
 * service's answer (schemas/warnings-response.schema.json) with its lists filled in. Shared by the
 * server (which renders them into the first paint) and the browser.
 */
export type WarningsLists = Required<Pick<WarningsResponse, 'warnings' | 'summary' | 'regional'>> &
  Pick<WarningsResponse, 'warningAreaName' | 'warningPageUrl'>;

export type LoadState = 'loading' | 'loaded' | 'failed';

/** What the warnings bar shows: the lists and whether they are loading, loaded or failed. */
export type WarningsView = WarningsLists & { loadState: LoadState };

/** Spec section 8: the warnings failure text (the bar, and the server's pages while unknown). */
export const WARNINGS_FAILED_TEXT = 'Unable to access latest warnings, please refresh the page.';

/** Entry id: the location type plus key, as the spec keys the warnings state. */
export const warningsEntryId = (
  locationType: string | undefined,
  key: string | undefined,
): string => `${locationType ?? ''}/${key ?? ''}`;

/** Before any answer: the bar says it is loading. */
export const LOADING_VIEW: WarningsView = {
  loadState: 'loading',
  warnings: [],
  summary: [],
  regional: [],
};

/** A location's warnings as first shown: rendered on the server, kept until the browser's own answer. */
export interface InitialWarnings {
  /** `{type}/{key}` of the location (warningsEntryId). */
  id: string;
  view: WarningsView;
}

const list = (v: unknown): WarningsResponse['warnings'] =>
  Array.isArray(v) ? (v as WarningsResponse['warnings']) : [];

/**
 * The lists of a warnings-service answer, or null when it has no warnings list (the spec's
 * failure rule). The browser carries no validator (decision 004): this checks the shape it
 * relies on; the server built the answer from validated warnings.
 */
export function warningsLists(response: unknown): WarningsLists | null {
  const r = response as Partial<Record<keyof WarningsResponse, unknown>> | null;
  if (!r || typeof r !== 'object' || !Array.isArray(r.warnings)) return null;
  const lists: WarningsLists = {
    warnings: list(r.warnings),
    summary: list(r.summary),
    regional: list(r.regional),
  };
  if (typeof r.warningAreaName === 'string') lists.warningAreaName = r.warningAreaName;
  if (typeof r.warningPageUrl === 'string') lists.warningPageUrl = r.warningPageUrl;
  return lists;
}

/** The loaded view of a warnings-service answer, or null when it has no warnings list. */
export function loadedView(response: unknown): WarningsView | null {
  const lists = warningsLists(response);
  return lists && { loadState: 'loaded', ...lists };
}
