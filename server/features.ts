import type { FastifyInstance } from 'fastify';
import type { VersionResponse } from '#schemas/generated/types.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { ContentStore } from './content-store.server.ts';
import type { Logger } from './logger.ts';
import { pagesRoutes } from './pages-routes.ts';
import { faviconRoute } from './ssr/favicon.ts';
import { versionRoutes } from './version-routes.ts';

/** What feature plugins may be given: shared, long-lived things built once in buildApp. */
export interface FeatureContext {
  config: Config;
  logger: Logger;
  store: ContentStore;
  version: VersionResponse;
  /** The server's one clock (WX_NOW or the wall clock, server/clock.ts). */
  now: Clock;
}

export type FeaturePlugin<O> = (app: FastifyInstance, options: O) => Promise<void>;
/** A plugin and its options; options must not use Fastify's reserved keys (prefix, logLevel). */
export type FeatureEntry = readonly [FeaturePlugin<never>, unknown];

/** Pairs a plugin with options of the type it declares, so the list below is type-checked. */
export function feature<O>(plugin: FeaturePlugin<O>, options: O): FeatureEntry {
  return [plugin as FeaturePlugin<never>, options];
}

/**
 * The one list of server features, registered in this order by buildApp. Each is an
 * encapsulated Fastify plugin: its hooks and decorators stay inside it.
 */
export function featurePlugins(context: FeatureContext): FeatureEntry[] {
  const { config, store, version, now } = context;
  return [
    feature(pagesRoutes, { store, apiPrefix: config.API_PREFIX, now }),
    feature(versionRoutes, { version }),
    feature(faviconRoute, {}),
  ];
}
