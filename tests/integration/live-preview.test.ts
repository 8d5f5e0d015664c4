import { TEST_NOW } from '#tests/support/clock.ts';
import { startSite, type RunningSite } from '#tests/support/site.ts';

/**
 * Issue 20, one pipeline: the same description gives the same HTML from the live site and from the
 * editors' preview, for every content page, apart from what the preview adds around it (links
 * open in a new tab). The site stands at TEST_NOW and the preview renders as of it.
 */

/** What the preview adds: its links open the live page in a new tab. */
const PREVIEW_HEAD = '<head><base target="_blank">';

let site: RunningSite;

beforeAll(async () => {
  // Every page twice in a minute or two: no rate limits for this walk through the site.
  site = await startSite({ LOG_LEVEL: 'error', RENDER_RATE_LIMIT: '0', PREVIEW_RATE_LIMIT: '0' });
});

afterAll(async () => {
  await site?.close();
});

async function live(path: string): Promise<{ status: number; html: string; description: unknown }> {
  const page = await site.app.inject(path);
  const description = (await site.app.inject(`/api/pages${path}`)).json();
  return { status: page.statusCode, html: page.body, description };
}

async function preview(description: unknown): Promise<{ status: number; html: string }> {
  const res = await site.app.inject({
    method: 'POST',
    url: '/api/preview/render',
    payload: { description, asOf: TEST_NOW },
  });
  expect(res.statusCode).toBe(200);
  return {
    status: Number(res.headers['x-preview-status']),
    html: res.body.replace(PREVIEW_HEAD, '<head>'),
  };
}

describe('live and preview render every content page alike', () => {
  it('gives the same status and HTML for every page of the content store', async () => {
    const paths = site.app.contentStore.urls().sort();
    expect(paths.length).toBeGreaterThan(1800);
    const differ: string[] = [];
    // A few at a time: both cores are shared with the rest of the suite.
    for (let i = 0; i < paths.length; i += 4) {
      await Promise.all(
        paths.slice(i, i + 4).map(async (path) => {
          const a = await live(path);
          const b = await preview(a.description);
          if (a.status !== b.status || a.html !== b.html) differ.push(path);
        }),
      );
    }
    expect(differ).toEqual([]);
  }, 600_000);
});
