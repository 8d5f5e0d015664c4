import { hashString, mulberry32 } from '#engine/prng.ts';
import type { LightningData } from '#schemas/generated/types.ts';
import type { Forcing } from '../demo-forcing.ts';
import type { Location } from '../locations.ts';
import { NZ_GRID, gridPoints } from './grid.ts';
import { AT_SEA, regionAt, regionsOf } from './map-places.ts';
import { thunderNow } from './thunder.ts';

const MINUTE_MS = 60_000;
const hundredths = (x: number) => Math.round(x * 100) / 100;
/** The detection network's reach here: the map's area (the grid reaches past it). */
const onMap = (lat: number, lon: number) => lat <= -33 && lat >= -48 && lon >= 165 && lon <= 179.5;
const BUCKET_MINUTES = 10;
export const LIGHTNING_WINDOW_MINUTES = 60;
/** Where thunderstorms can grow: strikes only come from grid cells at this potential or more. */
const STORM_POTENTIAL = 0.45;

/**
 * The demo lightning of the last hour: in each 10-minute step, each grid cell where the model's
 * thunderstorm potential is high enough throws a few strikes, seeded by the cell and the step, so
 * a strike stays where it was as the hour moves on. Counts by region: every town region, with 0
 * where there were none, and the strikes at sea.
 */
export function demoLightning(
  now: number,
  towns: readonly Location[],
  forcing?: Forcing,
): Pick<LightningData, 'windowMinutes' | 'strikes' | 'regions'> {
  // Each cell's region once (strikes keep their cell's); storms over land throw more strikes.
  const cells = gridPoints(NZ_GRID).map((p) => ({ ...p, region: regionAt(towns, p.lat, p.lon) }));
  const lastBucket = Math.floor(now / (BUCKET_MINUTES * MINUTE_MS));
  const strikes: (LightningData['strikes'][number] & { region: string })[] = [];
  for (let b = lastBucket - LIGHTNING_WINDOW_MINUTES / BUCKET_MINUTES; b <= lastBucket; b++) {
    const bucketStart = b * BUCKET_MINUTES * MINUTE_MS;
    for (const p of cells) {
      const potential = thunderNow(p, bucketStart, forcing);
      if (potential < STORM_POTENTIAL) continue;
      const random = mulberry32(hashString(`lightning|${b}|${p.lat}|${p.lon}`));
      const land = p.region === AT_SEA ? 0.4 : 1.6;
      const count = Math.floor(random() * 6 * potential * land);
      for (let i = 0; i < count; i++) {
        const at = bucketStart + Math.floor(random() * BUCKET_MINUTES) * MINUTE_MS;
        const minutesAgo = Math.floor((now - at) / MINUTE_MS);
        const lat = hundredths(p.lat + (random() - 0.5) * NZ_GRID.step);
        const lon = hundredths(p.lon + (random() - 0.5) * NZ_GRID.step);
        if (minutesAgo >= 0 && minutesAgo < LIGHTNING_WINDOW_MINUTES && onMap(lat, lon))
          strikes.push({ lat, lon, minutesAgo, region: p.region });
      }
    }
  }
  strikes.sort((a, b) => a.minutesAgo - b.minutesAgo);
  const counts = new Map<string, number>(regionsOf(towns).map((r) => [r, 0]));
  counts.set(AT_SEA, 0);
  for (const { region } of strikes) counts.set(region, (counts.get(region) ?? 0) + 1);
  const regions = [...counts]
    .map(([region, count]) => ({ region, count }))
    .sort((a, b) => b.count - a.count || a.region.localeCompare(b.region));
  return {
    windowMinutes: LIGHTNING_WINDOW_MINUTES,
    strikes: strikes.map(({ region: _region, ...strike }) => strike),
    regions,
  };
}
