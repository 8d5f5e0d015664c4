import type { FetchJson } from '#engine/data-merge.ts';
import type { EngineLogger } from '#engine/tree.ts';
import { loadedView } from '#engine/warnings-view.ts';
import type { InitialWarnings } from '#engine/warnings-view.ts';
import { warningsEntryId } from '#machines/warnings.machine.ts';
import type { PageDescription } from '#schemas/generated/types.ts';

/**
 * The page location's warnings, asked of this server's warnings service like the browser does,
 * so they are in the first paint (and there without JavaScript). Undefined on any failure: the
 * bar then renders loading and the browser fetches and retries as usual.
 */
export async function initialWarnings(
  description: PageDescription | null | undefined,
  apiPrefix: string,
  fetchJson: FetchJson,
  logger: EngineLogger,
): Promise<InitialWarnings | undefined> {
  const location = description?.location;
  if (!location || description.layout.hideWarningsBar) return undefined;
  try {
    const view = loadedView(
      await fetchJson(
        `${apiPrefix}/warnings-service/${encodeURIComponent(location.type)}/${encodeURIComponent(location.key)}`,
      ),
    );
    // The bar and banner show no national summary; leaving it out (about 12 KB of JSON in a
    // storm) keeps the first response within one round trip. The browser's answer has it.
    return view
      ? { id: warningsEntryId(location.type, location.key), view: { ...view, summary: [] } }
      : undefined;
  } catch (error) {
    logger.warn?.(`warnings for the server render unavailable: ${(error as Error).message}`);
    return undefined;
  }
}
