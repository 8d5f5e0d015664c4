import rawSkiFields from './ski-fields.json' with { type: 'json' };
import type { Location } from './locations.ts';
import { unitHash } from '#engine/prng.ts';
import { nzParts } from './nz-time.ts';
import skiSeason from '../../content/data/curated/ski-season.json' with { type: 'json' };

/** Curated facts about ski fields that the location index does not hold (altitudes, lifts, road). */
export interface SkiFieldFacts {
  baseAltitude: number;
  highAltitude: number;
  roadName: string;
  viewMoreUrl: string;
  facilities: { facilityTypeName: string; items: string[] }[];
}

interface RawSkiField extends Omit<SkiFieldFacts, 'viewMoreUrl'> {
  key: string;
  aliases: string[];
  website: string;
}

function isRawSkiField(value: unknown): value is RawSkiField {
  const v = value as Partial<RawSkiField> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.key === 'string' &&
    Array.isArray(v.aliases) &&
    typeof v.baseAltitude === 'number' &&
    typeof v.highAltitude === 'number' &&
    v.highAltitude > v.baseAltitude &&
    typeof v.roadName === 'string' &&
    typeof v.website === 'string' &&
    /^https:\/\//.test(v.website) &&
    Array.isArray(v.facilities) &&
    v.facilities.every((f) => typeof f.facilityTypeName === 'string' && Array.isArray(f.items))
  );
}

const CURATED = new Map<string, RawSkiField>();
for (const entry of rawSkiFields as unknown[]) {
  // A bad curated entry is a programming error caught by the tests, not something to serve.
  if (!isRawSkiField(entry))
    throw new Error(
      `server/weather/ski-fields.json has an invalid entry: ${JSON.stringify(entry)}`,
    );
  for (const key of [entry.key, ...entry.aliases]) CURATED.set(key, entry);
}

/** Facts for a ski location: curated when known, otherwise a plausible club-field layout. */
export function skiFieldFacts(location: Location): SkiFieldFacts {
  const curated = CURATED.get(location.key);
  if (curated) {
    return {
      baseAltitude: curated.baseAltitude,
      highAltitude: curated.highAltitude,
      roadName: curated.roadName,
      viewMoreUrl: curated.website,
      facilities: curated.facilities,
    };
  }
  // Club fields: rope tows and a T-bar between about 1300 and 2000 m.
  const base = 1300 + Math.round(unitHash(location.key, 'base') * 4) * 50;
  const drop = 350 + Math.round(unitHash(location.key, 'drop') * 6) * 50;
  const tows = 1 + Math.floor(unitHash(location.key, 'tows') * 3);
  return {
    baseAltitude: base,
    highAltitude: base + drop,
    roadName: `${location.label} access road`,
    viewMoreUrl: location.url,
    facilities: [
      {
        facilityTypeName: 'Lifts',
        items: [
          'Main T-Bar',
          ...Array.from({ length: tows }, (_, i) => `Rope Tow ${i + 1}`),
          'Learners Tow',
        ],
      },
    ],
  };
}

/** Month and day in New Zealand time: 613 for 13 June. */
const monthDay = (d: { month: number; day: number }) => d.month * 100 + d.day;

/**
 * Whether `ms` falls in the ski season, whose dates are kept in content (one place:
 * content/data/curated/ski-season.json). The day is New Zealand's: the season opens at midnight
 * NZ time, not UTC (issue 25).
 */
export function isSkiSeason(ms: number): boolean {
  const md = monthDay(nzParts(ms));
  return md >= monthDay(skiSeason.opens) && md <= monthDay(skiSeason.closes);
}
