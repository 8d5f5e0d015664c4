import type { RadarData, RainCell } from '#schemas/generated/types.ts';
import type { Forcing } from './demo-forcing.ts';
import { pointWeather, synoptic } from './demo-model.ts';
import { HOUR_MS, nzIso } from './nz-time.ts';
import { seeded } from '#engine/prng.ts';

/**
 * Demo rain radar (issue 22: rain that moves, not a light switching on). Every echo is a storm
 * with an identity: born at a moment inside its birth slot, carried by the wind at its birth
 * place, growing to its peak and decaying over its life. A storm depends only on its birth slot,
 * so consecutive frames show the same storms a little further on, a few born and a few gone, and
 * no set of them starts or stops at an hour.
 *
 * Two kinds: storms of the synoptic field, born anywhere it is wet; and storms of the warnings in
 * force, born on a grid inside each wet warning's area and set off upwind of it, so they cross it
 * mid-life, as hard as the demo model rains there (the radar agrees with the forecast).
 */

export const RADAR_INTERVAL_MINUTES = 10;
export const RADAR_FRAMES = 13; // the last two hours, both ends included
const BIRTH_EPOCH_MS = 30 * 60_000;
const BIRTHS_PER_EPOCH = 14;
const MAX_LIFETIME_HOURS = 6;
const BOUNDS = { south: -47.5, north: -34, west: 166, east: 179 };
const KM_PER_DEG_LAT = 111.2;
const MIN_INTENSITY = 0.2; // below this the spec's rainfall band is 'none'

/** Warning storms: a birth place every WARNING_GRID_DEG, a birth slot every 20 minutes. */
const WARNING_GRID_DEG = 0.35;
const WARNING_EPOCH_MS = 20 * 60_000;
const WARNING_LIFE_HOURS = { min: 2, max: 4 };
const WARNING_BIRTH_CHANCE = 0.25;

/** Hundredths of a degree (about 1 km, a third of a pixel on the radar map): the radar page
 * embeds every cell of its latest frame, and finer digits only cost first-HTML bytes. */
const round2 = (deg: number): number => Math.round(deg * 100) / 100;

interface Storm {
  id: string;
  birthMs: number;
  lat: number;
  lon: number;
  lifetimeHours: number;
  velocityNorthKmh: number;
  velocityEastKmh: number;
  peak: number;
  radiusKm: number;
}

/**
 * The wind that carries rain at a place and time: from the west, backing to the north-west ahead
 * of a front and veering south-west behind it (the demo model's surface wind, without its local
 * noise), faster than at the surface. Returned as where the rain moves to, in km/h.
 */
export function steeringWind(
  lat: number,
  lon: number,
  ms: number,
): { north: number; east: number } {
  const { trend } = synoptic(lat, lon, ms / HOUR_MS);
  const g = Math.max(-1, Math.min(1, trend / 0.12));
  const from = ((270 + 60 * Math.tanh(2.5 * g)) * Math.PI) / 180;
  const speed = 35 + 25 * Math.abs(g);
  // Rain moves with the wind: towards the opposite of where the wind comes from.
  return { north: -speed * Math.cos(from), east: -speed * Math.sin(from) };
}

function synopticStorm(epoch: number, slot: number): Storm | null {
  const rng = seeded('radar', epoch, slot);
  const lat = BOUNDS.south + rng() * (BOUNDS.north - BOUNDS.south);
  const lon = BOUNDS.west + rng() * (BOUNDS.east - BOUNDS.west);
  const birthMs = epoch * BIRTH_EPOCH_MS + Math.floor(rng() * BIRTH_EPOCH_MS);
  const { wetness } = synoptic(lat, lon, birthMs / HOUR_MS);
  const lifetimeHours = 2 + rng() * (MAX_LIFETIME_HOURS - 2);
  const strength = rng();
  const radiusKm = 8 + rng() * 32;
  if (wetness < 0.15) return null;
  const wind = steeringWind(lat, lon, birthMs);
  return {
    id: `s${epoch}.${slot}`,
    birthMs,
    lat,
    lon,
    lifetimeHours,
    velocityNorthKmh: wind.north,
    velocityEastKmh: wind.east,
    peak: 0.5 + 30 * Math.pow(wetness - 0.15, 1.3) * strength,
    radiusKm,
  };
}

/** Storms of the warnings' wet areas born in one slot: each grid point may start one, upwind. */
function warningStorms(forcing: Forcing, epoch: number): Storm[] {
  const start = epoch * WARNING_EPOCH_MS;
  // Where a warning is wet now or within a storm's life: rain comes in ahead of a warning's
  // start, as a band does, rather than appearing over the whole area at once.
  const points = new Map<string, { lat: number; lon: number }>();
  for (const at of [start, start + WARNING_LIFE_HOURS.max * HOUR_MS])
    for (const p of forcing.wetPoints(at, WARNING_GRID_DEG))
      points.set(`${p.lat.toFixed(2)}|${p.lon.toFixed(2)}`, p);
  return [...points].flatMap(([key, { lat, lon }]) => {
    const rng = seeded('radar-warning', key, epoch);
    if (rng() >= WARNING_BIRTH_CHANCE) return [];
    const birthMs = start + Math.floor(rng() * WARNING_EPOCH_MS);
    const span = WARNING_LIFE_HOURS.max - WARNING_LIFE_HOURS.min;
    const lifetimeHours = WARNING_LIFE_HOURS.min + rng() * span;
    const wind = steeringWind(lat, lon, birthMs);
    // Set off half a life upwind (and a little to one side), so it crosses the point mid-life.
    const half = lifetimeHours / 2;
    const side = (rng() - 0.5) * WARNING_GRID_DEG * 0.6;
    const startLat = lat - (wind.north * half) / KM_PER_DEG_LAT + side;
    const startLon =
      lon - (wind.east * half) / (KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180)) + side;
    const place = { key: `radar|${key}`, lat, lon, region: '', altitude: 30, forcing };
    // As hard as the model rains at the point while the storm is over it or the warning runs.
    const rainAt = (hours: number) =>
      pointWeather({ ...place, exposure: 'land' }, birthMs + hours * HOUR_MS).rainfall;
    const rain = Math.max(rainAt(half), rainAt(lifetimeHours));
    if (rain < MIN_INTENSITY) return [];
    return [
      {
        id: `w${epoch}.${key}`,
        birthMs,
        lat: startLat,
        lon: startLon,
        lifetimeHours,
        velocityNorthKmh: wind.north,
        velocityEastKmh: wind.east,
        peak: rain * (0.7 + 0.4 * rng()),
        radiusKm: 30 + rng() * 12,
      },
    ];
  });
}

/** Where a storm is at `frameMs` and how hard it rains there; null before its birth or after its end. */
function echo(storm: Storm, frameMs: number): RainCell | null {
  const ageHours = (frameMs - storm.birthMs) / HOUR_MS;
  if (ageHours < 0 || ageHours > storm.lifetimeHours) return null;
  const intensity = storm.peak * Math.sin((Math.PI * ageHours) / storm.lifetimeHours);
  if (intensity < MIN_INTENSITY) return null;
  const lat = storm.lat + (storm.velocityNorthKmh * ageHours) / KM_PER_DEG_LAT;
  const lon =
    storm.lon +
    (storm.velocityEastKmh * ageHours) / (KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180));
  // Cells that drift past the antimeridian leave the radar's map (and valid longitudes).
  if (lon > 180 || lon < 160) return null;
  return {
    lat: round2(lat),
    lon: round2(lon),
    // Storms grow to their peak and shrink as they decay, a little.
    radiusKm: Math.round(storm.radiusKm * (0.75 + 0.25 * (intensity / storm.peak))),
    intensity: Math.round(intensity * 10) / 10,
  };
}

/** Every echo of a frame with the storm it belongs to (the frames' unit test follows them). */
export function radarEchoes(
  frameMs: number,
  forcing?: Forcing,
): Array<{ id: string; cell: RainCell }> {
  const storms: Storm[] = [];
  const lastEpoch = Math.floor(frameMs / BIRTH_EPOCH_MS);
  const firstEpoch = lastEpoch - Math.ceil((MAX_LIFETIME_HOURS * HOUR_MS) / BIRTH_EPOCH_MS);
  for (let epoch = firstEpoch; epoch <= lastEpoch; epoch++)
    for (let slot = 0; slot < BIRTHS_PER_EPOCH; slot++) {
      const storm = synopticStorm(epoch, slot);
      if (storm) storms.push(storm);
    }
  if (forcing) {
    const last = Math.floor(frameMs / WARNING_EPOCH_MS);
    const first = last - Math.ceil((WARNING_LIFE_HOURS.max * HOUR_MS) / WARNING_EPOCH_MS);
    for (let epoch = first; epoch <= last; epoch++) storms.push(...warningStorms(forcing, epoch));
  }
  return storms.flatMap((storm) => {
    const cell = echo(storm, frameMs);
    return cell ? [{ id: storm.id, cell }] : [];
  });
}

export function radarCells(frameMs: number, forcing?: Forcing): RainCell[] {
  return radarEchoes(frameMs, forcing).map((e) => e.cell);
}

export function demoRadar(
  nowMs: number,
  forcing?: Forcing,
): Omit<RadarData, 'source' | 'issuedAt'> {
  const step = RADAR_INTERVAL_MINUTES * 60_000;
  const latest = Math.floor(nowMs / step) * step;
  const frames = Array.from({ length: RADAR_FRAMES }, (_, i) => {
    const t = latest - (RADAR_FRAMES - 1 - i) * step;
    return { time: nzIso(t), cells: radarCells(t, forcing) };
  });
  return { intervalMinutes: RADAR_INTERVAL_MINUTES, frames };
}
