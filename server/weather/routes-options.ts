import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { SiteServices } from '../site.ts';
import type { WeatherDataRoutesOptions } from './data-routes.ts';
import type { WeatherProvider } from './provider.ts';

/**
 * The weather data routes' options with this provider: the site's own (live), and the editors'
 * preview's (the demo provider on its 'as of' clock), which must answer alike.
 */
export function weatherRoutesOptions(
  config: Config,
  logger: Logger,
  services: Pick<SiteServices, 'locations' | 'warnings'>,
  provider: WeatherProvider,
): WeatherDataRoutesOptions {
  return {
    provider,
    locations: services.locations,
    logger,
    apiPrefix: config.API_PREFIX,
    ...(config.NEWS_FILE ? { newsFile: config.NEWS_FILE } : {}),
    // Marine forecasts list the warnings in force (outlooks, level blue, are not warnings).
    warningsFor: (type, key) =>
      services.warnings
        .forLocation(type, key)
        ?.warnings.filter((w) => w.warnLevel !== 'blue')
        .map((w) => w.eventType) ?? [],
  };
}
