import type { Marker } from '#schemas/generated/types.ts';
import type { AvalancheForecast, DangerScaleEntry } from './avalanche.ts';
import type { Location } from './locations.ts';

/**
 * Data shapes behind the weather modules and the provider interface that produces them.
 * Field names follow the spec (doc 2, section 3): Day forecast date/condition/highTemp/lowTemp,
 * Rain forecast date/temperature/highTemp/lowTemp, Snow upperSnowBase/lowerSnowBase/text/issuedAt,
 * Road status/text, Facilities open/paused/closed + facilityList. Units (spec section 9): wind in kt,
 * swell in m, snow base in cm; temperatures in °C, rain in mm, altitudes in m.
 *
 * A module's dataUrl answer is merged over its config, so every response is an object whose
 * top-level fields are the module's data, plus `source` and `issuedAt` so the UI can mark demo data.
 */

/** The fixed condition vocabulary every provider maps onto (icons and texts key off it). */
export const CONDITIONS = [
  'fine',
  'partly-cloudy',
  'cloudy',
  'few-showers',
  'showers',
  'rain',
  'drizzle',
  'thunder',
  'snow',
  'fog',
  'windy',
] as const;
export type Condition = (typeof CONDITIONS)[number];

export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

export type DataSource = 'demo' | 'open-meteo';

/** Carried by every response: where the values came from and when they were issued (ISO 8601). */
export interface DataMeta {
  source: DataSource;
  issuedAt: string;
}

export interface LocationSummary {
  key: string;
  type: string;
  label: string;
  region: string;
}

export interface Wind {
  direction: CompassPoint;
  /** Knots. */
  averageSpeed: number;
  /** Knots. */
  gustSpeed: number;
}

export interface CurrentConditions {
  observedAt: string;
  temp: number;
  feelsLike: number;
  condition: Condition;
  /** Percent. */
  humidity: number;
  /** hPa at mean sea level. */
  pressure: number;
  /** mm in the last hour. */
  rainfall: number;
  wind: Wind;
  /** The sun is down at the place: icons show the moon. */
  night?: boolean;
}

export interface ObservationsData extends DataMeta {
  location: LocationSummary;
  current: CurrentConditions;
}

export interface DayForecast {
  /** Local New Zealand date, YYYY-MM-DD. */
  date: string;
  condition: Condition;
  highTemp: number;
  lowTemp: number;
  text: string;
  /** mm over the day. */
  rainfall: number;
  /** Percent chance of measurable rain. */
  rainChance: number;
  wind: Wind;
}

export interface ForecastData extends DataMeta {
  location: LocationSummary;
  /** Ten days, today first. */
  days: DayForecast[];
}

export interface HourForecast {
  /** ISO 8601 with the New Zealand offset, e.g. 2026-11-22T14:00:00+13:00. */
  time: string;
  temp: number;
  condition: Condition;
  /** mm in the hour. */
  rainfall: number;
  rainChance: number;
  wind: Wind;
  /** The sun is down at the place at the start of the hour: icons show the moon. */
  night?: boolean;
}

export interface HourlyData extends DataMeta {
  location: LocationSummary;
  /** 48 hours from the current hour. */
  hours: HourForecast[];
}

export interface RainForecastDay {
  date: string;
  /** Mean temperature of the day. */
  temperature: number;
  highTemp: number;
  lowTemp: number;
  /** mm over the day. */
  rainfall: number;
  rainChance: number;
}

/** Rain in one hour, the same hours and values as the hourly forecast of the place. */
export interface RainForecastHour {
  time: string;
  /** mm in the hour (classified in the spec's per hour bands). */
  rainfall: number;
}

export interface RainData extends DataMeta {
  location: LocationSummary;
  days: RainForecastDay[];
  /** 48 hours from the current hour. */
  hours: RainForecastHour[];
}

/** Douglas sea scale words for the total wave height. */
export type SeaState =
  | 'calm'
  | 'smooth'
  | 'slight'
  | 'moderate'
  | 'rough'
  | 'very rough'
  | 'high'
  | 'very high'
  | 'phenomenal';

export interface MarinePeriod {
  time: string;
  wind: Wind;
  swell: {
    /** Metres. */
    seaHeight: number;
    direction: CompassPoint;
    /** Seconds. */
    period: number;
  };
  seaState: SeaState;
}

export interface MarineData extends DataMeta {
  location: LocationSummary;
  /** Forecaster-style summary of the next 24 hours. */
  text: string;
  /** Every 3 hours for 48 hours. */
  periods: MarinePeriod[];
  /**
   * Event types of the warnings in force over the area (added by the data routes, which are told
   * them; the module shows cyclone, storm, gale and ice accretion).
   */
  warnings?: string[];
}

export interface MountainDay {
  date: string;
  condition: Condition;
  /** Metres above sea level. */
  freezingLevel: number;
  /** cm of new snow over the day at the forecast altitude. */
  snowFall: number;
  highTemp: number;
  lowTemp: number;
  windAtAltitude: Wind & { altitude: number };
  text: string;
}

export interface MountainData extends DataMeta {
  location: LocationSummary;
  /** Altitude the temperatures and snowfall are for (m). */
  altitude: number;
  days: MountainDay[];
}

export type FacilityStatus = 'open' | 'paused' | 'closed';

export interface Facilities {
  status: Record<FacilityStatus, number>;
  facilityList: { facilityTypeName: string; items: { name: string; status: FacilityStatus }[] }[];
  highAltitude: number;
  verticalDrop: number;
  baseAltitude: number;
  viewMoreUrl: string;
}

export interface SkiReportData extends DataMeta {
  location: LocationSummary;
  isSkiSeason: boolean;
  facilities: Facilities;
}

export interface SnowReportData extends DataMeta {
  location: LocationSummary;
  /** cm. */
  upperSnowBase: number;
  /** cm. */
  lowerSnowBase: number;
  text: string;
}

export type RoadStatus = 'open' | 'caution' | 'chains' | 'closed';

export interface RoadReportData extends DataMeta {
  location: LocationSummary;
  /** Not `name`: answers are merged over the module config, whose `name` is the module's. */
  roadName: string;
  status: RoadStatus;
  text: string;
}

/** Field names as the avalanche advisory publishes them (pages spec section 3). */
export interface AvalancheData extends DataMeta {
  forecasts: AvalancheForecast[];
  danger_scales: DangerScaleEntry[];
}

export interface NationalMapData extends DataMeta {
  markers: Marker[];
}

export interface RainCell {
  lat: number;
  lon: number;
  radiusKm: number;
  /** mm per hour. */
  intensity: number;
}

export interface RadarData extends DataMeta {
  intervalMinutes: number;
  /** Oldest first; the last frame is the latest. */
  frames: { time: string; cells: RainCell[] }[];
}

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
}

/** A provider could not produce data; `message` is plain words a visitor may read. */
export class WeatherProviderError extends Error {
  override readonly name = 'WeatherProviderError';
}

export function summariseLocation(location: Location): LocationSummary {
  return { key: location.key, type: location.type, label: location.label, region: location.region };
}
