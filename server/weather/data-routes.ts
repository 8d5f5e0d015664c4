import type { MarineData } from '#schemas/generated/types.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { barbecueData } from './barbecue.ts';
import { climateOutlook } from './climate-outlook.ts';
import { compareData, suggestedTowns } from './compare.ts';
import { compareAsk } from '#engine/vocabulary/compare-ask.ts';
import { LocationIndex, isLocationType, isSlug } from './locations.ts';
import type { Location, LocationType } from './locations.ts';
import { HIGH_SEAS_AREAS } from '#engine/vocabulary/high-seas.ts';
import { radarFrameSummary } from '#engine/vocabulary/radar-frames.ts';
import { buildMapMarkers, selectMarkerLocations } from './map-markers.ts';
import { selectMainCentres } from './national-map.ts';
import { weatherNews } from './news.ts';
import { WeatherProviderError } from './provider.ts';
import { nearestPort } from './tides.ts';
import { isRecreationActivity, recreationData } from './recreation.ts';
import { farmData } from './farm.ts';
import { skyData } from './sky.ts';
import { mapPlaces } from './maps/map-places.ts';
import { MAP_LAYER_NAMES } from './maps/provider.ts';
import type { WeatherProvider } from './provider.ts';

/** The avalanche advisory (shell spec section 7: GET /dynamic/avalanche.json?v=1). */
export const AVALANCHE_PATH = '/dynamic/avalanche.json';

/**
 * The /api/data/... endpoints behind the weather modules. Each answer is JSON, cacheable for five
 * minutes (spec: data URL cache 5 minutes). Bad locations get 400 (malformed) or 404 (unknown);
 * a provider failure gets 502 with a plain message, never a crash.
 */

export interface WeatherDataRoutesOptions {
  provider: WeatherProvider;
  locations: readonly Location[] | LocationIndex;
  logger?: { warn: (obj: object, msg: string) => void };
  /** Defaults to '/api'. */
  apiPrefix?: string;
  /**
   * Event types of the active warnings covering a location (from the warnings service). When
   * given, marine answers carry them as `warnings`, which the marine forecast module lists.
   */
  warningsFor?: (type: string, key: string) => readonly string[];
  /** NEWS_FILE; unset: the sample news. */
  newsFile?: string;
  /** The server's clock (server/clock.ts), for answers the provider does not date. */
  now?: () => number;
}

export const DATA_CACHE_CONTROL = 'public, max-age=300';
export const MALFORMED = 'Malformed location: type and key must be lowercase slugs.';
export const UNKNOWN = 'Unknown location';

type LocationMethod =
  'current' | 'daily' | 'hourly' | 'rain' | 'marine' | 'mountain' | 'soil' | 'pastWeather';
/** URL segment -> provider method, for /api/data/<segment>/<type>/<key>. */
const TYPED_ENDPOINTS: Record<string, LocationMethod> = {
  observations: 'current',
  forecast: 'daily',
  hourly: 'hourly',
  rain: 'rain',
  marine: 'marine',
  mountain: 'mountain',
  soil: 'soil',
  'past-weather': 'pastWeather',
};
/** /api/data/<segment>/<key>: ski field reports. */
const SKI_ENDPOINTS: Record<string, 'skiReport' | 'snow' | 'road'> = {
  ski: 'skiReport',
  snow: 'snow',
  road: 'road',
};

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error: { status, message } });
}

export async function weatherDataRoutes(
  app: FastifyInstance,
  opts: WeatherDataRoutesOptions,
): Promise<void> {
  const index =
    opts.locations instanceof LocationIndex ? opts.locations : new LocationIndex(opts.locations);
  const log = opts.logger ?? app.log;
  const base = `${opts.apiPrefix ?? '/api'}/data`;
  const centres = selectMainCentres(index.all);
  const news = weatherNews(opts.newsFile);

  /** Runs a provider call and answers it; provider failures become 502 with their plain message. */
  async function answer(
    reply: FastifyReply,
    what: string,
    produce: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    try {
      const data = await produce();
      return reply.header('cache-control', DATA_CACHE_CONTROL).send(data);
    } catch (error) {
      if (!(error instanceof WeatherProviderError)) throw error;
      log.warn(
        { err: error, cause: (error.cause as Error | undefined)?.message, what },
        'weather provider failed',
      );
      return sendError(reply, 502, error.message);
    }
  }

  function resolve(reply: FastifyReply, type: string, key: string): Location | null {
    if (!isSlug(type) || !isSlug(key)) {
      sendError(reply, 400, MALFORMED);
      return null;
    }
    const location = isLocationType(type) ? index.get(type, key) : undefined;
    if (!location) {
      sendError(reply, 404, UNKNOWN);
      return null;
    }
    return location;
  }

  /** Warning event types over a location, each once; a failing lookup costs only the list. */
  function warningTypes(location: Location): string[] | undefined {
    const lookup = opts.warningsFor;
    if (!lookup) return undefined;
    try {
      return [...new Set(lookup(location.type, location.key))];
    } catch (error) {
      log.warn(
        { err: error, what: `warnings for ${location.type}/${location.key}` },
        'warnings lookup failed',
      );
      return undefined;
    }
  }

  async function marine(location: Location): Promise<MarineData> {
    const data = await opts.provider.marine(location);
    const warnings = warningTypes(location);
    return warnings ? { ...data, warnings } : data;
  }

  /**
   * GET <base>/<segment>/:type/:key: the place's answer from `produce`, cached as every data
   * answer is; a malformed or unknown place is refused, and `accepts` may refuse a place type.
   */
  function placeRoute(
    segment: string,
    produce: (location: Location) => Promise<unknown>,
    accepts: (location: Location) => boolean = () => true,
  ): void {
    app.get<{ Params: { type: string; key: string } }>(
      `${base}/${segment}/:type/:key`,
      async (request, reply) => {
        const location = resolve(reply, request.params.type, request.params.key);
        if (!location) return reply;
        if (!accepts(location)) return sendError(reply, 404, UNKNOWN);
        return answer(reply, `${segment}/${location.type}/${location.key}`, () =>
          produce(location),
        );
      },
    );
  }

  for (const [segment, method] of Object.entries(TYPED_ENDPOINTS))
    placeRoute(segment, (location) =>
      method === 'marine' ? marine(location) : opts.provider[method](location),
    );

  // Rated from the daily forecast, so every provider gives the same kind of answer.
  placeRoute('barbecue', async (location) => barbecueData(await opts.provider.daily(location)));

  // Sun, moon and UV, computed for the place; the UV under each day's forecast sky (sky.ts).
  placeRoute('sky', async (location) =>
    skyData(location, await opts.provider.daily(location), (opts.now ?? Date.now)()),
  );

  // Frost, fire danger, growing degree days and evapotranspiration by day (farm.ts); the last
  // seven days only lengthen the dry spell, so failing to get them costs nothing else.
  placeRoute('farm', async (location) => {
    const [forecast, past] = await Promise.all([
      opts.provider.daily(location),
      opts.provider.pastWeather(location).catch(() => null),
    ]);
    return farmData(location, forecast, past);
  });

  // A recreational place's activity forecast: ratings, risks and tides (issue 25, recreation.ts).
  placeRoute(
    'recreation',
    (location) =>
      recreationData(location, { provider: opts.provider, warnings: warningTypes(location) ?? [] }),
    (location) => isRecreationActivity(location.type),
  );

  // Tides at the port nearest the location (tides.ts), however far: the answer names the port and
  // its distance, and pages only ask for tides where the nearest port is close (content build).
  placeRoute('tides', (location) => opts.provider.tides(location, nearestPort(location)));

  const ski: LocationType = 'ski';
  for (const [segment, method] of Object.entries(SKI_ENDPOINTS)) {
    app.get<{ Params: { key: string } }>(`${base}/${segment}/:key`, async (request, reply) => {
      const location = resolve(reply, ski, request.params.key);
      if (!location) return reply;
      return answer(reply, `${segment}/${location.key}`, () => opts.provider[method](location));
    });
  }

  app.get(`${base}/national-map`, async (_request, reply) =>
    answer(reply, 'national-map', () => opts.provider.nationalMap(centres)),
  );
  app.get(`${base}/air-temperature-map`, async (_request, reply) =>
    answer(reply, 'air-temperature-map', () => opts.provider.airTemperatureMap(centres)),
  );
  // The month and three months ahead by climate region (climate-outlook.ts).
  app.get(`${base}/climate-outlook`, async (_request, reply) =>
    answer(reply, 'climate-outlook', async () => climateOutlook((opts.now ?? Date.now)())),
  );
  // The national map layers under /maps-radar (issue 25): satellite, lightning, pressure ...
  const layerPlaces = mapPlaces(index.all, centres);
  for (const layer of MAP_LAYER_NAMES)
    app.get(`${base}/maps/${layer}`, async (_request, reply) =>
      answer(reply, `maps/${layer}`, () => opts.provider.maps[layer](layerPlaces)),
    );
  // The high seas list's four areas with their forecast summaries (spec section 2).
  app.get(`${base}/high-seas`, async (_request, reply) =>
    answer(reply, 'high-seas', async () => {
      const areas = HIGH_SEAS_AREAS.flatMap(({ key }) => index.get('high-seas', key) ?? []);
      const forecasts = await Promise.all(areas.map((area) => opts.provider.marine(area)));
      const first = forecasts[0];
      if (!first) throw new WeatherProviderError('No high seas areas in the location index');
      return {
        source: first.source,
        issuedAt: first.issuedAt,
        areas: forecasts.map((f, i) => ({
          key: f.location.key,
          label: f.location.label,
          url: areas[i]?.url ?? '/marine',
          text: f.text,
        })),
      };
    }),
  );
  // The radar's markers, fetched by the module after the page is interactive (not in its HTML).
  // A place whose conditions fail still gets its marker, without a detail.
  const markerLocations = selectMarkerLocations(centres, (type, key) => index.get(type, key));
  app.get(`${base}/map-markers`, async (_request, reply) =>
    answer(reply, 'map-markers', async () => {
      const observed = await Promise.all(
        markerLocations.map((location) => opts.provider.current(location).catch(() => null)),
      );
      const first = observed.find((o) => o !== null);
      if (!first) throw new WeatherProviderError('No current conditions for the map markers');
      const entries = markerLocations.map((location, i) => ({
        location,
        observed: observed[i] ?? null,
      }));
      return { source: first.source, issuedAt: first.issuedAt, markers: buildMapMarkers(entries) };
    }),
  );
  // ?frames=latest: what a page renders (one frame, and every frame's time and summary); the
  // module fetches every frame's cells only when a visitor plays or moves through them, which
  // keeps the radar page's HTML small.
  app.get(`${base}/radar`, async (request, reply) =>
    answer(reply, 'radar', async () => {
      const radar = await opts.provider.radar();
      if ((request.query as { frames?: string }).frames !== 'latest') return radar;
      return {
        ...radar,
        frames: radar.frames.slice(-1),
        allFramesUrl: `${base}/radar`,
        timeline: radar.frames.map(radarFrameSummary),
      };
    }),
  );
  // Two to four towns side by side (modules/compare): ?compare= as the page address gives it.
  const suggestions = suggestedTowns(index.all);
  app.get(`${base}/compare`, async (request, reply) => {
    const ask = compareAsk(new URL(request.url, 'http://local').search) ?? {
      keys: [],
      adding: false,
    };
    return answer(reply, 'compare', () =>
      compareData(ask, index, opts.provider, suggestions, opts.now ?? Date.now),
    );
  });
  // Shell spec section 7, no API prefix: the avalanche module's default avalancheUrl.
  app.get(AVALANCHE_PATH, async (_request, reply) =>
    answer(reply, 'avalanche', () => opts.provider.avalanche()),
  );
  app.get(`${base}/feeds/weather-news`, async (_request, reply) =>
    reply.header('cache-control', DATA_CACHE_CONTROL).send({ items: news }),
  );
}
