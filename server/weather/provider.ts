import type {
  AirTemperatureMapData,
  AvalancheData,
  DataSource,
  ForecastData,
  HourlyData,
  LocationSummary,
  MarineData,
  MountainData,
  NationalMapData,
  ObservationsData,
  PastWeatherData,
  RadarData,
  RainData,
  RoadReportData,
  SkiReportData,
  SnowReportData,
  SoilData,
  TideData,
  TidePort,
} from '#schemas/generated/types.ts';
import type { Location } from './locations.ts';
import type { MapLayers } from './maps/provider.ts';

/**
 * The provider interface behind the weather modules. The data shapes are the contracts of
 * schemas/weather-data.schema.json (one definition per payload, with units and ranges), whose
 * generated types and validators both sides use: providers produce them, and each module's config
 * schema refers to the same definitions for its data fields, since a module's dataUrl answer is
 * merged over its config. Field names follow the spec (doc 2, section 3).
 */

/**
 * A source of weather values. Routes resolve and validate the location first, so methods receive
 * a known location. Failures reject with WeatherProviderError (plain message, safe to show).
 */
export interface WeatherProvider {
  readonly name: DataSource;
  current(location: Location): Promise<ObservationsData>;
  daily(location: Location): Promise<ForecastData>;
  hourly(location: Location): Promise<HourlyData>;
  rain(location: Location): Promise<RainData>;
  marine(location: Location): Promise<MarineData>;
  mountain(location: Location): Promise<MountainData>;
  skiReport(location: Location): Promise<SkiReportData>;
  snow(location: Location): Promise<SnowReportData>;
  road(location: Location): Promise<RoadReportData>;
  nationalMap(centres: readonly Location[]): Promise<NationalMapData>;
  radar(): Promise<RadarData>;
  avalanche(): Promise<AvalancheData>;
  /** High and low waters at `port` (the location's nearest, tides.ts) for three days from today. */
  tides(location: Location, port: TidePort): Promise<TideData>;
  soil(location: Location): Promise<SoilData>;
  /** The last seven days, observed against the forecast issued the day before. */
  pastWeather(location: Location): Promise<PastWeatherData>;
  airTemperatureMap(centres: readonly Location[]): Promise<AirTemperatureMapData>;
  /** The national map layers under /maps-radar (issue 25): GET /api/data/maps/<name>. */
  readonly maps: MapLayers;
}

/** A provider could not produce data; `message` is plain words a visitor may read. */
export class WeatherProviderError extends Error {
  override readonly name = 'WeatherProviderError';
}

export function summariseLocation(location: Location): LocationSummary {
  return { key: location.key, type: location.type, label: location.label, region: location.region };
}
