import type { TrafficData } from '#schemas/generated/types.ts';
import type { FastifyInstance } from 'fastify';
import { DATA_CACHE_CONTROL, MALFORMED, UNKNOWN, sendError } from '../weather/data-routes.ts';
import { LocationIndex, isLocationType, isSlug } from '../weather/locations.ts';
import { nzIso } from '../weather/nz-time.ts';
import { summariseLocation } from '../weather/provider.ts';
import { TrafficSourceError, incidentsInRegion } from './traffic-source.ts';
import type { TrafficSource } from './traffic-source.ts';

export interface TrafficRoutesOptions {
  source: TrafficSource;
  locations: LocationIndex;
  apiPrefix?: string;
  now?: () => number;
  logger?: { warn: (obj: object, msg: string) => void };
}

/**
 * GET /api/data/traffic/<type>/<key>: the state highway incidents in the location's region, for
 * the traffic-incidents module. Like the weather data routes: 400 for a malformed address, 404
 * for an unknown place, 502 with a plain message when the feed fails.
 */
export async function trafficRoutes(
  app: FastifyInstance,
  opts: TrafficRoutesOptions,
): Promise<void> {
  const now = opts.now ?? Date.now;
  const log = opts.logger ?? app.log;
  app.get<{ Params: { type: string; key: string } }>(
    `${opts.apiPrefix ?? '/api'}/data/traffic/:type/:key`,
    async (request, reply) => {
      const { type, key } = request.params;
      if (!isSlug(type) || !isSlug(key)) return sendError(reply, 400, MALFORMED);
      const location = isLocationType(type) ? opts.locations.get(type, key) : undefined;
      if (!location) return sendError(reply, 404, UNKNOWN);
      try {
        const data: TrafficData = {
          source: opts.source.name,
          issuedAt: nzIso(now()),
          location: summariseLocation(location),
          incidents: incidentsInRegion(await opts.source.incidents(), location.region),
        };
        return reply.header('cache-control', DATA_CACHE_CONTROL).send(data);
      } catch (error) {
        if (!(error instanceof TrafficSourceError)) throw error;
        log.warn(
          { err: error, cause: (error.cause as Error | undefined)?.message },
          'traffic feed failed',
        );
        return sendError(reply, 502, error.message);
      }
    },
  );
}
