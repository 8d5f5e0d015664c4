import type { ModuleContext } from '#engine/module-entry.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { validatePageDescription } from '#schemas/generated/validators.js';

/** A valid page and module context for component tests (only imported by *.test.tsx files). */
export function testContext(
  page: Partial<PageDescription> = {},
  now = Date.parse('2026-11-22T01:00:00Z'),
): ModuleContext {
  const description: PageDescription = {
    schemaVersion: 1,
    url: '/towns-cities/locations/auckland',
    type: 'towns-cities',
    name: 'auckland',
    title: 'Auckland',
    layout: { name: 'five-up' },
    ...page,
  };
  if (!validatePageDescription(description))
    throw new Error(`test page is invalid: ${JSON.stringify(validatePageDescription.errors)}`);
  return { page: description, debug: false, now, day: null, componentOf: () => undefined };
}

/** A CSS colour as jsdom reports inline styles (rgb()), to compare with a style it computed. */
export function cssColour(css: string): string {
  const probe = document.createElement('span');
  probe.style.background = css;
  return probe.style.background;
}
