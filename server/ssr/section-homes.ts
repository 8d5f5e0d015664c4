import type { FastifyInstance, RouteShorthandOptions } from 'fastify';

/**
 * The first page of each part of the site, for addresses people type or cut short: the section
 * itself (`/warnings`, as the audience sections name it) or a folder of its pages. A permanent
 * redirect, keeping the query, rather than the 404 a visitor in a hurry would otherwise meet.
 */
export const SECTION_HOMES: Readonly<Record<string, string>> = {
  '/warnings': '/warnings/home',
  '/maps-radar': '/maps-radar/rain/radar',
  '/maps-radar/rain': '/maps-radar/rain/radar',
  '/mountains-and-parks': '/mountains-and-parks/national-parks',
  '/news': '/news/weather-news',
  '/towns-cities/locations': '/towns-cities',
  '/marine/high-seas': '/marine',
};

/** `limit`: the visitor's pages budget (a redirect is one more request of the same kind). */
export function registerSectionHomes(app: FastifyInstance, limit: RouteShorthandOptions): void {
  for (const [from, to] of Object.entries(SECTION_HOMES)) {
    for (const path of [from, `${from}/`]) {
      app.get(path, limit, async (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(to + (query === -1 ? '' : request.url.slice(query)), 301);
      });
    }
  }
}
