import type { FastifyInstance } from 'fastify';

/** The site's icon: the header's sun and cloud on the brand blue. */
const FAVICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">` +
  `<rect width="24" height="24" rx="5" fill="#0b4f7c"/><circle cx="9" cy="9" r="4" fill="#f2c14e"/>` +
  `<path d="M7 19h10a3.5 3.5 0 0 0 0-7 5 5 0 0 0-9.6 1.7A2.7 2.7 0 0 0 7 19z" fill="#fff"/></svg>`;

/** Its address in every page's head (document.ts). */
export const FAVICON_PATH = '/favicon.svg';

/**
 * `GET /favicon.svg`. A file rather than a data: URL in every page: browsers fetch an icon after
 * the page has painted, and the 200 bytes (gzip) it took in each first response now carry the
 * dark colours' link (decision 012). Cached for a day: the address has no hash.
 */
export async function faviconRoute(app: FastifyInstance): Promise<void> {
  app.get(FAVICON_PATH, (_request, reply) => {
    reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(FAVICON_SVG);
  });
}
