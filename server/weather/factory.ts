import type { Forcing } from './demo-forcing.ts';
import { createDemoProvider } from './demo-provider.ts';
import { DEFAULT_OPEN_METEO_URL, createOpenMeteoProvider } from './open-meteo-provider.ts';
import type { WeatherProvider } from './provider.ts';

/** The part of the server config (server/config.ts) that picks the weather provider. */
export interface WeatherConfig {
  WEATHER_PROVIDER: string;
  OPEN_METEO_URL?: string;
  /** Optional: the marine API base; a non-default OPEN_METEO_URL (a mirror) serves both. */
  OPEN_METEO_MARINE_URL?: string;
}

export interface WeatherDeps {
  now?: () => number;
  /** The warnings in force, felt by the demo model (and so by the radar either provider shows). */
  forcing?: Forcing;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * 'demo' (the default: no network, deterministic) or 'open-meteo'. The Open-Meteo provider takes
 * lift status and radar from the demo provider, which has the only source for them.
 */
export function createWeatherProvider(
  config: WeatherConfig,
  deps: WeatherDeps = {},
): WeatherProvider {
  const demo = createDemoProvider({
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.forcing ? { forcing: deps.forcing } : {}),
  });
  switch (config.WEATHER_PROVIDER) {
    case 'demo':
      return demo;
    case 'open-meteo':
      return createOpenMeteoProvider({
        ...deps,
        baseUrl: config.OPEN_METEO_URL || DEFAULT_OPEN_METEO_URL,
        ...(config.OPEN_METEO_MARINE_URL ? { marineBaseUrl: config.OPEN_METEO_MARINE_URL } : {}),
        fallback: demo,
      });
    default:
      throw new Error(
        `Unknown WEATHER_PROVIDER '${config.WEATHER_PROVIDER}': use 'demo' or 'open-meteo'.`,
      );
  }
}
