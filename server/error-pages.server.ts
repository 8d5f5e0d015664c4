import { SCHEMA_VERSION } from '#schemas/generated/enums.ts';
import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';

/** Spec (shell, error texts): the layout error page title. */
export const ERROR_PAGE_TITLE = "Oops! There's been an error";
/** Spec (shell, error texts): the 404 page's heading and text. */
export const NOT_FOUND_TITLE = '404: Page Not Found';
export const NOT_FOUND_TEXT = 'Sorry, an unexpected error has occurred.';
export const ERROR_PAGE_TEXT = 'This page could not be loaded. Please try again shortly.';

const MAX_LISTED_ISSUES = 20;

/**
 * What a page whose content file is broken is served as (docs/decisions/002-invalid-content.md).
 * `issues`, given only in debug mode, lets an editor previewing the page see what to fix.
 */
export function errorPageDescription(url: string, issues?: readonly string[]): PageDescription {
  const main: ModuleConfig[] = [{ name: 'text', text: ERROR_PAGE_TEXT }];
  if (issues && issues.length > 0) {
    const listed = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => issue.slice(0, 500));
    if (issues.length > MAX_LISTED_ISSUES)
      listed.push(`…and ${issues.length - MAX_LISTED_ISSUES} more.`);
    main.push({ name: 'text', title: 'Problems in the content file', text: listed.join('\n\n') });
  }
  return {
    schemaVersion: SCHEMA_VERSION,
    url,
    type: 'error',
    name: 'error',
    title: ERROR_PAGE_TITLE,
    layout: { name: 'not-found', primary: { main: main } },
    metadata: { title: ERROR_PAGE_TITLE, noIndex: true },
  };
}

/** Used only when content/pages/not-found.json itself is missing or broken. */
export function fallbackNotFoundDescription(): PageDescription {
  return {
    schemaVersion: SCHEMA_VERSION,
    url: '/not-found',
    type: 'not-found',
    name: 'not-found',
    title: NOT_FOUND_TITLE,
    subtitle: NOT_FOUND_TEXT,
    layout: {
      name: 'not-found',
      primary: {
        main: [
          {
            name: 'link-list',
            title: 'Popular pages',
            links: [{ label: 'National forecast', url: '/national' }],
          },
        ],
      },
    },
    metadata: { title: 'Page not found', noIndex: true },
  };
}
