import { readFileSync } from 'node:fs';
import type { PageDescription } from '#schemas/generated/types.ts';
import { WARNINGS_FAILED_TEXT } from '#engine/warnings-view.ts';
import { duringWarningsOutage, pageWarnings } from './page-warnings.ts';

const page = (path: string): PageDescription =>
  JSON.parse(
    readFileSync(new URL(`../../content/pages/${path}.json`, import.meta.url), 'utf8'),
  ) as PageDescription;

/** Every module of a layout, nested ones too. */
function modules(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap(modules);
  if (typeof value !== 'object' || value === null) return [];
  const here = 'name' in value ? [value as Record<string, unknown>] : [];
  return [...here, ...Object.values(value).flatMap(modules)];
}

describe('a page while the warnings are unknown (issue 28)', () => {
  it('a warnings page answers 503 and says why where the list and the map would be', () => {
    const outage = duringWarningsOutage(page('warnings/home'));
    expect(outage?.status).toBe(503);
    const shown = modules(outage?.description.layout);
    expect(shown.filter((m) => m['text'] === WARNINGS_FAILED_TEXT).map((m) => m['title'])).toEqual([
      'Warnings map',
      'Warnings and watches in force',
    ]);
    expect(
      shown.some((m) => typeof m['dataUrl'] === 'string' && m['dataUrl'].includes('warnings')),
    ).toBe(false);
  });

  it('another page with a warnings module stays 200 and says it there; a page without one is left alone', () => {
    const rural = duringWarningsOutage(page('rural/regions/otago'));
    expect(rural?.status).toBeUndefined();
    expect(
      modules(rural?.description.layout).filter((m) => m['text'] === WARNINGS_FAILED_TEXT),
    ).toHaveLength(1);
    // The national page's severe-warnings headlines (issue 22) are a warnings module too.
    expect(
      modules(duringWarningsOutage(page('national'))?.description.layout).filter(
        (m) => m['text'] === WARNINGS_FAILED_TEXT,
      ),
    ).toHaveLength(1);
    expect(duringWarningsOutage(page('news/weather-news'))).toBeNull();
  });

  it("the bar says the spec's failure words when the service cannot answer, and the page is incomplete", async () => {
    const description = page('towns-cities/locations/auckland');
    const unavailable = await pageWarnings(
      description,
      () =>
        Promise.reject(new Error('GET /api/warnings-service/towns-cities/auckland answered 503')),
      '/api',
      () => undefined,
    );
    expect(unavailable).toEqual({
      warnings: {
        id: 'towns-cities/auckland',
        view: { loadState: 'failed', warnings: [], summary: [], regional: [] },
      },
      complete: false,
    });
    const answered = await pageWarnings(
      description,
      async () => ({ warnings: [], summary: [{}], regional: [] }),
      '/api',
      () => undefined,
    );
    expect(answered.complete).toBe(true);
    expect(answered.warnings?.view).toMatchObject({ loadState: 'loaded', summary: [] });
  });
});
