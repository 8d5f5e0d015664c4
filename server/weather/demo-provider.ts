import type {
  DataMeta,
  DayForecast,
  ForecastData,
  HourlyData,
  MarineData,
  MarinePeriod,
  MountainData,
  ObservationsData,
  RainData,
  TideData,
  Wind,
} from '#schemas/generated/types.ts';
import { DANGER_SCALES, demoAvalancheForecasts } from './avalanche.ts';
import type { Location } from './locations.ts';
import { pointWeather, synoptic } from './demo-model.ts';
import type { Place, PointWeather } from './demo-model.ts';
import type { Forcing } from './demo-forcing.ts';
import { feelsLike } from './feels-like.ts';
import { isNight } from './sun.ts';
import { demoFacilities, demoRoad, demoSnow, placeAt } from './demo-alpine.ts';
import { demoPastWeather, demoSoil } from './demo-ground.ts';
import {
  dayText,
  dominantCondition,
  marineText,
  meanDirection,
  mountainText,
} from './forecast-text.ts';
import { buildNationalMarkers } from './national-map.ts';
import { HOUR_MS, floorToHour, nzDate, nzIso, nzStartOfDay, nzStartOfDayAfter } from './nz-time.ts';
import { demoRadar } from './radar.ts';
import { skiFieldFacts } from './ski-fields.ts';
import { TIDE_DAYS, demoTides, portByKey } from './tides.ts';
import { WeatherProviderError, summariseLocation } from './provider.ts';
import type { WeatherProvider } from './provider.ts';
import { clamp, round1, seaStateFor, toCompass } from './units.ts';
import { demoSeaTemperature } from './sea-temperature.ts';
import { createDemoMaps } from './maps/demo-maps.ts';

/**
 * The default provider: deterministic, plausible New Zealand weather with no network. The same
 * location and hour always give the same values; every answer says `source: 'demo'`.
 */

export const FORECAST_DAYS = 10;
export const HOURLY_HOURS = 48;
export const MOUNTAIN_DAYS = 7;
const MOUNTAIN_TOPS_M = 2000;

/** Where the model is evaluated for a location: altitude and exposure follow the location type. */
export function basePlace(location: Location): Place {
  const base = { key: location.key, lat: location.lat, lon: location.lon, region: location.region };
  switch (location.type) {
    case 'marine':
      return { ...base, altitude: 0, exposure: 'coast' };
    case 'high-seas':
      return { ...base, altitude: 0, exposure: 'open-sea' };
    case 'national-parks':
      return { ...base, altitude: 500, exposure: 'land' };
    case 'ski':
      return { ...base, altitude: skiFieldFacts(location).baseAltitude, exposure: 'land' };
    case 'rural':
      return { ...base, altitude: 150, exposure: 'land' };
    case 'towns-cities':
      return { ...base, altitude: 30, exposure: 'land' };
    // Recreational places are on the water; a lake or river spot is inland, a little higher up.
    case 'coastal':
    case 'tidal':
    case 'boating':
    case 'surfing':
    case 'kayak':
    case 'paddleboarding':
      return location.inland
        ? { ...base, altitude: 300, exposure: 'land' }
        : { ...base, altitude: 0, exposure: 'coast' };
  }
}

function meanWind(samples: readonly PointWeather[]): Wind {
  const n = Math.max(1, samples.length);
  return {
    direction: meanDirection(samples),
    averageSpeed: Math.round(samples.reduce((s, w) => s + w.wind.averageSpeed, 0) / n),
    gustSpeed: Math.max(0, ...samples.map((w) => w.wind.gustSpeed)),
  };
}

export function createDemoProvider(
  deps: { now?: () => number; forcing?: Forcing } = {},
): WeatherProvider {
  const now = deps.now ?? Date.now;
  // Every place this provider evaluates feels the warnings in force (one model behind every view).
  const placeFor = (location: Location): Place => ({
    ...basePlace(location),
    ...(deps.forcing ? { forcing: deps.forcing } : {}),
  });
  const meta = (): DataMeta & { hour: number } => {
    const hour = floorToHour(now());
    return { source: 'demo', issuedAt: nzIso(hour), hour };
  };
  const hoursOfDay = (place: Place, dayStart: number): PointWeather[] =>
    Array.from({ length: 24 }, (_, h) => pointWeather(place, dayStart + h * HOUR_MS));

  function dayForecast(
    place: Place,
    dayStart: number,
  ): { day: DayForecast; hours: PointWeather[] } {
    const hours = hoursOfDay(place, dayStart);
    const daytime = hours.slice(6, 21);
    const day: DayForecast = {
      date: nzDate(dayStart + 12 * HOUR_MS),
      condition: dominantCondition(daytime),
      highTemp: Math.round(Math.max(...hours.slice(9, 19).map((h) => h.temp))),
      lowTemp: Math.round(Math.min(...hours.slice(0, 10).map((h) => h.temp))),
      text: dayText(hours),
      rainfall: round1(hours.reduce((s, h) => s + h.rainfall, 0)),
      rainChance: Math.max(...hours.map((h) => h.rainChance)),
      wind: meanWind(daytime),
    };
    return { day, hours };
  }

  function days(
    place: Place,
    from: number,
    count: number,
  ): { day: DayForecast; hours: PointWeather[] }[] {
    return Array.from({ length: count }, (_, d) => dayForecast(place, nzStartOfDayAfter(from, d)));
  }

  const provider: WeatherProvider = {
    name: 'demo',
    maps: createDemoMaps({ now, ...deps, place: placeFor, marinePeriod }),

    async current(location) {
      const { hour, ...m } = meta();
      const w = pointWeather(placeFor(location), hour);
      const current = {
        observedAt: nzIso(hour),
        temp: w.temp,
        feelsLike: feelsLike(w.temp, w.humidity, w.wind.averageSpeed),
        condition: w.condition,
        humidity: w.humidity,
        pressure: w.pressure,
        rainfall: w.rainfall,
        wind: w.wind,
        night: isNight(location.lat, location.lon, hour),
      };
      return { ...m, location: summariseLocation(location), current } satisfies ObservationsData;
    },

    async daily(location) {
      const { hour, ...m } = meta();
      const list = days(placeFor(location), hour, FORECAST_DAYS).map((d) => d.day);
      return { ...m, location: summariseLocation(location), days: list } satisfies ForecastData;
    },

    async hourly(location) {
      const { hour, ...m } = meta();
      const hours = nextHours(placeFor(location), hour).map(({ time, w }) => ({
        time,
        temp: w.temp,
        condition: w.condition,
        rainfall: w.rainfall,
        rainChance: w.rainChance,
        wind: w.wind,
        night: isNight(location.lat, location.lon, Date.parse(time)),
      }));
      return { ...m, location: summariseLocation(location), hours } satisfies HourlyData;
    },

    async rain(location) {
      const { hour, ...m } = meta();
      const place = placeFor(location);
      const list = days(place, hour, FORECAST_DAYS).map(({ day, hours }) => ({
        date: day.date,
        temperature: round1(hours.reduce((s, h) => s + h.temp, 0) / hours.length),
        highTemp: day.highTemp,
        lowTemp: day.lowTemp,
        rainfall: day.rainfall,
        rainChance: day.rainChance,
      }));
      // Same hours as the hourly forecast, so the two modules on a page never disagree.
      const hours = nextHours(place, hour).map(({ time, w }) => ({ time, rainfall: w.rainfall }));
      return { ...m, location: summariseLocation(location), days: list, hours } satisfies RainData;
    },

    async marine(location) {
      const { hour, ...m } = meta();
      const place =
        location.type === 'high-seas'
          ? placeFor(location)
          : { ...placeFor(location), altitude: 0, exposure: 'coast' as const };
      const sheltered = SHELTERED_TYPES.has(location.type);
      const periods = Array.from({ length: 16 }, (_, i) =>
        marinePeriod(place, hour + i * 3 * HOUR_MS, sheltered),
      );
      return {
        ...m,
        location: summariseLocation(location),
        text: marineText(periods),
        periods,
      } satisfies MarineData;
    },

    async mountain(location) {
      const { hour, ...m } = meta();
      const altitude =
        location.type === 'ski' ? skiFieldFacts(location).highAltitude : MOUNTAIN_TOPS_M;
      const place = {
        ...placeAt(location, altitude),
        ...(deps.forcing ? { forcing: deps.forcing } : {}),
      };
      const list = days(place, hour, MOUNTAIN_DAYS).map(({ day, hours }) => {
        const daytime = hours.slice(6, 21);
        const freezingLevel =
          Math.round(daytime.reduce((s, h) => s + h.freezingLevel, 0) / daytime.length / 50) * 50;
        const snowFall = Math.round(
          hours.reduce(
            (s, h) => s + (h.rainfall > 0 && altitude >= h.freezingLevel - 300 ? h.rainfall : 0),
            0,
          ),
        );
        const wind = meanWind(daytime);
        return {
          date: day.date,
          condition: day.condition,
          freezingLevel,
          snowFall,
          highTemp: day.highTemp,
          lowTemp: day.lowTemp,
          windAtAltitude: { ...wind, altitude },
          text: mountainText(day.condition, freezingLevel, wind.averageSpeed, wind.direction),
        };
      });
      return {
        ...m,
        location: summariseLocation(location),
        altitude,
        days: list,
      } satisfies MountainData;
    },

    async skiReport(location) {
      const { hour, ...m } = meta();
      return { ...m, location: summariseLocation(location), ...demoFacilities(location, hour) };
    },

    async snow(location) {
      const { hour, ...m } = meta();
      return { ...m, location: summariseLocation(location), ...demoSnow(location, hour) };
    },

    async road(location) {
      const { hour, ...m } = meta();
      return { ...m, location: summariseLocation(location), ...demoRoad(location, hour) };
    },

    async nationalMap(centres) {
      const { hour: _hour, ...m } = meta();
      const today = await Promise.all(
        centres.map(async (c) => ({ location: c, day: (await provider.daily(c)).days[0] })),
      );
      return { ...m, markers: buildNationalMarkers(today) };
    },

    async radar() {
      const radar = demoRadar(now(), deps.forcing);
      // Radar is issued with each frame, not each hour.
      const issuedAt = radar.frames.at(-1)?.time ?? nzIso(now());
      return { source: 'demo', issuedAt, ...radar };
    },

    async avalanche() {
      const forecasts = demoAvalancheForecasts(now());
      // Issued once a morning, not each hour.
      const issuedAt = forecasts[0]?.issued_at ?? nzIso(floorToHour(now()));
      return { source: 'demo', issuedAt, forecasts, danger_scales: [...DANGER_SCALES] };
    },

    async tides(location, port) {
      const { hour: _hour, ...m } = meta();
      const facts = portByKey(port.key);
      if (!facts) throw new WeatherProviderError(`No tide predictions for ${port.label}.`);
      const from = nzStartOfDay(now());
      const tides = demoTides(facts, from, nzStartOfDayAfter(from, TIDE_DAYS));
      const summary = summariseLocation(location);
      return { ...m, location: summary, port, datum: 'chart-datum', tides } satisfies TideData;
    },

    async soil(location) {
      const { hour, ...m } = meta();
      // Soil is measured in open ground, not on a beach or at sea.
      const place = { ...placeFor(location), exposure: 'land' as const };
      return { ...m, location: summariseLocation(location), ...demoSoil(place, hour) };
    },

    async pastWeather(location) {
      const { hour, ...m } = meta();
      const days = demoPastWeather(placeFor(location), hour);
      return { ...m, location: summariseLocation(location), days };
    },

    async airTemperatureMap(centres) {
      const { hour, ...m } = meta();
      const points = centres.map((c) => ({
        key: c.key,
        label: c.label,
        url: c.url,
        lat: c.lat,
        lon: c.lon,
        temp: Math.round(pointWeather(placeFor(c), hour).temp),
      }));
      return { ...m, points };
    },
  };
  return provider;
}

/** The model at each of the next HOURLY_HOURS hours from `hour` (the current hour first). */
function nextHours(place: Place, hour: number): { time: string; w: PointWeather }[] {
  return Array.from({ length: HOURLY_HOURS }, (_, i) => {
    const t = hour + i * HOUR_MS;
    return { time: nzIso(t), w: pointWeather(place, t) };
  });
}

/** Wind from the model; swell from the wetness 12 hours earlier, as swell arrives after the storm. */
/**
 * Recreational places in harbours and bays (marinas, boat ramps, paddling and kayaking spots):
 * their sea is raised over a short fetch and the headlands keep most swell out. Surf breaks are
 * on the open coast.
 */
const SHELTERED_TYPES: ReadonlySet<string> = new Set(['boating', 'paddleboarding', 'kayak']);
/** A harbour's fetch for the demo's sheltered places, metres (Wellington Harbour is about 10 km). */
const HARBOUR_FETCH_M = 10_000;
/** The share of the open coast's swell that reaches a harbour or bay. */
const HARBOUR_SWELL = 0.15;

/**
 * Significant wave height of a fetch-limited wind sea (JONSWAP's growth law,
 * gH/U² = 0.0016 (gF/U²)^½, so H = 0.0016 U √(F/g)), metres, for a wind in knots.
 */
const fetchLimitedSea = (knots: number, fetchM: number): number =>
  0.0016 * knots * 0.5144 * Math.sqrt(fetchM / 9.81);

export function marinePeriod(place: Place, t: number, sheltered = false): MarinePeriod {
  const w = pointWeather(place, t);
  const before = synoptic(place.lat, place.lon, t / HOUR_MS - 12);
  const ocean =
    place.exposure === 'open-sea' ? 1.4 + Math.min(1, Math.max(0, -place.lat - 40) / 10) : 1;
  const swellHeight = round1(
    clamp(
      (0.6 + 1.6 * Math.max(0, before.wetness + 0.3)) * ocean * (sheltered ? HARBOUR_SWELL : 1),
      sheltered ? 0.1 : 0.2,
      12,
    ),
  );
  const openSea = Math.pow(w.wind.averageSpeed / 10, 2) * 0.25;
  const windSea = sheltered
    ? Math.min(openSea, fetchLimitedSea(w.wind.averageSpeed, HARBOUR_FETCH_M))
    : openSea;
  const total = Math.sqrt(windSea * windSea + swellHeight * swellHeight);
  const swellDirection = toCompass(before.trend < 0 ? 225 : 250 + 40 * before.trend);
  return {
    time: nzIso(t),
    wind: w.wind,
    swell: {
      seaHeight: swellHeight,
      direction: swellDirection,
      period: Math.round(clamp(6 + 2.2 * swellHeight, 5, 18)),
    },
    seaState: seaStateFor(total),
    waveHeight: round1(total),
    seaTemperature: demoSeaTemperature(place.lat, place.lon, t),
  };
}
