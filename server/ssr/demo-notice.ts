import type { Config } from '../config.ts';

/** Where the site explains its data sources and how to connect the real ones. */
export const DATA_SOURCES_URL = '/about/data-sources';

/** The embedded sample sources in use: demo weather, re-timed sample warnings, sample news. */
export function demoSources(
  config: Pick<Config, 'WEATHER_PROVIDER' | 'CAP_DEMO' | 'NEWS_FILE'>,
): string[] {
  return [
    ...(config.WEATHER_PROVIDER === 'demo' ? ['weather'] : []),
    ...(config.CAP_DEMO ? ['warnings'] : []),
    ...(config.NEWS_FILE ? [] : ['news']),
  ];
}

/**
 * One site-wide notice while any sample source is in use, none when all are real (issue 14). It
 * is plain server HTML outside the React root in the existing notice style: no client code and
 * about 120 bytes on the wire, which the first response's 14 KB budget has room for.
 */
export function demoNoticeHtml(sources: readonly string[]): string {
  if (sources.length === 0) return '';
  const list =
    sources.length === 1
      ? sources[0]
      : `${sources.slice(0, -1).join(', ')} and ${sources.at(-1) ?? ''}`;
  return (
    `<aside class="wx-notice wx-notice--info" aria-label="Demo data"><p>Demo site: the ${list} ` +
    `shown are samples, not real forecasts. <a href="${DATA_SOURCES_URL}">Connect real sources</a></p></aside>`
  );
}
