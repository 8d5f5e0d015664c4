import type { RadarData, RainCell } from '#schemas/generated/types.ts';
import type { Forcing } from './demo-forcing.ts';
import { pointWeather, synoptic } from './demo-model.ts';
import { HOUR_MS, nzIso } from './nz-time.ts';
import { seeded } from '#engine/prng.ts';

/**
 * Demo rain radar: rain cells are born where the synoptic field is wet, drift north-east with the
 * flow, grow and decay. A cell's track depends only on its birth slot, so consecutive frames show
 * the same cells moving, and a frame's cells depend only on the frame time.
 */

export const RADAR_INTERVAL_MINUTES = 10;
export const RADAR_FRAMES = 13; // the last two hours, both ends included
const BIRTH_EPOCH_MS = 30 * 60_000;
const BIRTHS_PER_EPOCH = 14;
const MAX_LIFETIME_HOURS = 6;
const BOUNDS = { south: -47.5, north: -34, west: 166, east: 179 };
const KM_PER_DEG_LAT = 111.2;
const MIN_INTENSITY = 0.2; // below this the spec's rainfall band is 'none'

/** Hundredths of a degree (about 1 km, a third of a pixel on the radar map): the radar page
 * embeds every cell of its latest frame, and finer digits only cost first-HTML bytes. */
const round2 = (deg: number): number => Math.round(deg * 100) / 100;

interface Storm {
  birthMs: number;
  lat: number;
  lon: number;
  lifetimeHours: number;
  velocityNorthKmh: number;
  velocityEastKmh: number;
  peak: number;
  radiusKm: number;
}

function stormAt(epoch: number, slot: number): Storm | null {
  const rng = seeded('radar', epoch, slot);
  const lat = BOUNDS.south + rng() * (BOUNDS.north - BOUNDS.south);
  const lon = BOUNDS.west + rng() * (BOUNDS.east - BOUNDS.west);
  const birthMs = epoch * BIRTH_EPOCH_MS + Math.floor(rng() * BIRTH_EPOCH_MS);
  const { wetness } = synoptic(lat, lon, birthMs / HOUR_MS);
  const lifetimeHours = 2 + rng() * (MAX_LIFETIME_HOURS - 2);
  const heading = ((45 + rng() * 30) * Math.PI) / 180;
  const speed = 30 + rng() * 30;
  const strength = rng();
  const radiusKm = 8 + rng() * 32;
  if (wetness < 0.15) return null;
  return {
    birthMs,
    lat,
    lon,
    lifetimeHours,
    velocityNorthKmh: speed * Math.cos(heading),
    velocityEastKmh: speed * Math.sin(heading),
    peak: 0.5 + 30 * Math.pow(wetness - 0.15, 1.3) * strength,
    radiusKm,
  };
}

export function radarCells(frameMs: number): RainCell[] {
  const cells: RainCell[] = [];
  const lastEpoch = Math.floor(frameMs / BIRTH_EPOCH_MS);
  const firstEpoch = lastEpoch - Math.ceil((MAX_LIFETIME_HOURS * HOUR_MS) / BIRTH_EPOCH_MS);
  for (let epoch = firstEpoch; epoch <= lastEpoch; epoch++) {
    for (let slot = 0; slot < BIRTHS_PER_EPOCH; slot++) {
      const storm = stormAt(epoch, slot);
      if (!storm) continue;
      const ageHours = (frameMs - storm.birthMs) / HOUR_MS;
      if (ageHours < 0 || ageHours > storm.lifetimeHours) continue;
      const intensity = storm.peak * Math.sin((Math.PI * ageHours) / storm.lifetimeHours);
      if (intensity < MIN_INTENSITY) continue;
      const lat = storm.lat + (storm.velocityNorthKmh * ageHours) / KM_PER_DEG_LAT;
      const lon =
        storm.lon +
        (storm.velocityEastKmh * ageHours) / (KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180));
      // Cells that drift past the antimeridian leave the radar's map (and valid longitudes).
      if (lon > 180) continue;
      cells.push({
        lat: round2(lat),
        lon: round2(lon),
        radiusKm: Math.round(storm.radiusKm),
        intensity: Math.round(intensity * 10) / 10,
      });
    }
  }
  return cells;
}

/** Grid of radar echoes inside rain warnings, about 25 km apart; each echo is nudged off the grid. */
const WARNING_GRID_DEG = 0.25;

/**
 * Echoes where the warnings in force make it rain: one cell near each grid point inside their
 * areas, as strong as the demo model's rain there that hour, so the radar agrees with the forecast.
 * Position and size vary by point and hour so the echoes read as rain bands, not a lattice.
 */
export function warningCells(forcing: Forcing, frameMs: number): RainCell[] {
  const hour = Math.floor(frameMs / HOUR_MS);
  return forcing.wetPoints(frameMs, WARNING_GRID_DEG).flatMap(({ lat, lon }) => {
    const key = `radar|${lat.toFixed(2)}|${lon.toFixed(2)}`;
    const place = { key, lat, lon, region: '', altitude: 30, exposure: 'land' as const, forcing };
    const intensity = pointWeather(place, frameMs).rainfall;
    if (intensity < MIN_INTENSITY) return [];
    const rng = seeded(key, hour);
    const jitter = () => (rng() - 0.5) * WARNING_GRID_DEG * 0.5;
    return [
      {
        lat: round2(lat + jitter()),
        lon: round2(lon + jitter()),
        // At least the farthest a point can be from its nearest echo (half the grid diagonal plus the nudge).
        radiusKm: Math.round(26 + rng() * 8),
        intensity: Math.round(intensity * 10) / 10,
      },
    ];
  });
}

export function demoRadar(
  nowMs: number,
  forcing?: Forcing,
): Omit<RadarData, 'source' | 'issuedAt'> {
  const step = RADAR_INTERVAL_MINUTES * 60_000;
  const latest = Math.floor(nowMs / step) * step;
  const frames = Array.from({ length: RADAR_FRAMES }, (_, i) => {
    const t = latest - (RADAR_FRAMES - 1 - i) * step;
    const cells = radarCells(t);
    return { time: nzIso(t), cells: forcing ? [...cells, ...warningCells(forcing, t)] : cells };
  });
  return { intervalMinutes: RADAR_INTERVAL_MINUTES, frames };
}
