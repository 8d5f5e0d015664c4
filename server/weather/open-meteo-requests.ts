import { NZ_TIME_ZONE } from '#engine/vocabulary/time.ts';
import type { Location } from './locations.ts';
import { OpenMeteoClient, badShape, checkForecast } from './open-meteo-client.ts';
import type { ForecastResponse, OpenMeteoClientOptions } from './open-meteo-client.ts';

/** The Open-Meteo requests the provider makes, each checked for the variables it asked for. */

export const DEFAULT_OPEN_METEO_URL = 'https://api.open-meteo.com';
export const DEFAULT_OPEN_METEO_MARINE_URL = 'https://marine-api.open-meteo.com';
export const DEFAULT_OPEN_METEO_PREVIOUS_RUNS_URL = 'https://previous-runs-api.open-meteo.com';

export const CURRENT_VARS = [
  'temperature_2m',
  'relative_humidity_2m',
  'apparent_temperature',
  'precipitation',
  'weather_code',
  'pressure_msl',
  'wind_speed_10m',
  'wind_direction_10m',
  'wind_gusts_10m',
] as const;
export const HOURLY_VARS = [
  'temperature_2m',
  'precipitation_probability',
  'precipitation',
  'weather_code',
  'wind_speed_10m',
  'wind_direction_10m',
  'wind_gusts_10m',
] as const;
export const DAILY_VARS = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'precipitation_probability_max',
  'wind_speed_10m_max',
  'wind_gusts_10m_max',
  'wind_direction_10m_dominant',
] as const;
export const MARINE_VARS = [
  'wave_height',
  'swell_wave_height',
  'swell_wave_direction',
  'swell_wave_period',
] as const;
/** Asked for with MARINE_VARS but not required: the answer maps them when they are there. */
export const MARINE_OPTIONAL_VARS = ['sea_surface_temperature'] as const;
/** Sea level including tides (ocean model), for high and low waters. */
export const TIDE_VARS = ['sea_level_height_msl'] as const;
export const SOIL_MOISTURE_VARS = [
  'soil_moisture_0_to_1cm',
  'soil_moisture_1_to_3cm',
  'soil_moisture_3_to_9cm',
  'soil_moisture_9_to_27cm',
  'soil_moisture_27_to_81cm',
] as const;
export const SOIL_TEMPERATURE_VARS = [
  'soil_temperature_0cm',
  'soil_temperature_6cm',
  'soil_temperature_18cm',
  'soil_temperature_54cm',
] as const;
/** What happened (the latest run) and what the run of the day before forecast for that hour. */
export const PAST_VARS = [
  'temperature_2m',
  'precipitation',
  'temperature_2m_previous_day1',
  'precipitation_previous_day1',
] as const;

export interface OpenMeteoRequestOptions extends OpenMeteoClientOptions {
  baseUrl?: string;
  /**
   * Marine API base. Default: the public marine API when baseUrl is the public API, else baseUrl
   * (a mirror answers both paths).
   */
  marineBaseUrl?: string;
  /** Previous Runs API base, for past weather: chosen like marineBaseUrl. */
  previousRunsBaseUrl?: string;
}

const trimBase = (url: string): string => url.replace(/\/+$/, '').replace(/\/v1$/, '');
const coords = (l: Location): { latitude: number; longitude: number } => ({
  latitude: l.lat,
  longitude: l.lon,
});

export class OpenMeteoRequests {
  private readonly client: OpenMeteoClient;
  private readonly base: string;
  private readonly marineBase: string;
  private readonly previousRunsBase: string;

  constructor(options: OpenMeteoRequestOptions) {
    this.client = new OpenMeteoClient(options);
    this.base = trimBase(options.baseUrl ?? DEFAULT_OPEN_METEO_URL);
    this.marineBase = trimBase(
      options.marineBaseUrl ??
        (this.base === DEFAULT_OPEN_METEO_URL ? DEFAULT_OPEN_METEO_MARINE_URL : this.base),
    );
    this.previousRunsBase = trimBase(
      options.previousRunsBaseUrl ??
        (this.base === DEFAULT_OPEN_METEO_URL ? DEFAULT_OPEN_METEO_PREVIOUS_RUNS_URL : this.base),
    );
  }

  private get(
    root: string,
    path: string,
    params: Record<string, string | number>,
  ): Promise<unknown> {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    return this.client.getJson(`${root}${path}?${query.toString()}`);
  }

  /** Current, hourly and daily values for ten days: one request serves four modules. */
  async general(location: Location): Promise<ForecastResponse> {
    const data = await this.get(this.base, '/v1/forecast', {
      ...coords(location),
      current: CURRENT_VARS.join(','),
      hourly: HOURLY_VARS.join(','),
      daily: DAILY_VARS.join(','),
      timezone: NZ_TIME_ZONE,
      forecast_days: 10,
    });
    return checkForecast(data, { current: CURRENT_VARS, hourly: HOURLY_VARS, daily: DAILY_VARS });
  }

  /** Values downscaled to an altitude (mountain tops, ski field base, access road). */
  async atElevation(
    location: Location,
    elevation: number,
    hourly: readonly string[],
    extra: { daily?: readonly string[]; forecast_days?: number; past_days?: number },
  ): Promise<ForecastResponse> {
    const { daily, ...rest } = extra;
    const data = await this.get(this.base, '/v1/forecast', {
      ...coords(location),
      elevation,
      hourly: hourly.join(','),
      ...(daily ? { daily: daily.join(',') } : {}),
      timezone: NZ_TIME_ZONE,
      ...rest,
    });
    return checkForecast(data, { hourly, ...(daily ? { daily } : {}) });
  }

  async marine(location: Location): Promise<ForecastResponse> {
    const data = await this.get(this.marineBase, '/v1/marine', {
      ...coords(location),
      hourly: [...MARINE_VARS, ...MARINE_OPTIONAL_VARS].join(','),
      timezone: NZ_TIME_ZONE,
      forecast_days: 3,
    });
    return checkForecast(data, { hourly: MARINE_VARS });
  }

  /** Sea level at a tide port, from yesterday for five days (extremes near the ends need neighbours). */
  async tides(point: { lat: number; lon: number }): Promise<ForecastResponse> {
    const data = await this.get(this.marineBase, '/v1/marine', {
      latitude: point.lat,
      longitude: point.lon,
      hourly: TIDE_VARS.join(','),
      timezone: NZ_TIME_ZONE,
      past_days: 1,
      forecast_days: 4,
    });
    return checkForecast(data, { hourly: TIDE_VARS });
  }

  /** Soil moisture and temperature by layer, hourly for seven days. */
  async soil(location: Location): Promise<ForecastResponse> {
    const hourly = [...SOIL_MOISTURE_VARS, ...SOIL_TEMPERATURE_VARS];
    const data = await this.get(this.base, '/v1/forecast', {
      ...coords(location),
      hourly: hourly.join(','),
      timezone: NZ_TIME_ZONE,
      forecast_days: 7,
    });
    return checkForecast(data, { hourly });
  }

  /** The last seven days and today, with the day-before forecasts (Previous Runs API). */
  async pastWeather(location: Location): Promise<ForecastResponse> {
    const data = await this.get(this.previousRunsBase, '/v1/forecast', {
      ...coords(location),
      hourly: PAST_VARS.join(','),
      timezone: NZ_TIME_ZONE,
      past_days: 7,
      forecast_days: 1,
    });
    return checkForecast(data, { hourly: PAST_VARS });
  }

  /** The temperature now at several places in one request; one list entry per place, in order. */
  async temperatureNowFor(centres: readonly Location[]): Promise<unknown[]> {
    const data = await this.get(this.base, '/v1/forecast', {
      latitude: centres.map((c) => c.lat).join(','),
      longitude: centres.map((c) => c.lon).join(','),
      current: 'temperature_2m',
      timezone: NZ_TIME_ZONE,
      forecast_days: 1,
    });
    return Array.isArray(data) ? (data as unknown[]) : [data];
  }

  /**
   * Current values at many points in one request (a map layer's grid and its places), wind in
   * knots; one checked answer per point, in order. `marine`: the marine API.
   */
  async currentAt(
    points: readonly { lat: number; lon: number }[],
    current: readonly string[],
    marine = false,
  ): Promise<ForecastResponse[]> {
    const data = await this.get(
      marine ? this.marineBase : this.base,
      marine ? '/v1/marine' : '/v1/forecast',
      {
        latitude: points.map((p) => p.lat).join(','),
        // East of the date line as the API spells it (181.5 is -178.5).
        longitude: points.map((p) => (p.lon > 180 ? p.lon - 360 : p.lon)).join(','),
        current: current.join(','),
        ...(marine ? {} : { wind_speed_unit: 'kn' }),
        timezone: NZ_TIME_ZONE,
        forecast_days: 1,
      },
    );
    const list = Array.isArray(data) ? (data as unknown[]) : [data];
    if (list.length !== points.length)
      throw badShape(`expected ${points.length} locations, got ${list.length}`);
    return list.map((d) => checkForecast(d, { current }));
  }

  /** Today's daily values for several places in one request; one list entry per place, in order. */
  async todayFor(centres: readonly Location[]): Promise<unknown[]> {
    const data = await this.get(this.base, '/v1/forecast', {
      latitude: centres.map((c) => c.lat).join(','),
      longitude: centres.map((c) => c.lon).join(','),
      daily: DAILY_VARS.join(','),
      timezone: NZ_TIME_ZONE,
      forecast_days: 1,
    });
    // One coordinate gives an object, several give a list.
    return Array.isArray(data) ? (data as unknown[]) : [data];
  }
}
