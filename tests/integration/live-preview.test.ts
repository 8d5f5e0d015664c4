import { TEST_NOW } from '#tests/support/clock.ts';
import { builtChunkPath, startSite, type RunningSite } from '#tests/support/site.ts';

/**
 * Issue 20, one pipeline: the same description gives the same HTML from the live site and from the
 * editors' preview, for every content page, apart from what the preview adds around it (links
 * open in a new tab). The site stands at TEST_NOW and the preview renders as of it.
 */

/**
 * The live document in a preview's HTML: what the preview adds taken out again (issue 23): links
 * that open the live page in a new tab, the frame's script, the sprite's copy and the icons that
 * point at it, the modules' markers, and the flag that shows notes in the browser too.
 */
function livePart(html: string, sprite: string): string {
  return html
    .replace(
      /^(<!doctype html><html lang="en-NZ"><head>)<base target="_blank">(<script>[^]*?<\/script>)?/,
      '$1',
    )
    .replace(
      /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" aria-hidden="true"[^]*?<\/svg><\/body>/,
      '</body>',
    )
    .replaceAll(/ data-wx-key="[^"]*"/g, '')
    .replaceAll('href="#wx-sprite-', `href="${sprite}#`)
    .replace(',"notes":true}', '}');
}

let site: RunningSite;
/** The icon sprite's built address, read once from the build's manifest. */
let sprite: string;

beforeAll(async () => {
  // Every page twice in a minute or two: no rate limits for this walk through the site.
  site = await startSite({ LOG_LEVEL: 'error', RENDER_RATE_LIMIT: '0', PREVIEW_RATE_LIMIT: '0' });
  sprite = builtChunkPath('modules/shared/icons.svg');
});

afterAll(async () => {
  await site?.close();
});

/**
 * The live page, and its description as the live site holds it: the content store's own JSON,
 * the bytes `GET /api/pages` serves (pages-routes.ts), without another request and parse.
 */
async function live(path: string): Promise<{ status: number; html: string; json: Buffer }> {
  const [page, entry] = await Promise.all([site.app.inject(path), site.app.getPage(path)]);
  return { status: page.statusCode, html: page.body, json: entry.json };
}

/** The preview of that description, posted as an editor's browser posts it (JSON). */
async function preview(description: Buffer): Promise<{ status: number; html: string }> {
  const res = await site.app.inject({
    method: 'POST',
    url: '/api/preview/render',
    headers: { 'content-type': 'application/json' },
    payload: `{"description":${description.toString()},"asOf":${JSON.stringify(TEST_NOW)}}`,
  });
  expect(res.statusCode).toBe(200);
  const rendering = res.json<{ status: number; html: string }>();
  return { status: rendering.status, html: livePart(rendering.html, sprite) };
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
          const b = await preview(a.json);
          if (a.status !== b.status || a.html !== b.html) differ.push(path);
        }),
      );
    }
    expect(differ).toEqual([]);
  }, 600_000);
});
