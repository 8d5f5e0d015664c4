import { boundedJson } from '#schemas/bounded-json.ts';
import { WeatherProviderError } from './provider.ts';
import { createUpstreamCache, type UpstreamCache } from '../upstream-cache.ts';

/**
 * HTTP access to Open-Meteo: a timeout, plain-worded errors (never a crash on a 500 or garbage), a
 * short cache so the several modules of one page share one upstream request (and a failure is
 * answered for a few seconds without asking again: server/upstream-cache.ts), and shape checks.
 */

export interface OpenMeteoClientOptions {
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  cacheTtlMs?: number;
  maxCacheEntries?: number;
}

export type HourlyBlock = Record<string, (number | null)[]> & { time: string[] };

export interface ForecastResponse {
  latitude: number;
  longitude: number;
  utc_offset_seconds: number;
  timezone: string;
  current?: Record<string, number | string | null> & { time: string };
  hourly?: HourlyBlock;
  daily?: HourlyBlock;
}

const UNAVAILABLE = 'Weather data is unavailable right now. Please try again later.';

export class OpenMeteoClient {
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly cache: UpstreamCache<unknown>;

  constructor(options: OpenMeteoClientOptions = {}) {
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.cache = createUpstreamCache({
      ttlMs: options.cacheTtlMs ?? 300_000,
      maxEntries: options.maxCacheEntries ?? 500,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** GET a JSON document; identical URLs within the cache time share one request. */
  getJson(url: string): Promise<unknown> {
    return this.cache.get(url, () => this.request(url));
  }

  private async request(url: string): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new WeatherProviderError(
        timedOut
          ? `${UNAVAILABLE} (The weather service did not answer in time.)`
          : `${UNAVAILABLE} (The weather service could not be reached.)`,
        { cause: error },
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new WeatherProviderError(`${UNAVAILABLE} (The weather service answer was cut short.)`, {
        cause: error,
      });
    }
    if (!response.ok) {
      throw new WeatherProviderError(
        `${UNAVAILABLE} (The weather service answered with HTTP ${response.status}.)`,
        {
          cause: new Error(text.slice(0, 300)),
        },
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new WeatherProviderError(
        `${UNAVAILABLE} (The weather service sent data that could not be read.)`,
        { cause: error },
      );
    }
  }
}

function badShape(detail: string): WeatherProviderError {
  return new WeatherProviderError(
    `${UNAVAILABLE} (The weather service sent data in an unexpected format.)`,
    {
      cause: new Error(detail),
    },
  );
}

const isNumberOrNull = (v: unknown): v is number | null =>
  v === null || (typeof v === 'number' && Number.isFinite(v));

function checkSeries(block: unknown, name: string, required: readonly string[]): HourlyBlock {
  if (typeof block !== 'object' || block === null) throw badShape(`${name} is missing`);
  const b = block as Record<string, unknown>;
  const time = b.time;
  if (!Array.isArray(time) || time.length === 0 || !time.every((t) => typeof t === 'string'))
    throw badShape(`${name}.time is not a list of times`);
  for (const key of required) {
    const series = b[key];
    if (!Array.isArray(series) || series.length !== time.length || !series.every(isNumberOrNull)) {
      throw badShape(`${name}.${key} is missing or not ${time.length} numbers`);
    }
  }
  return b as HourlyBlock;
}

/** Checks the parts of a forecast answer that the caller asked for. */
export function checkForecast(
  data: unknown,
  want: { current?: readonly string[]; hourly?: readonly string[]; daily?: readonly string[] },
): ForecastResponse {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw badShape('the answer is not an object');
  const d = data as Record<string, unknown>;
  if (
    typeof d.utc_offset_seconds !== 'number' ||
    typeof d.latitude !== 'number' ||
    typeof d.longitude !== 'number'
  ) {
    throw badShape('latitude, longitude or utc_offset_seconds is missing');
  }
  if (want.current) {
    const c = d.current as Record<string, unknown> | undefined;
    if (typeof c !== 'object' || c === null || typeof c.time !== 'string')
      throw badShape('current is missing');
    for (const key of want.current)
      if (!isNumberOrNull(c[key])) throw badShape(`current.${key} is not a number`);
  }
  if (want.hourly) checkSeries(d.hourly, 'hourly', want.hourly);
  if (want.daily) checkSeries(d.daily, 'daily', want.daily);
  return d as unknown as ForecastResponse;
}

/** Open-Meteo local times ('2026-11-22T14:00') to epoch ms, using the answer's own offset. */
export function localTimeToMs(time: string, utcOffsetSeconds: number): number {
  const ms = Date.parse(`${time.length === 10 ? `${time}T00:00` : time}Z`);
  if (Number.isNaN(ms)) throw badShape(`time ${boundedJson(time)} is not a date`);
  return ms - utcOffsetSeconds * 1000;
}

export { badShape };
