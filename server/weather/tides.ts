import type { TideEvent, TidePort } from '#schemas/generated/types.ts';
import rawPorts from './tide-ports.json' with { type: 'json' };
import { distanceKm } from '#engine/geo.ts';
import { HOUR_MS, nzIso } from './nz-time.ts';

const rad = (deg: number): number => (deg * Math.PI) / 180;

/**
 * Tide ports and high and low waters. The port list (tide-ports.json) holds the LINZ standard
 * ports and the secondary ports most coastal towns use; a location's tides are its nearest port's.
 * The demo model is a five-constituent harmonic sum (M2, S2, N2, K1, O1) from each port's M2
 * amplitude and phase: semi-diurnal, highs about 12 h 25 min apart, springs and neaps over a
 * fortnight, and the M2 wave running anticlockwise round New Zealand as the real one does.
 */

/** Days of high and low waters a forecast covers, from today's midnight (NZ time). */
export const TIDE_DAYS = 3;

export interface Port {
  key: string;
  label: string;
  lat: number;
  lon: number;
  /** A LINZ standard port (tables are published for it), else a secondary port. */
  standard: boolean;
  /** M2 amplitude (m) and Greenwich phase (degrees): the demo model's inputs. */
  m2: number;
  m2Phase: number;
}

function isPort(value: unknown): value is Port {
  const v = value as Partial<Port> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.key === 'string' &&
    typeof v.label === 'string' &&
    typeof v.lat === 'number' &&
    typeof v.lon === 'number' &&
    typeof v.standard === 'boolean' &&
    typeof v.m2 === 'number' &&
    v.m2 > 0 &&
    typeof v.m2Phase === 'number'
  );
}

export const TIDE_PORTS: readonly Port[] = rawPorts.ports.filter(isPort);

/** The port nearest a point (great circle, so across 180° for the Chatham Islands too). */
export function nearestPort(point: { lat: number; lon: number }, ports = TIDE_PORTS): TidePort {
  let best: Port | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const port of ports) {
    const km = distanceKm(point, port);
    if (km < bestKm) [best, bestKm] = [port, km];
  }
  if (!best) throw new Error('The tide port list is empty');
  return {
    key: best.key,
    label: best.label,
    lat: best.lat,
    lon: best.lon,
    distanceKm: Math.round(bestKm),
  };
}

/** Constituents: speed in degrees an hour, amplitude relative to M2, phase offset from M2's. */
const CONSTITUENTS = [
  { speed: 28.9841042, ratio: 1, lag: 0 }, // M2, principal lunar
  { speed: 30.0, ratio: 0.14, lag: 35 }, // S2, principal solar: springs and neaps
  { speed: 28.4397295, ratio: 0.2, lag: -25 }, // N2, lunar elliptic
  { speed: 15.0410686, ratio: 0.07, lag: 60 }, // K1, diurnal: the small daily inequality
  { speed: 13.9430356, ratio: 0.04, lag: 20 }, // O1
] as const;
const EPOCH = Date.UTC(2000, 0, 1, 12);

/** Height above chart datum (m) at a port at a time, from the demo harmonic model. */
export function demoTideHeight(port: Port, ms: number): number {
  const hours = (ms - EPOCH) / HOUR_MS;
  // Mean level sits above the lowest tide, as chart datum is about the lowest astronomical tide.
  let height = port.m2 * 1.45 + 0.1;
  for (const c of CONSTITUENTS)
    height += port.m2 * c.ratio * Math.cos(rad(c.speed * hours - port.m2Phase - c.lag));
  return height;
}

export interface Sample {
  ms: number;
  height: number;
}

/**
 * High and low waters from evenly spaced samples: each local maximum or minimum, its time and
 * height refined by the parabola through it and its neighbours (hourly model output gives times
 * to within a few minutes). Highs and lows alternate: where a flat stand gives two of a kind in a
 * row, the higher high or lower low is kept.
 */
export function tideExtremes(samples: readonly Sample[]): TideEvent[] {
  const found: { ms: number; height: number; type: 'high' | 'low' }[] = [];
  for (let i = 1; i < samples.length - 1; i++) {
    const [a, b, c] = [samples[i - 1], samples[i], samples[i + 1]];
    if (!a || !b || !c) continue;
    const high = b.height > a.height && b.height >= c.height;
    const low = b.height < a.height && b.height <= c.height;
    if (!high && !low) continue;
    const curvature = a.height - 2 * b.height + c.height;
    const offset = curvature === 0 ? 0 : (0.5 * (a.height - c.height)) / curvature;
    const step = c.ms - b.ms;
    const event = {
      ms: b.ms + offset * step,
      height: b.height - 0.25 * (a.height - c.height) * offset,
      type: high ? ('high' as const) : ('low' as const),
    };
    const last = found.at(-1);
    if (last && last.type === event.type) {
      const better =
        event.type === 'high' ? event.height > last.height : event.height < last.height;
      if (better) found[found.length - 1] = event;
      continue;
    }
    found.push(event);
  }
  return dropRipples(found).map((e) => ({
    time: nzIso(Math.round(e.ms / 60_000) * 60_000),
    type: e.type,
    height: Math.round(e.height * 10) / 10,
  }));
}

/** A rise or fall smaller than this (m) is a ripple on a stand of the tide, not a tide. */
const MIN_RANGE = 0.1;

/**
 * Removes ripples: a high and low closer than MIN_RANGE are dropped together, and the highs (or
 * lows) then side by side are merged into the higher high (lower low).
 */
function dropRipples<T extends { height: number; type: 'high' | 'low' }>(events: T[]): T[] {
  const out = [...events];
  for (let i = 0; i < out.length - 1;) {
    const [a, b] = [out[i], out[i + 1]];
    if (!a || !b || Math.abs(a.height - b.height) >= MIN_RANGE) {
      i += 1;
      continue;
    }
    out.splice(i, 2);
    const [before, after] = [out[i - 1], out[i]];
    if (before && after && before.type === after.type) {
      const keepAfter =
        after.type === 'high' ? after.height > before.height : after.height < before.height;
      out.splice(keepAfter ? i - 1 : i, 1);
    }
    i = Math.max(0, i - 1);
  }
  return out;
}

/** The demo model's high and low waters at a port between two times (10-minute samples). */
export function demoTides(port: Port, from: number, to: number): TideEvent[] {
  const step = 10 * 60_000;
  // One sample either side, so an extreme right at a boundary is still found.
  const samples: Sample[] = [];
  for (let ms = from - step; ms <= to + step; ms += step)
    samples.push({ ms, height: demoTideHeight(port, ms) });
  return tideExtremes(samples).filter((e) => {
    const t = Date.parse(e.time);
    return t >= from && t < to;
  });
}

export function portByKey(key: string): Port | undefined {
  return TIDE_PORTS.find((p) => p.key === key);
}
