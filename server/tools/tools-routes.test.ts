import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../../tests/support/site.ts';
import type { RunningSite } from '../../tests/support/site.ts';
import { TEST_NOW } from '../../tests/support/clock.ts';

interface Rendering {
  status: number;
  html: string;
  modules: Array<{ key: string; name: string; pointer?: string; problem?: string }>;
}

// What needs the client build (the tools' script, the visitors' manifest, the tools' assets with
// the tools off): tests/integration/tools-build.test.ts. Drafts: drafts-routes.test.ts.
describe('the tools app (development: open on this machine)', () => {
  let site: RunningSite;
  let national: { layout: { primary: { main: Array<Record<string, unknown>> } } };
  beforeAll(async () => {
    site = await startSite();
    national = (await site.app.inject('/api/pages/national')).json();
  });
  afterAll(() => site.close());

  const render = async (description: unknown, extra: Record<string, unknown> = {}) => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/preview/render',
      payload: { description, asOf: TEST_NOW, ...extra },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Rendering>();
  };
  const ask = (url: string, extra: Record<string, unknown> = {}) =>
    site.app.inject({
      method: 'POST',
      url: '/api/preview/site',
      payload: { method: 'GET', url, asOf: TEST_NOW, ...extra },
    });

  it('renders a description as the live site serves it, its links opening in a new tab', async () => {
    const rendering = await render(national);
    expect(rendering.status).toBe(200);
    expect(rendering.html).toMatch(/New Zealand weather forecast/);
    expect(rendering.html).toMatch(
      /^<!doctype html><html lang="en-NZ"><head><base target="_blank">/,
    );
    // Each module named with where it is written, for the editor's click to select.
    expect(rendering.modules).toContainEqual({
      key: 'national-map',
      name: 'static-map',
      pointer: '/layout/primary/main/0',
    });
    // The browser shows the notes the HTML shows; a visitor's page carries no such flag.
    expect(rendering.html).toContain('"notes":true');
    expect((await site.app.inject('/national')).body).not.toContain('"notes"');
  });

  it('shows a module with a wrong type as a note on it, with its pointer, never the error page', async () => {
    const broken = structuredClone(national);
    broken.layout.primary.main[0] = { ...broken.layout.primary.main[0], title: 42 };
    const rendering = await render(broken);
    expect(rendering.status).toBe(200);
    expect(rendering.modules).toContainEqual(
      expect.objectContaining({
        pointer: '/layout/primary/main/0',
        problem: expect.stringMatching(/\/title Expected a string here, found a number/),
      }),
    );
    expect(rendering.html).toMatch(/role="note"[^>]*>Module &quot;static-map&quot; has an invalid/);
  });

  it('answers a frame’s requests of the site at the render’s moment, and the storm day’s', async () => {
    const usual = await ask('/api/warnings-service/towns-cities/auckland');
    expect(usual.statusCode).toBe(200);
    const answer = usual.json<{ status: number; contentType: string; body: string }>();
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/application\/json/);
    const levels = (body: string) =>
      (JSON.parse(body) as { warnings: Array<{ name: string; warnLevel: string }> }).warnings.map(
        (w) => `${w.warnLevel} ${w.name}`,
      );
    expect(levels(answer.body)).not.toContain('orange Heavy Rain Warning - Orange');
    const storm = (await ask('/api/warnings-service/towns-cities/auckland', { storm: true })).json<{
      body: string;
    }>();
    expect(levels(storm.body)).toContain('orange Heavy Rain Warning - Orange');
  });

  it('keeps the tools out of a frame’s reach, and says what it refuses', async () => {
    for (const url of ['/api/preview/drafts', '/api/tools/me', '/api/qa/machines']) {
      const refused = (await ask(url)).json<{ status: number }>();
      expect(refused.status).toBe(403);
    }
    const write = await site.app.inject({
      method: 'POST',
      url: '/api/preview/site',
      payload: { method: 'POST', url: '/api/favourites/order', body: '{}' },
    });
    expect(write.json<{ status: number }>().status).toBe(403);
    const bad = await site.app.inject({
      method: 'POST',
      url: '/api/preview/site',
      payload: { method: 'GET', url: 'https://example.org/' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe(
      "'url' must be a path on this site.",
    );
  });

  it('renders the storm day: the storm’s warnings on the page, heavy rain in its data', async () => {
    const auckland = (await site.app.inject('/api/pages/towns-cities/locations/auckland')).json();
    const usual = await render(auckland);
    const storm = await render(auckland, { storm: true });
    expect(usual.html).not.toContain('Heavy Rain Warning');
    expect(storm.html).toContain('Heavy Rain Warning');
  });

  it('never serves a build manifest, tools on or off', async () => {
    expect((await site.app.inject('/assets/tools/.vite/manifest.json')).statusCode).toBe(404);
  });
});
