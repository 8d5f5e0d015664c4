import type { DataMeta } from '#schemas/generated/types.ts';
import type { Location } from '../locations.ts';
import { floorToHour, nzIso } from '../nz-time.ts';
import type { ForecastResponse } from '../open-meteo-client.ts';
import type { OpenMeteoRequests } from '../open-meteo-requests.ts';
import { demoSeaTemperature } from '../sea-temperature.ts';
import { round1, toCompass } from '../units.ts';
import {
  ANOMALY_THRESHOLDS,
  CLOUD_THRESHOLDS,
  SEA_TEMPERATURE_THRESHOLDS,
  SWELL_THRESHOLDS,
  WIND_THRESHOLDS,
} from './demo-maps.ts';
import { contourBands, gridPoints } from './grid.ts';
import type { Grid } from './grid.ts';
import { pressureLayer } from './pressure.ts';
import type { MapLayers } from './provider.ts';

/**
 * The map layers from Open-Meteo (WEATHER_PROVIDER=open-meteo): pressure, wind and cloud from the
 * forecast API's current values on a grid over New Zealand, sea temperature and swell from the
 * marine API's, each grid and the places asked for in one request. Satellite imagery,
 * lightning, the thunderstorm outlook and rain accumulation come from the fallback (demo)
 * provider, which says so (`source: 'demo'`).
 */

/** 1.5° apart from 31° S to 49° S and 162° E to 181.5° E: 182 points, one request's worth. */
export const OPEN_METEO_GRID: Grid = { north: -31, west: 162, step: 1.5, rows: 13, cols: 14 };
export const MAP_CURRENT_VARS = [
  'pressure_msl',
  'wind_speed_10m',
  'wind_direction_10m',
  'wind_gusts_10m',
  'cloud_cover',
] as const;
export const MAP_MARINE_VARS = [
  'sea_surface_temperature',
  'swell_wave_height',
  'swell_wave_period',
  'swell_wave_direction',
] as const;

type Current = NonNullable<ForecastResponse['current']>;
const num = (c: Current | undefined, key: string): number | null => {
  const v = c?.[key];
  return typeof v === 'number' ? v : null;
};

/**
 * Gaps (the marine model has no sea on land) filled from their neighbours, repeatedly, so the
 * contours are continuous; the land is drawn over them.
 */
export function fillGaps(grid: Grid, values: readonly (number | null)[]): number[] {
  const out = [...values];
  for (let pass = 0; pass < grid.rows + grid.cols && out.some((v) => v === null); pass++) {
    const next = [...out];
    out.forEach((v, i) => {
      if (v !== null) return;
      const [r, c] = [Math.floor(i / grid.cols), i % grid.cols];
      const near = [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ]
        .filter(([y = -1, x = -1]) => y >= 0 && x >= 0 && y < grid.rows && x < grid.cols)
        .map(([y = 0, x = 0]) => out[y * grid.cols + x])
        .filter((n): n is number => typeof n === 'number');
      if (near.length) next[i] = near.reduce((s, n) => s + n, 0) / near.length;
    });
    out.splice(0, out.length, ...next);
  }
  return out.map((v) => v ?? 0);
}

export function createOpenMeteoMaps(deps: {
  requests: OpenMeteoRequests;
  now: () => number;
  fallback: MapLayers;
}): MapLayers {
  const { requests, fallback } = deps;
  const points = gridPoints(OPEN_METEO_GRID);
  const meta = (): DataMeta & { validAt: string } => {
    const issuedAt = nzIso(floorToHour(deps.now()));
    return { source: 'open-meteo', issuedAt, validAt: issuedAt };
  };
  const summary = (l: Location) => ({
    key: l.key,
    label: l.label,
    url: l.url,
    lat: l.lat,
    lon: l.lon,
  });

  /** The grid's and the places' current values, in one request. */
  async function atGridAnd(places: readonly Location[], marine: boolean) {
    const vars = marine ? MAP_MARINE_VARS : MAP_CURRENT_VARS;
    const list = await requests.currentAt([...points, ...places], vars, marine);
    const grid = list.slice(0, points.length).map((d) => d.current);
    const own = list.slice(points.length).map((d) => d.current);
    const field = (key: string) =>
      fillGaps(
        OPEN_METEO_GRID,
        grid.map((c) => num(c, key)),
      );
    return { field, own };
  }

  return {
    satellite: (p) => fallback.satellite(p),
    lightning: (p) => fallback.lightning(p),
    'thunderstorm-outlook': (p) => fallback['thunderstorm-outlook'](p),
    'rain-accumulation': (p) => fallback['rain-accumulation'](p),

    async pressure({ centres }) {
      const { field, own } = await atGridAnd(centres, false);
      return {
        ...meta(),
        ...pressureLayer(field('pressure_msl'), centres, OPEN_METEO_GRID),
        places: centres.map((c, i) => {
          const hPa = num(own[i], 'pressure_msl');
          return { ...summary(c), pressure: hPa === null ? null : Math.round(hPa) };
        }),
      };
    },

    async wind({ centres }) {
      const { field, own } = await atGridAnd(centres, false);
      const speed = field('wind_speed_10m');
      const direction = field('wind_direction_10m');
      return {
        ...meta(),
        bands: contourBands(OPEN_METEO_GRID, speed, WIND_THRESHOLDS),
        arrows: points.flatMap((p, i) =>
          // The grid reaches past the date line, off the map's east edge: no arrows there.
          p.lon > 180
            ? []
            : [
                {
                  lat: p.lat,
                  lon: p.lon,
                  degrees: Math.round(((direction[i] ?? 0) + 360) % 360),
                  value: Math.round(speed[i] ?? 0),
                },
              ],
        ),
        places: centres.map((c, i) => ({
          ...summary(c),
          wind: {
            direction: toCompass(num(own[i], 'wind_direction_10m') ?? 0),
            averageSpeed: Math.round(num(own[i], 'wind_speed_10m') ?? 0),
            gustSpeed: Math.round(num(own[i], 'wind_gusts_10m') ?? 0),
          },
        })),
      };
    },

    async 'cloud-cover'({ centres }) {
      const { field, own } = await atGridAnd(centres, false);
      return {
        ...meta(),
        bands: contourBands(OPEN_METEO_GRID, field('cloud_cover'), CLOUD_THRESHOLDS),
        places: centres.map((c, i) => {
          const cloud = num(own[i], 'cloud_cover');
          return { ...summary(c), cloud: cloud === null ? null : Math.round(cloud) };
        }),
      };
    },

    async 'sea-surface-temperature'({ waters }) {
      const { field, own } = await atGridAnd(waters, true);
      const m = meta();
      const at = Date.parse(m.issuedAt);
      // The normal is the site's climatology of New Zealand waters (sea-temperature.ts).
      const sst = field('sea_surface_temperature');
      const anomaly = points.map((p, i) => (sst[i] ?? 0) - demoSeaTemperature(p.lat, p.lon, at));
      return {
        ...m,
        bands: contourBands(OPEN_METEO_GRID, sst, SEA_TEMPERATURE_THRESHOLDS),
        anomalyBands: contourBands(OPEN_METEO_GRID, anomaly, ANOMALY_THRESHOLDS),
        places: waters.map((w, i) => {
          const temp = num(own[i], 'sea_surface_temperature');
          return {
            ...summary(w),
            temp: temp === null ? null : round1(temp),
            anomaly: temp === null ? null : round1(temp - demoSeaTemperature(w.lat, w.lon, at)),
          };
        }),
      };
    },

    async swell({ waters }) {
      const { field, own } = await atGridAnd(waters, true);
      return {
        ...meta(),
        bands: contourBands(OPEN_METEO_GRID, field('swell_wave_height'), SWELL_THRESHOLDS),
        places: waters.map((w, i) => {
          const height = num(own[i], 'swell_wave_height');
          const period = num(own[i], 'swell_wave_period');
          const degrees = num(own[i], 'swell_wave_direction');
          return {
            ...summary(w),
            height: height === null ? null : round1(height),
            period: period === null ? null : Math.round(period),
            degrees: degrees === null ? null : Math.round(degrees) % 360,
          };
        }),
      };
    },
  };
}
