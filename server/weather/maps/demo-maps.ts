import type { DataMeta, MarinePeriod, Wind } from '#schemas/generated/types.ts';
import type { Forcing } from '../demo-forcing.ts';
import { pointWeather, synoptic } from '../demo-model.ts';
import type { Place } from '../demo-model.ts';
import type { Location } from '../locations.ts';
import { HOUR_MS, floorToHour, nzDate, nzIso, nzStartOfDayAfter } from '../nz-time.ts';
import { demoSeaTemperature } from '../sea-temperature.ts';
import { sunElevation } from '../sun.ts';
import { clamp, compassToDegrees, round1 } from '../units.ts';
import { NZ_ARROW_GRID, NZ_GRID, contourBands, gridPoints, sampleGrid } from './grid.ts';
import type { GridPoint } from './grid.ts';
import { demoLightning } from './demo-lightning.ts';
import { pressureLayer } from './pressure.ts';
import type { MapLayers } from './provider.ts';
import { THUNDER_LEVELS, bandLevel, thunderLevel, thunderPotential } from './thunder.ts';

/**
 * The demo model's map layers: the same model as every other demo answer (demo-model.ts), so a
 * town's wind on the wind map is its wind on its own page. Grid points share one place key, so
 * the model's place noise is the same everywhere and the fields stay smooth for contouring.
 */

const GRID_KEY = 'national-map-grid';
/** Satellite frames: the last three hours, hourly. */
const SATELLITE_FRAMES = 4;
/** The sun this high lights the cloud enough for a visible image. */
const DAYLIGHT_DEG = 5;

export const SATELLITE_THRESHOLDS = [20, 40, 60, 80];
export const CLOUD_THRESHOLDS = [-1, 20, 40, 60, 80];
export const WIND_THRESHOLDS = [-1, 5, 10, 15, 20, 25, 30, 35, 40, 50];
export const SEA_TEMPERATURE_THRESHOLDS = [-99, 8, 10, 12, 14, 16, 18, 20, 22];
export const ANOMALY_THRESHOLDS = [-99, -2, -1.5, -1, -0.5, 0.5, 1, 1.5, 2];
export const SWELL_THRESHOLDS = [-1, 0.5, 1, 1.5, 2, 3, 4, 6];

/**
 * How far the demo sea departs from its normal (°C): slow warm and cool patches, weeks long and
 * about a thousand kilometres across, as marine heatwaves come and go.
 */
export function demoSeaAnomaly(lat: number, lon: number, ms: number): number {
  const days = ms / (24 * HOUR_MS);
  const x = (lon - 172) * 84;
  const y = (lat + 41) * 111;
  return round1(
    1.3 * Math.sin((x * 0.8 + y * 0.6) / 700 + days / 40) +
      0.6 * Math.sin((x * -0.5 + y * 0.9) / 450 - days / 23),
  );
}

export interface DemoMapsDeps {
  now: () => number;
  forcing?: Forcing;
  /** Where the demo provider evaluates the model for a location (basePlace with the forcing). */
  place: (location: Location) => Place;
  /** The demo provider's marine period (wind, swell) at a place and time. */
  marinePeriod: (place: Place, t: number) => MarinePeriod;
}

export function createDemoMaps(deps: DemoMapsDeps): MapLayers {
  const forcing = deps.forcing ? { forcing: deps.forcing } : {};
  const { place, marinePeriod } = deps;
  const gridPlace = ({ lat, lon }: GridPoint): Place => ({
    key: GRID_KEY,
    lat,
    lon,
    region: '',
    altitude: 0,
    exposure: 'coast',
    ...forcing,
  });
  const meta = (): DataMeta & { hour: number } => {
    const hour = floorToHour(deps.now());
    return { source: 'demo', issuedAt: nzIso(hour), hour };
  };
  const summary = (l: Location) => ({
    key: l.key,
    label: l.label,
    url: l.url,
    lat: l.lat,
    lon: l.lon,
  });
  const percent = (x: number) => Math.round(clamp(x, 0, 1) * 100);

  /** Cloud as the satellite sees it, 0-100: infrared shows high, cold tops brightest. */
  function satelliteCloud(p: GridPoint, ms: number, channel: 'infrared' | 'visible'): number {
    const w = pointWeather(gridPlace(p), ms);
    if (channel === 'visible') return percent(w.cloud);
    const height = clamp(0.55 + 0.6 * w.wetness, 0.3, 1);
    return percent(w.cloud * height);
  }

  return {
    async satellite({ centres }) {
      const { hour, ...m } = meta();
      const times = Array.from(
        { length: SATELLITE_FRAMES },
        (_, i) => hour - (SATELLITE_FRAMES - 1 - i) * HOUR_MS,
      );
      // Visible frames only while the sun lights the middle of the country.
      const frames = times.flatMap((t) =>
        (['infrared', 'visible'] as const)
          .filter((c) => c === 'infrared' || sunElevation(-41, 174, t) >= DAYLIGHT_DEG)
          .map((channel) => ({ t, channel })),
      );
      return {
        ...m,
        frames: frames.map(({ t, channel }) => ({
          time: nzIso(t),
          channel,
          bands: contourBands(
            NZ_GRID,
            sampleGrid(NZ_GRID, (p) => satelliteCloud(p, t, channel)),
            SATELLITE_THRESHOLDS,
          ),
        })),
        places: centres.map((c) => ({
          ...summary(c),
          cloud: frames.map(({ t, channel }) => satelliteCloud(c, t, channel)),
        })),
      };
    },

    async lightning({ towns }) {
      const { hour: _hour, ...m } = meta();
      return { ...m, ...demoLightning(deps.now(), towns, deps.forcing) };
    },

    async pressure({ centres }) {
      const { hour, ...m } = meta();
      // The model's pressure without its place noise or rounding: smooth, for isobars and centres.
      const grid = sampleGrid(NZ_GRID, (p) => {
        const { wetness, trend } = synoptic(p.lat, p.lon, hour / HOUR_MS);
        return 1013 - 16 * wetness - 4 * clamp(trend / 0.12, -1, 1);
      });
      const places = centres.map((c) => ({
        ...summary(c),
        pressure: pointWeather(place(c), hour).pressure,
      }));
      return { ...m, validAt: nzIso(hour), ...pressureLayer(grid, centres), places };
    },

    async wind({ centres }) {
      const { hour, ...m } = meta();
      const speeds = sampleGrid(NZ_GRID, (p) => pointWeather(gridPlace(p), hour).wind.averageSpeed);
      const arrows = gridPoints(NZ_ARROW_GRID).map((p) => {
        const w = pointWeather(gridPlace(p), hour);
        return { lat: p.lat, lon: p.lon, degrees: w.windDegrees, value: w.wind.averageSpeed };
      });
      const places = centres.map((c): { wind: Wind } & ReturnType<typeof summary> => ({
        ...summary(c),
        wind: pointWeather(place(c), hour).wind,
      }));
      return {
        ...m,
        validAt: nzIso(hour),
        bands: contourBands(NZ_GRID, speeds, WIND_THRESHOLDS),
        arrows,
        places,
      };
    },

    async 'sea-surface-temperature'({ waters }) {
      const { hour, ...m } = meta();
      const sst = (p: GridPoint) => demoSeaTemperature(p.lat, p.lon, hour);
      const anomaly = (p: GridPoint) => demoSeaAnomaly(p.lat, p.lon, hour);
      return {
        ...m,
        validAt: nzIso(hour),
        bands: contourBands(NZ_GRID, sampleGrid(NZ_GRID, sst), SEA_TEMPERATURE_THRESHOLDS),
        anomalyBands: contourBands(NZ_GRID, sampleGrid(NZ_GRID, anomaly), ANOMALY_THRESHOLDS),
        places: waters.map((w) => ({ ...summary(w), temp: sst(w), anomaly: anomaly(w) })),
      };
    },

    async swell({ waters }) {
      const { hour, ...m } = meta();
      const open = (p: GridPoint): Place => ({ ...gridPlace(p), exposure: 'open-sea' });
      const heights = sampleGrid(NZ_GRID, (p) => marinePeriod(open(p), hour).swell.seaHeight);
      return {
        ...m,
        validAt: nzIso(hour),
        bands: contourBands(NZ_GRID, heights, SWELL_THRESHOLDS),
        places: waters.map((w) => {
          const { swell } = marinePeriod(place(w), hour);
          return {
            ...summary(w),
            height: swell.seaHeight,
            period: swell.period,
            degrees: compassToDegrees(swell.direction),
          };
        }),
      };
    },

    async 'thunderstorm-outlook'({ towns }) {
      const { hour: _hour, ...m } = meta();
      const days = [0, 1].map((n) => {
        const start = nzStartOfDayAfter(deps.now(), n);
        const potential = (p: GridPoint) => thunderPotential(p, start, deps.forcing);
        const values = sampleGrid(NZ_GRID, potential);
        const bands = contourBands(
          NZ_GRID,
          values,
          THUNDER_LEVELS.map((l) => l.from),
        ).map((b) => ({
          level: bandLevel(b.from),
          d: b.d,
        }));
        // A region's level is its highest at any of its towns.
        const byRegion = new Map<string, number>();
        for (const town of towns)
          byRegion.set(town.region, Math.max(byRegion.get(town.region) ?? 0, potential(town)));
        const regions = [...byRegion]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([region, p]) => ({ region, level: thunderLevel(p) }));
        return { date: nzDate(start + 12 * HOUR_MS), bands, regions };
      });
      return { ...m, days };
    },

    async 'rain-accumulation'({ centres }) {
      const { hour, ...m } = meta();
      const total = (c: Location, hours: number) =>
        round1(
          Array.from(
            { length: hours },
            (_, i) => pointWeather(place(c), hour - (i + 1) * HOUR_MS).rainfall,
          ).reduce((s, r) => s + r, 0),
        );
      return {
        ...m,
        validAt: nzIso(hour),
        places: centres.map((c) => ({
          ...summary(c),
          past24h: total(c, 24),
          past7d: total(c, 168),
        })),
      };
    },

    async 'cloud-cover'({ centres }) {
      const { hour, ...m } = meta();
      const cloud = sampleGrid(NZ_GRID, (p) => percent(pointWeather(gridPlace(p), hour).cloud));
      return {
        ...m,
        validAt: nzIso(hour),
        bands: contourBands(NZ_GRID, cloud, CLOUD_THRESHOLDS),
        places: centres.map((c) => ({
          ...summary(c),
          cloud: percent(pointWeather(place(c), hour).cloud),
        })),
      };
    },
  };
}
