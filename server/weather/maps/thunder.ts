import type { ThunderstormLevel } from '#schemas/generated/types.ts';
import type { Forcing } from '../demo-forcing.ts';
import { synoptic } from '../demo-model.ts';
import { HOUR_MS } from '../nz-time.ts';
import { clamp } from '../units.ts';
import type { GridPoint } from './grid.ts';

/**
 * Thunderstorm potential in the demo model (0-1): deep moisture just ahead of a front, or cold
 * showery air behind one; a thunderstorm warning's area is at least moderate. The outlook's
 * levels are its potential's steps, the same at a town as on the map.
 */
export const THUNDER_LEVELS: readonly { level: ThunderstormLevel; from: number }[] = [
  { level: 'low', from: 0.2 },
  { level: 'moderate', from: 0.45 },
  { level: 'high', from: 0.7 },
];

export function thunderLevel(potential: number): ThunderstormLevel | 'none' {
  let found: ThunderstormLevel | 'none' = 'none';
  for (const { level, from } of THUNDER_LEVELS) if (potential >= from) found = level;
  return found;
}

/** The level whose band starts at `from` (a band of THUNDER_LEVELS' thresholds). */
export function bandLevel(from: number): ThunderstormLevel {
  return THUNDER_LEVELS.find((l) => l.from === from)?.level ?? 'low';
}

/** The potential at one moment. */
export function thunderNow(p: GridPoint, ms: number, forcing?: Forcing): number {
  const { wetness, trend } = synoptic(p.lat, p.lon, ms / HOUR_MS);
  const g = clamp(trend / 0.12, -1, 1);
  const ahead = clamp((wetness - 0.35) / 0.45, 0, 1) * clamp(0.5 + g, 0, 1);
  const behind = 0.8 * clamp((-g - 0.3) / 0.7, 0, 1) * clamp((wetness + 0.2) / 0.6, 0, 1);
  const warned = forcing?.at(p.lat, p.lon, ms)?.scattered ? 0.6 : 0;
  return Math.max(ahead, behind, warned);
}

/** The day's highest potential, over its afternoon and evening (when storms grow). */
export function thunderPotential(p: GridPoint, dayStart: number, forcing?: Forcing): number {
  return Math.max(...[12, 15, 18, 21].map((h) => thunderNow(p, dayStart + h * HOUR_MS, forcing)));
}
