import { LOCATION_TYPE_VALUES } from '#schemas/generated/enums.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../errors.ts';
import type { AllWarnings, WarningsService } from './service.server.ts';

export interface WarningsRoutesOptions {
  service: WarningsService;
  /** API prefix, default '/api' (not named `prefix`: Fastify would treat it as a route prefix). */
  apiPrefix?: string;
}

export const WARNINGS_CACHE_CONTROL = 'public, max-age=60';
/** While the feed has never answered the alerts are unknown: 503, which pages show as failed. */
export const WARNINGS_UNAVAILABLE =
  'Warnings are not available yet: the warnings feed has not answered since the server started.';

/** Answered, not thrown: an expected state of an upstream, not a fault with a stack to log. */
function unavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .header('retry-after', '20')
    .type('application/json; charset=utf-8')
    .send({ error: { status: 503, message: WARNINGS_UNAVAILABLE } });
}
const LOCATION_TYPES: ReadonlySet<string> = new Set(LOCATION_TYPE_VALUES);
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The orange and red warnings of a national list, each with only what its one-line headline needs
 * (issue 22: the national and section pages name them in their first HTML, where every byte
 * counts); index-aligned areas without polygons, so the answer is an AllWarnings.
 */
export function severeWarnings(all: AllWarnings): AllWarnings {
  const warnings = all.warnings
    .filter((w) => w.warnLevel === 'red' || w.warnLevel === 'orange')
    .map(({ name, warnLevel, eventType, url, threatStartTime, threatEndTime, regions }) => ({
      name,
      warnLevel,
      eventType,
      ...(url ? { url } : {}),
      ...(threatStartTime ? { threatStartTime } : {}),
      ...(threatEndTime ? { threatEndTime } : {}),
      ...(regions?.length ? { regions } : {}),
    }));
  return { warnings, areas: warnings.map(() => ({ polygons: [] })) };
}

/**
 * `GET <api>/warnings-service/:type/:key`: the warnings bar's data for one location (spec section 7);
 * `GET <api>/warnings-service/all`: every warning in force with its polygons (warnings pages, map);
 * `GET <api>/warnings-service/severe`: the orange and red ones, briefly (national and section pages).
 */
export async function warningsRoutes(
  app: FastifyInstance,
  options: WarningsRoutesOptions,
): Promise<void> {
  const base = `${options.apiPrefix ?? '/api'}/warnings-service`;
  const { service } = options;

  app.get(`${base}/all`, async (_request, reply) => {
    if (!service.available()) return unavailable(reply);
    reply.header('cache-control', WARNINGS_CACHE_CONTROL);
    return service.all();
  });

  app.get(`${base}/severe`, async (_request, reply) => {
    if (!service.available()) return unavailable(reply);
    reply.header('cache-control', WARNINGS_CACHE_CONTROL);
    return severeWarnings(service.all());
  });

  app.get<{ Params: { type: string; key: string } }>(
    `${base}/:type/:key`,
    async (request, reply) => {
      const { type, key } = request.params;
      if (!LOCATION_TYPES.has(type))
        throw new HttpError(
          400,
          `'${type.slice(0, 40)}' is not a location type (${[...LOCATION_TYPES].join(', ')}).`,
        );
      if (key.length > 120 || !KEY.test(key))
        throw new HttpError(400, 'A location key is lowercase letters, digits and hyphens.');
      if (!service.available()) return unavailable(reply);
      const answer = service.forLocation(type, key);
      if (!answer) throw new HttpError(404, `No ${type} location '${key}'.`);
      reply.header('cache-control', WARNINGS_CACHE_CONTROL);
      return answer;
    },
  );
}
