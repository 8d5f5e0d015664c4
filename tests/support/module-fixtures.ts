import type { ModuleContext } from '#engine/module-entry.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { validatePageDescription } from '#schemas/generated/validators.js';
import { createDataCache } from '#engine/data-merge.ts';
import type { FetchJson } from '#engine/data-merge.ts';
import { loadPart } from '#src/app/client-parts.ts';

/** The browser's GET, through whatever `fetch` the test stubs. */
const fetchJson: FetchJson = async (url) => {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
};

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
  // The engine's real data door (fetched, checked against the payload schema), a cache per test.
  const cache = createDataCache();
  return {
    page: description,
    debug: false,
    now,
    day: null,
    componentOf: () => undefined,
    loadPart: (module, part, config) => loadPart(module, part, config, fetchJson, cache),
  };
}

/** A CSS colour as jsdom reports inline styles (rgb()), to compare with a style it computed. */
export function cssColour(css: string): string {
  const probe = document.createElement('span');
  probe.style.background = css;
  return probe.style.background;
}
