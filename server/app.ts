import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerFactory,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { clockFor, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { ContentStore } from './content-store.server.ts';
import { errorHandler, notFoundHandler } from './errors.ts';
import { answerConnect, clientErrorHandler, watchEventLoop } from './client-errors.ts';
import { cdnHeaders } from './cdn-headers.ts';
import { featurePlugins, type FeatureContext, type FeatureEntry } from './features.ts';
import { AccessLogController, createLogger, type Logger } from './logger.ts';
import { getPage, type PageResult } from './pages-routes.ts';
import { FAVOURITES_WRITE_LIMIT, visitorBudgets } from './rate-limits.ts';
import { configuredSources, previewReadableAssets, securityHeaders } from './security.ts';
import { readVersionResponse } from './version-routes.ts';
import { applyServerLimits, CREATE_OPTIONS } from './server-limits.ts';
import { servedAsset } from './ssr/assets.ts';
import { siteFeatures, startSiteServices, type SiteServices } from './site.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Page descriptions for the SSR route: same lookup, statuses and bytes as the pages API. */
    getPage(rawPath: string): Promise<PageResult>;
    contentStore: ContentStore;
    /** True while the server drains for a shutdown: nothing rendered now may be cached. */
    stopping(): boolean;
  }
}

/**
 * Route config for writes (POST/PUT/DELETE): `app.post(url, { config: writeRateLimit }, handler)`.
 * Reads are not limited; a visitor's writes are few (favourites), so 30 a minute is generous.
 */
export const writeRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

export interface AppDeps {
  logger?: Logger;
  /** A store the caller owns (and closes); by default one is opened on CONTENT_DIR. */
  store?: ContentStore;
  /** Replaces the feature list (tests); defaults to featurePlugins in features.ts. */
  features?: (context: FeatureContext) => FeatureEntry[];
  /**
   * The site's services (weather, warnings, search, database, server rendering). Default: started
   * here and closed with the app. `null`: the pages and version API only (foundation tests).
   */
  services?: SiteServices | null;
  /** Event-loop delay watch (client-errors.ts watchEventLoop); tests shorten it. */
  eventLoopWatch?: { thresholdMs: number; intervalMs: number };
  /** An already-listening server (server/bind-port.ts: the port is bound before anything opens). */
  serverFactory?: FastifyServerFactory;
  /** The server's clock; default the one the config asks for (WX_NOW, server/clock.ts). */
  now?: Clock;
  /** True once the server is draining for a shutdown (main.ts); pages rendered then are not cached. */
  isStopping?: () => boolean;
}

const ONE_YEAR_MS = 31_536_000_000;

/** The whole server, ready for `listen` or `inject`. Nothing here binds a port. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const logger = deps.logger ?? createLogger(config);
  const app = Fastify({
    loggerInstance: logger,
    logController: new AccessLogController(),
    // Malformed URLs ('%zz') fail before routing; they get the same JSON error as the rest.
    frameworkErrors: errorHandler,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    clientErrorHandler,
    // Behind N proxies the visitor's address is the Nth from the right in X-Forwarded-For.
    ...(config.TRUST_PROXY_HOPS > 0
      ? { trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS }
      : {}),
    ...(deps.serverFactory
      ? { serverFactory: deps.serverFactory }
      : { http: CREATE_OPTIONS, requestTimeout: config.REQUEST_TIMEOUT_MS }),
  }) as unknown as FastifyInstance;
  applyServerLimits(app.server, config);

  const store =
    deps.store ??
    (await ContentStore.open({
      contentDir: config.CONTENT_DIR,
      logger,
      watch: config.CONTENT_WATCH,
      showIssues: config.DEBUG,
    }));
  if (!deps.store) app.addHook('onClose', () => store.close());
  const version = await readVersionResponse();

  app.decorate('contentStore', store);
  app.decorate('stopping', deps.isStopping ?? (() => false));
  const now = deps.now ?? clockFor(config);
  app.decorate('getPage', (rawPath: string) => getPage(store, rawPath, now()));
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  answerConnect(app);
  const stopWatch = watchEventLoop(logger, deps.eventLoopWatch);
  app.addHook('onClose', async () => stopWatch());

  await securityHeaders(app, {
    production: config.NODE_ENV === 'production',
    dataPaths: [`${config.API_PREFIX}/`, '/1/', '/version.json', '/healthz'],
    // A service's hosts are open only when it is configured (issues 13 and 28).
    extraSources: configuredSources(config),
  });
  cdnHeaders(app); // before compress: its hook must run first
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyCookie);
  // global: false -> only routes carrying `config: writeRateLimit` are limited.
  await app.register(fastifyRateLimit, { global: false });
  await visitorBudgets(app, {
    pages: config.RENDER_RATE_LIMIT,
    search: config.SEARCH_RATE_LIMIT,
    favourites: FAVOURITES_WRITE_LIMIT,
    preview: config.PREVIEW_RATE_LIMIT,
  });

  const assets = join(config.STATIC_DIR, 'assets');
  // The editors' preview frames run the site's scripts in a sandbox of an opaque origin, for
  // which every file of the build and every picture is another origin's (issue 23).
  if (config.TOOLS_ENABLED) previewReadableAssets(app, config.API_PREFIX);
  // The client build may not exist yet (tests, API-only runs); the site still answers the API.
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      // File names carry content hashes, so a name never changes meaning.
      cacheControl: true,
      maxAge: ONE_YEAR_MS,
      immutable: true,
      preCompressed: true,
      index: false,
      // Build manifests (.vite/) are never served, nor the tools' files while the tools are off.
      dotfiles: 'ignore',
      allowedPath: (pathName) => servedAsset(pathName, config.TOOLS_ENABLED),
    });
  } else {
    // Without a build an asset address is still no page (the page route would answer 400 for it).
    app.get('/assets/*', notFoundHandler);
  }

  app.get('/healthz', (_request, reply) => {
    reply.header('cache-control', 'no-store').send({ status: 'ok', pages: store.size });
  });

  const services =
    deps.services === undefined ? await startSiteServices(config, logger, now) : deps.services;
  if (services && deps.services === undefined) app.addHook('onClose', () => services.close());

  const context: FeatureContext = { config, logger, store, version, now };
  const features = (deps.features ?? featurePlugins)(context);
  for (const [plugin, options] of services
    ? [...features, ...siteFeatures(context, services)]
    : features) {
    await app.register(plugin as FastifyPluginAsync, options as Record<string, unknown>);
  }
  return app;
}
