import type { FetchJson } from '#engine/data-merge.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { warningsEntryId } from '#machines/warnings.machine.ts';
import { loadedView, WARNINGS_FAILED_TEXT } from '#engine/warnings-view.ts';
import type { InitialWarnings } from '#engine/warnings-view.ts';

/**
 * The warnings part of a server-rendered page (issue 28, items 3 and 4), for the render pipeline
 * (server/render/render-page.ts) and the page route: the bar's first answer, and the page as shown while the warnings are unknown (the feed
 * has not answered since the server started).
 */

export interface PageWarnings {
  /** What the bar shows first; absent when the page has no bar. */
  warnings?: InitialWarnings;
  /** False when the bar could not get the location's warnings: the page must not be cached. */
  complete: boolean;
}

/**
 * The page location's warnings, asked of the warnings service as the browser asks it, so they
 * are in the first paint and there without JavaScript. When the service cannot answer (the feed
 * has not answered yet, or any failure) the bar says so in the spec's words for a failure,
 * never 'Loading...' for ever, and the page is marked incomplete (not cached).
 */
export async function pageWarnings(
  description: PageDescription | null | undefined,
  /** The server's own GET, in-process and never counted by a visitor's budget; rejects when not OK. */
  fetchJson: FetchJson,
  apiPrefix: string,
  log: (message: string) => void,
): Promise<PageWarnings> {
  const location = description?.location;
  if (!location || description.layout.hideWarningsBar) return { complete: true };
  const id = warningsEntryId(location.type, location.key);
  try {
    const view = loadedView(
      await fetchJson(
        `${apiPrefix}/warnings-service/${encodeURIComponent(location.type)}/${encodeURIComponent(location.key)}`,
      ),
    );
    if (!view) throw new Error('the warnings service answered no warnings list');
    // The bar and banner show no national summary; leaving it out (about 12 KB of JSON in a
    // storm) keeps the first response within one round trip. The browser's answer has it.
    return { warnings: { id, view: { ...view, summary: [] } }, complete: true };
  } catch (error) {
    log(`warnings for the server render unavailable: ${(error as Error).message}`);
    return {
      warnings: { id, view: { loadState: 'failed', warnings: [], summary: [], regional: [] } },
      complete: false,
    };
  }
}

/** Seconds a warnings page answered while the warnings are unknown asks the client to wait. */
export const WARNINGS_RETRY_AFTER_S = 20;

const usesWarnings = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { dataUrl?: unknown }).dataUrl === 'string' &&
  (value as { dataUrl: string }).dataUrl.includes('/warnings-service/');

/** The layout with every module (nested ones too) made by `swap` where it says so. */
function swapModules(value: unknown, swap: (module: Record<string, unknown>) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => swapModules(v, swap));
  if (typeof value !== 'object' || value === null) return value;
  if (usesWarnings(value)) return swap(value as Record<string, unknown>);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapModules(v, swap)]));
}

/**
 * The page while the warnings are unknown, or null when it shows no warnings. Every module made
 * from the warnings service says it cannot get them (spec: 'Unable to access latest warnings,
 * please refresh the page.') instead of silently leaving the page; a warnings page (type
 * 'warnings') answers 503, which the route sends with Retry-After and no cache.
 */
export function duringWarningsOutage(
  description: PageDescription,
): { description: PageDescription; status?: 503 } | null {
  const layout = swapModules(description.layout, (module) => ({
    name: 'text',
    ...(typeof module['key'] === 'string' ? { key: module['key'] } : {}),
    ...(typeof module['title'] === 'string' ? { title: module['title'] } : {}),
    text: WARNINGS_FAILED_TEXT,
  })) as PageDescription['layout'];
  const changed = JSON.stringify(layout) !== JSON.stringify(description.layout);
  if (!changed && description.type !== 'warnings') return null;
  return {
    description: { ...description, layout },
    ...(description.type === 'warnings' ? { status: 503 as const } : {}),
  };
}
