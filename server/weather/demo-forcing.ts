import type { Warning } from '#schemas/generated/types.ts';
import type { Ring } from '#server/warnings/cap-parser.ts';
import { pointInRing } from '#server/warnings/coverage.ts';
import type { AllWarnings } from '#server/warnings/service.server.ts';

/** How much wetter (added to the model's local wetness) and windier (a speed factor) a point is. */
export interface Nudge {
  wet: number;
  wind: number;
  /** Thunderstorms: wet in scattered cells, not everywhere in the area. */
  scattered?: boolean;
}

/** What the warnings in force make of the demo weather. */
export interface Forcing {
  /** The nudge at a point and time; the model asks for every point and time it computes. */
  at(lat: number, lon: number, ms: number): Nudge | undefined;
  /** Points inside the wet areas running at `ms`, on a grid `stepDeg` apart (radar cells). */
  wetPoints(ms: number, stepDeg: number): Array<{ lat: number; lon: number }>;
}

const WET_TYPES = new Set<Warning['eventType']>(['rain', 'thunderstorm', 'snow']);
const WIND_TYPES = new Set<Warning['eventType']>(['wind', 'gale', 'storm', 'squall']);
// Wetness added by level: red gives 13+ mm/h (300 mm a day), orange about 6, yellow about 2.
const WET_BY_LEVEL: Partial<Record<Warning['warnLevel'], number>> = {
  red: 1.3,
  orange: 0.95,
  yellow: 0.6,
};
const WIND_BY_LEVEL: Partial<Record<Warning['warnLevel'], number>> = {
  red: 1.6,
  orange: 1.1,
  yellow: 0.5,
};

interface Area extends Nudge {
  from: number;
  to: number;
  rings: Ring[];
  box: { south: number; north: number; west: number; east: number };
}

function boxOf(rings: readonly Ring[]): Area['box'] {
  const points = rings.flat();
  const lats = points.map(([lat]) => lat);
  const lons = points.map(([, lon]) => lon);
  return {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lons),
    east: Math.max(...lons),
  };
}

function areasOf({ warnings, areas }: AllWarnings): Area[] {
  return warnings.flatMap((w, i) => {
    const wet = WET_TYPES.has(w.eventType) ? (WET_BY_LEVEL[w.warnLevel] ?? 0) : 0;
    const wind = WIND_TYPES.has(w.eventType) ? (WIND_BY_LEVEL[w.warnLevel] ?? 0) : 0;
    const rings = areas[i]?.polygons ?? [];
    if ((wet === 0 && wind === 0) || rings.length === 0) return [];
    const issued = Date.parse(w.issuedAt ?? '');
    const onset = Date.parse(w.threatStartTime ?? '');
    const end = Date.parse(w.threatEndTime ?? '');
    return [
      {
        wet,
        wind,
        scattered: w.eventType === 'thunderstorm',
        // From the issue (a warning is issued as the weather sets in), to its end.
        from: Math.min(...[issued, onset].filter(Number.isFinite), Infinity),
        to: Number.isFinite(end) ? end : Infinity,
        rings,
        box: boxOf(rings),
      },
    ];
  });
}

/**
 * The weather the warnings in force describe, for the demo model (issue 14: one model behind the
 * radar, forecasts, warnings and maps, so Hokitika under a red heavy-rain warning has heavy rain
 * in its forecast and on the radar). Inside a rain, thunderstorm or snow warning's polygons it is
 * wet, inside a wind warning's windy, while the warning runs. Warnings are read once a minute.
 */
export function warningForcing(all: () => AllWarnings, now: () => number): Forcing {
  let cache: { minute: number; areas: Area[] } | undefined;
  const current = (): Area[] => {
    const minute = Math.floor(now() / 60_000);
    if (cache?.minute !== minute) cache = { minute, areas: areasOf(all()) };
    return cache.areas;
  };
  const running = (area: Area, ms: number) => ms >= area.from && ms <= area.to;
  const inside = (area: Area, lat: number, lon: number) =>
    area.rings.some((ring) => pointInRing(lat, lon, ring));
  return {
    at(lat, lon, ms) {
      let wet = 0;
      let wind = 0;
      let scattered = true;
      for (const area of current()) {
        if (!running(area, ms) || !inside(area, lat, lon)) continue;
        wet = Math.max(wet, area.wet);
        wind = Math.max(wind, area.wind);
        if (area.wet > 0 && !area.scattered) scattered = false;
      }
      if (wet === 0 && wind === 0) return undefined;
      return wet > 0 && scattered ? { wet, wind, scattered } : { wet, wind };
    },
    wetPoints(ms, stepDeg) {
      const points: Array<{ lat: number; lon: number }> = [];
      for (const area of current()) {
        if (area.wet === 0 || !running(area, ms)) continue;
        const { south, north, west, east } = area.box;
        for (let lat = south + stepDeg / 2; lat < north; lat += stepDeg)
          for (let lon = west + stepDeg / 2; lon < east; lon += stepDeg)
            if (inside(area, lat, lon)) points.push({ lat, lon });
      }
      return points;
    },
  };
}
