import { join } from 'node:path';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { feature } from './features.ts';
import type { FeatureContext, FeatureEntry } from './features.ts';
import { favouritesRoutes } from './favourites/favourites-routes.ts';
import type { Logger } from './logger.ts';
import { mcpRoutes } from './mcp-routes.ts';
import { houseAdRoutes } from './ads/house-routes.ts';
import { SearchIndex } from './search/search-index.ts';
import { searchRoutes } from './search/search-routes.ts';
import { readClientAssets } from './ssr/assets.ts';
import type { ClientAssets } from './ssr/assets.ts';
import { loadRenderer } from './ssr/renderer.ts';
import type { Renderer } from './ssr/renderer.ts';
import { ssrRoutes } from './ssr/ssr-routes.ts';
import { registerToolRoutes } from './tools/tools-routes.ts';
import { brightcovePlaylist } from './video/brightcove.ts';
import { videoRoutes } from './video/video-routes.ts';
import { warningsRoutes } from './warnings/routes.ts';
import { createWarningsService } from './warnings/service.server.ts';
import type { WarningsService } from './warnings/service.server.ts';
import { dataFeatures, warningTypesFor } from './data-features.ts';
import { warningForcing } from './weather/demo-forcing.ts';
import { createWeatherProvider } from './weather/factory.ts';
import { LocationIndex, loadLocations } from './weather/locations.ts';
import type { WeatherProvider } from './weather/provider.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';

/** The long-lived parts of the whole site, started once and closed with the server. */
export interface SiteServices {
  locations: LocationIndex;
  weather: WeatherProvider;
  warnings: WarningsService;
  search: SearchIndex;
  db: Database;
  renderer: Renderer;
  assets: ClientAssets;
  close(): Promise<void>;
}

export async function startSiteServices(
  config: Config,
  logger: Logger,
  now: Clock,
): Promise<SiteServices> {
  const { locations: list, problems } = await loadLocations(
    join(config.CONTENT_DIR, 'data', 'locations.json'),
  );
  if (problems.length) logger.warn({ problems }, 'location index entries skipped');
  const warnings = createWarningsService({
    ...(config.CAP_DIR ? { capDir: config.CAP_DIR } : {}),
    ...(config.CAP_FEED_URL ? { feedUrl: config.CAP_FEED_URL } : {}),
    feedLimits: { extraHosts: config.CAP_LINK_HOSTS },
    pollSeconds: config.CAP_POLL_SECONDS,
    demoSchedule: config.CAP_DEMO,
    locations: list,
    logger,
    watch: config.CONTENT_WATCH,
    now,
  });
  const [db, renderer] = await Promise.all([
    openDatabase(config),
    loadRenderer(),
    warnings.start(),
  ]);
  return {
    locations: new LocationIndex(list),
    weather: createWeatherProvider(config, {
      now,
      forcing: warningForcing(() => warnings.all(), now),
    }),
    warnings,
    search: new SearchIndex(list),
    db,
    renderer,
    assets: readClientAssets(config.STATIC_DIR),
    async close() {
      warnings.close();
      await db.close();
    },
  };
}

/** The site's features after the pages API: data, warnings, search, favourites, MCP, then SSR last (it catches every other GET). */
export function siteFeatures(
  { config, logger, version, now }: FeatureContext,
  services: SiteServices,
): FeatureEntry[] {
  const apiPrefix = config.API_PREFIX;
  return [
    ...dataFeatures(config, logger, services, services.weather, now),
    feature(videoRoutes, {
      dir: join(config.CONTENT_DIR, 'videos'),
      ...(config.VIDEO_BRIGHTCOVE ? { remote: brightcovePlaylist(config.VIDEO_BRIGHTCOVE) } : {}),
      logger,
    }),
    feature(warningsRoutes, { service: services.warnings, apiPrefix }),
    feature(searchRoutes, { index: services.search, config }),
    feature(favouritesRoutes, {
      db: services.db,
      provider: services.weather,
      locations: services.locations,
      config,
      warningsFor: warningTypesFor(services),
    }),
    feature(mcpRoutes, { file: join(config.CONTENT_DIR, 'mcp', 'messages.json'), apiPrefix }),
    // Before SSR, whose catch-all GET would otherwise answer /preview and /qa.
    feature(registerToolRoutes, { config, logger, services, version: version.Version, now }),
    feature(houseAdRoutes, { contentDir: config.CONTENT_DIR, apiPrefix }),
    feature(ssrRoutes, {
      config,
      renderer: services.renderer,
      assets: services.assets,
      version: version.Version,
      search: services.search,
      now,
      warningsAvailable: () => services.warnings.available(),
    }),
  ];
}
