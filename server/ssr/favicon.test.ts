import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { renderDocument } from './document.ts';
import { FAVICON_PATH, faviconRoute } from './favicon.ts';

describe('the site icon', () => {
  it('is served as an SVG a browser can cache, at the address every page names', async () => {
    const app = Fastify();
    await app.register(faviconRoute);
    const res = await app.inject({ url: FAVICON_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^]*<\/svg>$/);
    await app.close();

    const html = renderDocument({
      head: {
        title: 'T',
        description: 'D',
        themeColour: '#0b4f7c',
        canonical: 'https://example.org/',
        robots: null,
        meta: [],
      },
      css: { text: '', files: [] },
      appHtml: '',
      state: {},
      darkCss: '/assets/abc.css',
    });
    expect(html).toContain(`<link rel=icon href=${FAVICON_PATH}>`);
    expect(html).toContain(
      '<link rel=stylesheet media="(prefers-color-scheme:dark)" href=/assets/abc.css>',
    );
  });
});
