import type { DataMeta, MarinePeriod, MountainDay } from '#schemas/generated/types.ts';
import { roadStatusFor } from './demo-alpine.ts';
import { marineText, mountainText } from './forecast-text.ts';
import type { Location } from './locations.ts';
import { buildNationalMarkers } from './national-map.ts';
import { badShape, checkForecast } from './open-meteo-client.ts';
import type { ForecastResponse } from './open-meteo-client.ts';
import { DAILY_VARS, DEFAULT_OPEN_METEO_URL, OpenMeteoRequests } from './open-meteo-requests.ts';
import type { OpenMeteoRequestOptions } from './open-meteo-requests.ts';
import {
  byDate,
  currentHourIndex,
  mapCurrent,
  mapDays,
  mapHours,
  mapRainDays,
  mean,
  wmoToCondition,
} from './open-meteo-mapping.ts';
import { floorToHour, nzIso, nzStartOfDay, nzStartOfDayAfter } from './nz-time.ts';
import { mapPastWeather, mapSoil, mapTides } from './open-meteo-ground.ts';
import { TIDE_DAYS } from './tides.ts';
import { summariseLocation } from './provider.ts';
import type { WeatherProvider } from './provider.ts';
import { skiFieldFacts } from './ski-fields.ts';
import { createOpenMeteoMaps } from './maps/open-meteo-maps.ts';
import { kmhToKt, round1, seaStateFor, toCompass } from './units.ts';

/**
 * Adapter to the Open-Meteo forecast and marine APIs. Only used when WEATHER_PROVIDER=open-meteo:
 * the site never needs the internet by default. Lift status, radar and the avalanche advisory have
 * no Open-Meteo source, so those come from the fallback provider and keep saying `source: 'demo'`.
 */

export { DEFAULT_OPEN_METEO_URL };

export interface OpenMeteoProviderOptions extends OpenMeteoRequestOptions {
  /** Supplies what Open-Meteo has no source for (lift status, radar, avalanche advisory). */
  fallback: WeatherProvider;
}

/** Pressure level nearest a mountain altitude, with its nominal height. */
function pressureLevel(altitude: number): { level: number; height: number } {
  if (altitude < 1700) return { level: 850, height: 1500 };
  if (altitude < 2500) return { level: 800, height: 1950 };
  return { level: 700, height: 3000 };
}

export function createOpenMeteoProvider(options: OpenMeteoProviderOptions): WeatherProvider {
  const requests = new OpenMeteoRequests(options);
  const now = options.now ?? Date.now;
  const fallback = options.fallback;
  const meta = (): DataMeta => ({ source: 'open-meteo', issuedAt: nzIso(floorToHour(now())) });
  const general = (location: Location): Promise<ForecastResponse> => requests.general(location);

  return {
    name: 'open-meteo',

    async current(location) {
      const data = await general(location);
      const current = mapCurrent(data);
      return {
        source: 'open-meteo',
        issuedAt: current.observedAt,
        location: summariseLocation(location),
        current,
      };
    },

    async daily(location) {
      return {
        ...meta(),
        location: summariseLocation(location),
        days: mapDays(await general(location), 10),
      };
    },

    async hourly(location) {
      return {
        ...meta(),
        location: summariseLocation(location),
        hours: mapHours(await general(location), now(), 48),
      };
    },

    async rain(location) {
      const data = await general(location);
      // The hourly forecast's own hours, so rain bands agree with the hourly module.
      const hours = mapHours(data, now(), 48).map((h) => ({ time: h.time, rainfall: h.rainfall }));
      return {
        ...meta(),
        location: summariseLocation(location),
        days: mapRainDays(data, 10),
        hours,
      };
    },

    async marine(location) {
      const [weather, sea] = await Promise.all([general(location), requests.marine(location)]);
      const hours = mapHours(weather, now(), 48);
      const seaHourly = sea.hourly;
      if (!seaHourly) throw badShape('marine hourly is missing');
      const seaFirst = currentHourIndex(sea, now());
      const periods: MarinePeriod[] = [];
      for (let i = 0; i < hours.length; i += 3) {
        const hour = hours[i];
        const j = seaFirst + i;
        if (!hour || j >= seaHourly.time.length) break;
        const swellHeight = round1(seaHourly.swell_wave_height?.[j] ?? 0);
        periods.push({
          time: hour.time,
          wind: hour.wind,
          swell: {
            seaHeight: swellHeight,
            direction: toCompass(seaHourly.swell_wave_direction?.[j] ?? 0),
            period: Math.round(seaHourly.swell_wave_period?.[j] ?? 0),
          },
          seaState: seaStateFor(seaHourly.wave_height?.[j] ?? swellHeight),
          ...numberOrNothing('waveHeight', seaHourly.wave_height?.[j]),
          ...numberOrNothing('seaTemperature', seaHourly.sea_surface_temperature?.[j]),
        });
      }
      return {
        ...meta(),
        location: summariseLocation(location),
        text: marineText(periods),
        periods,
      };
    },

    async mountain(location) {
      const altitude = location.type === 'ski' ? skiFieldFacts(location).highAltitude : 2000;
      const { level, height } = pressureLevel(altitude);
      const windVars = [`wind_speed_${level}hPa`, `wind_direction_${level}hPa`];
      const hourly = [
        'temperature_2m',
        'precipitation',
        'snowfall',
        'freezing_level_height',
        ...windVars,
      ];
      const data = await requests.atElevation(location, altitude, hourly, {
        daily: ['weather_code', 'temperature_2m_max', 'temperature_2m_min', 'snowfall_sum'],
        forecast_days: 7,
      });
      const freezing = byDate(data, 'freezing_level_height', true);
      const speeds = byDate(data, windVars[0] ?? '', true);
      const directions = byDate(data, windVars[1] ?? '', true);
      const daily = data.daily;
      if (!daily) throw badShape('daily is missing');
      const days: MountainDay[] = daily.time.map((date, i) => {
        const windKt = kmhToKt(mean(speeds.get(date) ?? []));
        const direction = toCompass(circularMean(directions.get(date) ?? []));
        const freezingLevel = Math.round(mean(freezing.get(date) ?? []) / 50) * 50;
        const condition = wmoToCondition(daily.weather_code?.[i], windKt);
        return {
          date,
          condition,
          freezingLevel,
          snowFall: Math.round(daily.snowfall_sum?.[i] ?? 0),
          highTemp: Math.round(daily.temperature_2m_max?.[i] ?? 0),
          lowTemp: Math.round(daily.temperature_2m_min?.[i] ?? 0),
          windAtAltitude: {
            direction,
            averageSpeed: windKt,
            gustSpeed: Math.round(windKt * 1.5),
            altitude: height,
          },
          text: mountainText(condition, freezingLevel, windKt, direction),
        };
      });
      return { ...meta(), location: summariseLocation(location), altitude, days };
    },

    skiReport: (location) => fallback.skiReport(location),

    async snow(location) {
      const facts = skiFieldFacts(location);
      const extra = { past_days: 3, forecast_days: 1 };
      const [upper, lower] = await Promise.all([
        requests.atElevation(location, facts.highAltitude, ['snow_depth', 'snowfall'], extra),
        requests.atElevation(location, facts.baseAltitude, ['snow_depth', 'snowfall'], extra),
      ]);
      const depthCm = (d: ForecastResponse): number =>
        Math.round((d.hourly?.snow_depth?.[currentHourIndex(d, now())] ?? 0) * 100);
      const i = currentHourIndex(upper, now());
      const newSnow = Math.round(
        (upper.hourly?.snowfall ?? [])
          .slice(Math.max(0, i - 72), i)
          .reduce<number>((s, v) => s + (v ?? 0), 0),
      );
      const upperSnowBase = depthCm(upper);
      const lowerSnowBase = Math.min(upperSnowBase, depthCm(lower));
      const text = `Modelled snow depth ${upperSnowBase} cm at ${facts.highAltitude} m and ${lowerSnowBase} cm at ${facts.baseAltitude} m. ${newSnow} cm of new snow in the last 72 hours.`;
      return {
        ...meta(),
        location: summariseLocation(location),
        upperSnowBase,
        lowerSnowBase,
        text,
      };
    },

    async road(location) {
      const facts = skiFieldFacts(location);
      const data = await requests.atElevation(
        location,
        Math.max(300, facts.baseAltitude - 100),
        ['temperature_2m', 'snowfall', 'wind_gusts_10m'],
        { past_days: 1, forecast_days: 1 },
      );
      const hourly = data.hourly;
      if (!hourly) throw badShape('hourly is missing');
      const i = currentHourIndex(data, now());
      const rules = roadStatusFor({
        snowRate: hourly.snowfall?.[i] ?? 0,
        snowCm: (hourly.snowfall ?? [])
          .slice(Math.max(0, i - 12), i)
          .reduce<number>((s, v) => s + (v ?? 0), 0),
        temp: hourly.temperature_2m?.[i] ?? 10,
        gustKt: kmhToKt(hourly.wind_gusts_10m?.[i] ?? 0),
      });
      return {
        ...meta(),
        location: summariseLocation(location),
        roadName: facts.roadName,
        ...rules,
      };
    },

    async nationalMap(centres) {
      if (centres.length === 0) return { ...meta(), markers: [] };
      const list = await requests.todayFor(centres);
      if (list.length !== centres.length)
        throw badShape(`expected ${centres.length} locations, got ${list.length}`);
      const entries = centres.map((location, i) => ({
        location,
        day: mapDays(checkForecast(list[i], { daily: DAILY_VARS }), 1)[0],
      }));
      return { ...meta(), markers: buildNationalMarkers(entries) };
    },

    radar: () => fallback.radar(),
    maps: createOpenMeteoMaps({ requests, now, fallback: fallback.maps }),
    avalanche: () => fallback.avalanche(),

    async tides(location, port) {
      const from = nzStartOfDay(now());
      const tides = mapTides(await requests.tides(port), from, nzStartOfDayAfter(from, TIDE_DAYS));
      if (tides.length === 0) throw badShape('no high or low water in the sea level series');
      return {
        ...meta(),
        location: summariseLocation(location),
        port,
        datum: 'mean-sea-level',
        tides,
      };
    },

    async soil(location) {
      const soil = mapSoil(await requests.soil(location), now());
      return { ...meta(), location: summariseLocation(location), ...soil };
    },

    async pastWeather(location) {
      const days = mapPastWeather(await requests.pastWeather(location), now());
      return { ...meta(), location: summariseLocation(location), days };
    },

    async airTemperatureMap(centres) {
      if (centres.length === 0) return { ...meta(), points: [] };
      const list = await requests.temperatureNowFor(centres);
      if (list.length !== centres.length)
        throw badShape(`expected ${centres.length} locations, got ${list.length}`);
      const points = centres.map((c, i) => {
        const temp = checkForecast(list[i], { current: ['temperature_2m'] }).current
          ?.temperature_2m;
        return {
          key: c.key,
          label: c.label,
          url: c.url,
          lat: c.lat,
          lon: c.lon,
          temp: typeof temp === 'number' ? Math.round(temp) : null,
        };
      });
      return { ...meta(), points };
    },
  };
}

/** Mean of directions in degrees (350 and 10 average to 0, not 180). */
function circularMean(degrees: readonly number[]): number {
  if (degrees.length === 0) return 0;
  const x = degrees.reduce((s, d) => s + Math.sin((d * Math.PI) / 180), 0);
  const y = degrees.reduce((s, d) => s + Math.cos((d * Math.PI) / 180), 0);
  return (Math.atan2(x, y) * 180) / Math.PI;
}

/** `{ [name]: value }` rounded to 0.1 when the answer holds a number there (the model's grid may not reach the coast), else nothing. */
function numberOrNothing<K extends string>(name: K, value: number | null | undefined) {
  return typeof value === 'number' ? ({ [name]: round1(value) } as Record<K, number>) : {};
}
