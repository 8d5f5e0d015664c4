import { feature } from './features.ts';
import type { FeatureEntry } from './features.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { SiteServices } from './site.ts';
import { nztaTrafficSource } from './traffic/nzta-feed.ts';
import { trafficRoutes } from './traffic/traffic-routes.ts';
import { demoTrafficSource } from './traffic/traffic-source.ts';
import { webcamRoutes } from './webcams/webcam-routes.ts';
import { weatherDataRoutes } from './weather/data-routes.ts';
import type { WeatherProvider } from './weather/provider.ts';

/**
 * Event types of the warnings in force over a place: marine forecasts list them, boating
 * ratings count them (outlooks, level blue, are not warnings).
 */
export function warningTypesFor(
  services: Pick<SiteServices, 'warnings'>,
): (type: string, key: string) => string[] {
  return (type, key) =>
    services.warnings
      .forLocation(type, key)
      ?.warnings.filter((w) => w.warnLevel !== 'blue')
      .map((w) => w.eventType) ?? [];
}

/**
 * The module data routes (weather, traffic, webcams) with this provider and clock: the live
 * site's, and the editors' preview's (the demo provider on its 'as of' clock). One list, so the
 * preview's pages are the live site's at another time, never a near copy of them.
 */
export function dataFeatures(
  config: Config,
  logger: Logger,
  services: Pick<SiteServices, 'locations' | 'warnings'>,
  provider: WeatherProvider,
  now: () => number,
): FeatureEntry[] {
  const apiPrefix = config.API_PREFIX;
  return [
    feature(weatherDataRoutes, {
      provider,
      locations: services.locations,
      logger,
      apiPrefix,
      now,
      ...(config.NEWS_FILE ? { newsFile: config.NEWS_FILE } : {}),
      warningsFor: warningTypesFor(services),
    }),
    feature(trafficRoutes, {
      source: config.TRAFFIC_FEED_URL
        ? nztaTrafficSource({ url: config.TRAFFIC_FEED_URL, logger, now })
        : demoTrafficSource(now),
      locations: services.locations,
      apiPrefix,
      logger,
      now,
    }),
    feature(webcamRoutes, { locations: services.locations, apiPrefix, now }),
  ];
}
