import { faultyModules, withoutModules } from '#engine/page-modules.ts';
import { formatIssue, validatePageDescriptionText } from '#engine/validate-text.ts';
import { errorPageDescription } from './error-pages.server.ts';
import type { Logger } from './logger.ts';
import { createPageEntry, type PageEntry } from './page-entry.server.ts';

export interface PageCheckOptions {
  logger: Logger;
  /** Debug mode: broken modules stay in (the engine shows each as a note) and the error page lists the issues. */
  showIssues: boolean;
}

/**
 * A page description's text as the site serves it, by the rules of decisions 002 and 004 and
 * issue 20; the content store runs it for every file it loads and the preview for every draft,
 * so the preview shows exactly what the live site would serve:
 * - older versions are migrated, then the page is validated (validate-text.ts);
 * - a page that fails its own schema is served as the error page, status 500, never cached;
 * - a module that fails its own schema is the module's problem: logged once here, with
 *   `file:line:column /pointer message`, and left out of the served page (in debug mode it stays,
 *   and the engine shows it as a note naming the problem). The rest of the page is served.
 */
export function checkedPageEntry(
  text: string,
  shown: string,
  url: string,
  options: PageCheckOptions,
): PageEntry {
  const { logger, showIssues } = options;
  const result = validatePageDescriptionText(text, shown);
  if (!result.ok) {
    const issues = result.issues.map(formatIssue);
    logger.warn(
      { file: shown, url, issues },
      `invalid page description ${shown}: ${issues.join(' | ')}`,
    );
    return createPageEntry(
      errorPageDescription(url, showIssues ? issues : undefined),
      'invalid',
      shown,
    );
  }
  let description = result.value;
  if (result.moduleIssues.length > 0) {
    const issues = result.moduleIssues.map(formatIssue);
    logger.error(
      { file: shown, url, issues },
      `modules left out of ${shown}: ${issues.join(' | ')}`,
    );
    if (!showIssues)
      description = withoutModules(
        description,
        faultyModules(
          description,
          result.moduleIssues.map((i) => i.pointer),
        ),
      );
  }
  if (description.url !== url) {
    logger.warn(
      { file: shown, url, declared: description.url },
      'page description url differs from its file path',
    );
  }
  return createPageEntry(description, 'page', shown);
}
