import type { Config } from '../config.ts';

/** Where the site explains its data sources and how to connect the real ones. */
export const DATA_SOURCES_URL = '/about/data-sources';

/**
 * Parts that no configuration makes real: no public national source is wired in for them, so
 * they stay on the demo model with either weather provider (README, 'Real New Zealand sources').
 */
export const ALWAYS_SAMPLES = ['rain radar', 'snow and avalanche reports', 'webcam pictures'];

/**
 * Every embedded sample source in use (issue 28, item 9): demo weather, the sample warnings,
 * news, traffic incidents and videos until each is configured, and the parts that are always
 * samples.
 */
export function demoSources(
  config: Pick<
    Config,
    | 'WEATHER_PROVIDER'
    | 'CAP_DEMO'
    | 'CAP_DIR'
    | 'CAP_FEED_URL'
    | 'NEWS_FILE'
    | 'TRAFFIC_FEED_URL'
    | 'VIDEO_BRIGHTCOVE'
  >,
): string[] {
  // The sample alerts are read when nothing else is configured (config.ts), re-timed or not.
  const sampleWarnings =
    config.CAP_DEMO || (!config.CAP_FEED_URL && (config.CAP_DIR ?? '').endsWith('/content/cap'));
  return [
    ...(config.WEATHER_PROVIDER === 'demo' ? ['weather'] : []),
    ...(sampleWarnings ? ['warnings'] : []),
    ...(config.NEWS_FILE ? [] : ['news']),
    ...(config.TRAFFIC_FEED_URL ? [] : ['traffic incidents']),
    ...(config.VIDEO_BRIGHTCOVE ? [] : ['videos']),
    ...ALWAYS_SAMPLES,
  ];
}

/**
 * One site-wide notice while any sample source is in use (issue 14), which is always: some parts
 * have no real source wired in. It is plain server HTML outside the React root in the existing
 * notice style: no client code and about 170 bytes on the wire, which the first response's 14 KB
 * budget has room for.
 */
export function demoNoticeHtml(sources: readonly string[]): string {
  if (sources.length === 0) return '';
  const list =
    sources.length === 1
      ? sources[0]
      : `${sources.slice(0, -1).join(', ')} and ${sources.at(-1) ?? ''}`;
  return (
    // On a phone the list is left out (shell.css): one short line, so the forecast stays on the
    // first screen (issue 22); the data sources page has the whole list.
    `<aside class="wx-notice wx-notice--info wx-notice--demo" aria-label="Demo data"><p>Demo site: ` +
    `<span>the ${list} shown are </span>samples, not real data. ` +
    `<a href="${DATA_SOURCES_URL}">Connect real sources</a></p></aside>`
  );
}
