import { isAbsolute, resolve } from 'node:path';
import { monitoringConfig, type MonitoringConfig } from './monitoring-config.ts';
import { adsConfig, type AdsConfig } from './ads/ads-config.ts';
import { toolsAccessConfig, type ToolsAccessConfig } from './tools/auth/access-config.ts';

/** Log levels pino knows, plus 'silent'. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const WEATHER_PROVIDERS = ['demo', 'open-meteo'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
/** An ISO 8601 date and time with seconds optional and a zone (Z or ±hh:mm). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export type LogLevel = (typeof LOG_LEVELS)[number];
export type WeatherProvider = (typeof WEATHER_PROVIDERS)[number];

/** Everything the server reads from the environment, checked once at start-up. */
export interface Config {
  readonly PORT: number;
  readonly HOST: string;
  readonly NODE_ENV: (typeof NODE_ENVS)[number];
  readonly LOG_LEVEL: LogLevel;
  readonly DEBUG: boolean;
  /** Absolute folders (relative values are resolved against the working directory). */
  readonly CONTENT_DIR: string;
  readonly DATA_DIR: string;
  readonly STATIC_DIR: string;
  /**
   * A folder of CAP files. Unset, the sample alerts (./content/cap) are used only in the demo
   * set-up, with no CAP_FEED_URL: samples never mix with a real feed (issue 28, item 3).
   */
  readonly CAP_DIR: string | undefined;
  /** Unset: the embedded PGlite database under DATA_DIR/pglite. */
  readonly DATABASE_URL: string | undefined;
  readonly CAP_FEED_URL: string | undefined;
  readonly CAP_POLL_SECONDS: number;
  /** Hosts besides CAP_FEED_URL's own whose CAP documents the feed may link to. */
  readonly CAP_LINK_HOSTS: readonly string[];
  /**
   * Demo warnings: the bundled sample alerts, re-timed to be current. Default on while neither
   * CAP_DIR nor CAP_FEED_URL is set; CAP_DEMO=false serves the samples with their own dates.
   */
  readonly CAP_DEMO: boolean;
  /** A JSON file of news items (the shape of server/weather/news.json); unset: the sample news. */
  readonly NEWS_FILE: string | undefined;
  /**
   * The road operator's traffic feed (GeoJSON road events, server/traffic/nzta-feed.ts); unset:
   * the embedded sample incidents.
   */
  readonly TRAFFIC_FEED_URL: string | undefined;
  /**
   * The video player's Brightcove playlist (server/video/brightcove.ts): VIDEO_BRIGHTCOVE_ACCOUNT,
   * VIDEO_BRIGHTCOVE_PLAYLIST and VIDEO_BRIGHTCOVE_POLICY_KEY, all three or none; unset: the
   * local playlist in CONTENT_DIR/videos.
   */
  readonly VIDEO_BRIGHTCOVE: { account: string; playlist: string; policyKey: string } | undefined;
  readonly SEARCH_APP_ID: string;
  readonly SEARCH_API_KEY: string;
  readonly SEARCH_INDEX: string;
  readonly SEARCH_HITS_PER_PAGE: number;
  /** Unset: this server answers the search API itself. */
  readonly SEARCH_HOSTS: readonly string[] | undefined;
  readonly WEATHER_PROVIDER: WeatherProvider;
  readonly OPEN_METEO_URL: string;
  readonly PUBLIC_ORIGIN: string;
  /** The organisation's own website (About, Contact, Careers... live there). */
  readonly ORG_URL: string;
  readonly API_PREFIX: string;
  readonly SHUTDOWN_GRACE_MS: number;
  /** Watch CONTENT_DIR and pick up editors' changes without a restart. */
  readonly CONTENT_WATCH: boolean;
  /** The editors' preview and QA tools (/preview, /qa): on by default, off in production unless set. */
  readonly TOOLS_ENABLED: boolean;
  /** TOOLS_USERS, TOOLS_SSO_HEADER, TOOLS_SSO_PROXIES: who may sign in to the tools, with which role. */
  readonly TOOLS_ACCESS: ToolsAccessConfig;
  /** Editors' drafts are deleted this many days after their last save, and may hold this much. */
  readonly DRAFTS_EXPIRE_DAYS: number;
  readonly DRAFTS_QUOTA_MB: number;
  /**
   * Node's HTTP limits (docs/deploy.md): a request must arrive whole within REQUEST_TIMEOUT_MS and
   * its headers within HEADERS_TIMEOUT_MS; at most MAX_CONNECTIONS sockets are open at once.
   */
  readonly REQUEST_TIMEOUT_MS: number;
  readonly HEADERS_TIMEOUT_MS: number;
  readonly MAX_CONNECTIONS: number;
  /** Per client and minute: search API requests, and rendered pages (0: no limit). */
  readonly SEARCH_RATE_LIMIT: number;
  readonly RENDER_RATE_LIMIT: number;
  /** Per client and minute: the editors' preview renders, each as costly as a cold page (0: no limit). */
  readonly PREVIEW_RATE_LIMIT: number;
  /**
   * Behind a load balancer or CDN: trust X-Forwarded-For from this many proxies (0: none), so
   * rate limits count visitors, not the proxy.
   */
  readonly TRUST_PROXY_HOPS: number;
  /** RUM_*, POSTHOG_*, AUDIENCE_*: what the browser may load, and the CSP hosts it needs. */
  readonly MONITORING: MonitoringConfig;
  /** ADS_PROVIDER (house by default), ADS_GPT_URL, ADS_PREBID_URL, ADS_PREBID_BIDDERS. */
  readonly ADS: AdsConfig;
  /**
   * A fixed "now" for the whole server (epoch ms, server/clock.ts), from an ISO 8601 instant with
   * its zone; unset: the wall clock. Tests and reproducible runs set it.
   */
  readonly WX_NOW: number | undefined;
}

/** Thrown by loadConfig with every problem found, one per line in `problems`. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads the environment into a frozen Config. Unset or empty variables take safe defaults so
 * `npm start` works with nothing set; set-but-wrong values are refused, all listed at once, so an
 * operator fixes them in one go instead of one restart per typo.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const str = (name: string, fallback: string): string => read(name) ?? fallback;
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got '${raw}'`);
    return fallback;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${name} must be one of ${allowed.join(', ')}, got '${raw}'`);
    return fallback;
  };
  const url = (
    name: string,
    fallback: string | undefined,
    protocols: readonly string[],
  ): string | undefined => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    let parsed: URL | undefined;
    try {
      parsed = new URL(raw);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !protocols.includes(parsed.protocol)) {
      // Never echo a database URL: it may hold a password.
      const shown = name === 'DATABASE_URL' ? 'the given value' : `'${raw}'`;
      problems.push(
        `${name} must be a ${protocols.map((p) => p + '//').join(' or ')} URL, got ${shown}`,
      );
      return fallback;
    }
    return raw;
  };
  const dir = (name: string, fallback: string): string => {
    const raw = str(name, fallback);
    return isAbsolute(raw) ? raw : resolve(cwd, raw);
  };

  const apiPrefix = str('API_PREFIX', '/api').replace(/\/+$/, '');
  if (!/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(apiPrefix)) {
    problems.push(`API_PREFIX must be a path such as /api, got '${apiPrefix}'`);
  }
  const publicOrigin = url('PUBLIC_ORIGIN', 'http://localhost:3000', ['http:', 'https:']) ?? '';
  const orgUrl = url('ORG_URL', 'https://example.org', ['https:']) ?? '';
  const hosts = (name: string): string[] | undefined => {
    const list = read(name)
      ?.split(',')
      .map((host) => host.trim())
      .filter((host) => host !== '');
    for (const host of list ?? []) {
      if (!/^[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(host))
        problems.push(`${name} has an invalid host '${host}'`);
    }
    return list && list.length > 0 ? list : undefined;
  };
  const searchHosts = hosts('SEARCH_HOSTS');

  const brightcove = (['ACCOUNT', 'PLAYLIST', 'POLICY_KEY'] as const).map((part) =>
    read(`VIDEO_BRIGHTCOVE_${part}`),
  );
  if (brightcove.some(Boolean) && !brightcove.every(Boolean))
    problems.push(
      'VIDEO_BRIGHTCOVE_ACCOUNT, VIDEO_BRIGHTCOVE_PLAYLIST and VIDEO_BRIGHTCOVE_POLICY_KEY go together: set all three or none',
    );
  const [account, playlist, policyKey] = brightcove;

  const instant = (name: string): number | undefined => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    // A zone is required: a bare local time would mean another instant on another machine.
    const value = ISO_INSTANT.test(raw) ? Date.parse(raw) : Number.NaN;
    if (Number.isNaN(value)) {
      problems.push(
        `${name} must be a date and time with its zone, such as 2026-11-26T01:00:00Z, got '${raw}'`,
      );
      return undefined;
    }
    return value;
  };

  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  const toolsEnabled = bool('TOOLS_ENABLED', nodeEnv !== 'production');
  const requestTimeout = int('REQUEST_TIMEOUT_MS', 30_000, 1_000, 600_000);
  const headersTimeout = int('HEADERS_TIMEOUT_MS', 10_000, 1_000, 600_000);
  if (headersTimeout > requestTimeout)
    problems.push('HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS');
  const config: Config = {
    PORT: int('PORT', 3000, 0, 65535),
    HOST: str('HOST', '0.0.0.0'),
    NODE_ENV: nodeEnv,
    LOG_LEVEL: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    DEBUG: bool('DEBUG', false),
    CONTENT_DIR: dir('CONTENT_DIR', './content'),
    DATA_DIR: dir('DATA_DIR', './data'),
    STATIC_DIR: dir('STATIC_DIR', './dist/client'),
    CAP_DIR:
      read('CAP_DIR') !== undefined || read('CAP_FEED_URL') === undefined
        ? dir('CAP_DIR', './content/cap')
        : undefined,
    DATABASE_URL: url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    CAP_FEED_URL: url('CAP_FEED_URL', undefined, ['http:', 'https:']),
    CAP_POLL_SECONDS: int('CAP_POLL_SECONDS', 60, 1, 86_400),
    CAP_LINK_HOSTS: Object.freeze(hosts('CAP_LINK_HOSTS') ?? []),
    CAP_DEMO: bool('CAP_DEMO', read('CAP_DIR') === undefined && read('CAP_FEED_URL') === undefined),
    NEWS_FILE: read('NEWS_FILE') === undefined ? undefined : dir('NEWS_FILE', ''),
    TRAFFIC_FEED_URL: url('TRAFFIC_FEED_URL', undefined, ['http:', 'https:']),
    VIDEO_BRIGHTCOVE:
      account && playlist && policyKey
        ? Object.freeze({ account, playlist, policyKey })
        : undefined,
    SEARCH_APP_ID: str('SEARCH_APP_ID', 'local'),
    SEARCH_API_KEY: str('SEARCH_API_KEY', 'public-search-key'),
    SEARCH_INDEX: str('SEARCH_INDEX', 'prod_index'),
    SEARCH_HITS_PER_PAGE: int('SEARCH_HITS_PER_PAGE', 10, 1, 1000),
    SEARCH_HOSTS: searchHosts ? Object.freeze(searchHosts) : undefined,
    WEATHER_PROVIDER: oneOf('WEATHER_PROVIDER', WEATHER_PROVIDERS, 'demo'),
    OPEN_METEO_URL: url('OPEN_METEO_URL', 'https://api.open-meteo.com', ['http:', 'https:']) ?? '',
    PUBLIC_ORIGIN: publicOrigin.replace(/\/+$/, ''),
    ORG_URL: orgUrl.replace(/\/+$/, ''),
    API_PREFIX: apiPrefix,
    SHUTDOWN_GRACE_MS: int('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    CONTENT_WATCH: bool('CONTENT_WATCH', true),
    TOOLS_ENABLED: toolsEnabled,
    TOOLS_ACCESS: toolsAccessConfig(env, problems, {
      production: nodeEnv === 'production',
      enabled: toolsEnabled,
    }),
    DRAFTS_EXPIRE_DAYS: int('DRAFTS_EXPIRE_DAYS', 30, 1, 3650),
    DRAFTS_QUOTA_MB: int('DRAFTS_QUOTA_MB', 100, 1, 1_000_000),
    REQUEST_TIMEOUT_MS: requestTimeout,
    HEADERS_TIMEOUT_MS: headersTimeout,
    MAX_CONNECTIONS: int('MAX_CONNECTIONS', 10_000, 1, 1_000_000),
    SEARCH_RATE_LIMIT: int('SEARCH_RATE_LIMIT', 600, 0, 1_000_000),
    RENDER_RATE_LIMIT: int('RENDER_RATE_LIMIT', 300, 0, 1_000_000),
    PREVIEW_RATE_LIMIT: int('PREVIEW_RATE_LIMIT', 120, 0, 1_000_000),
    TRUST_PROXY_HOPS: int('TRUST_PROXY_HOPS', 0, 0, 10),
    MONITORING: monitoringConfig(env, problems),
    ADS: adsConfig(env, problems),
    WX_NOW: instant('WX_NOW'),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}
