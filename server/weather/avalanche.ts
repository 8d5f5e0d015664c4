import type { AvalancheForecast, DangerScaleEntry } from '#schemas/generated/types.ts';
import { placeAt, recentSnow } from './demo-alpine.ts';
import { pointWeather } from './demo-model.ts';
import type { Location } from './locations.ts';
import { HOUR_MS, nzIso, nzStartOfDay, nzStartOfDayAfter } from './nz-time.ts';

/**
 * Demo avalanche advisory for the New Zealand Avalanche Advisory's forecast regions (pages spec
 * section 3: Avalanche forecast and Danger scale entry; the field names are the advisory's own).
 * Ratings follow the New Zealand avalanche danger scale, 1 Low to 5 Extreme, and come from the same
 * weather model as the mountain forecasts: new snow and wind on each altitude band.
 */

export interface AvalancheRegion {
  mountain: string;
  mountain_id: string;
  region: string;
  lat: number;
  lon: number;
  /** Altitude bands (m); the spec's defaults unless the region's tree line is higher. */
  high_alpine_from: number;
  alpine_from: number;
}

/** Spec section 9: high alpine above 2000 m, alpine 1000 to 2000 m, sub alpine below 1000 m. */
export const DEFAULT_BANDS = { high_alpine_from: 2000, alpine_from: 1000 } as const;
const VOLCANO_BANDS = { high_alpine_from: 2200, alpine_from: 1500 } as const;

/** The advisory's thirteen forecast regions, north to south. */
export const AVALANCHE_REGIONS: readonly AvalancheRegion[] = [
  {
    mountain: 'Tongariro',
    mountain_id: 'tongariro',
    region: 'Manawatū-Whanganui',
    lat: -39.28,
    lon: 175.57,
    ...VOLCANO_BANDS,
  },
  {
    mountain: 'Taranaki',
    mountain_id: 'taranaki',
    region: 'Taranaki',
    lat: -39.3,
    lon: 174.06,
    ...VOLCANO_BANDS,
  },
  {
    mountain: 'Nelson Lakes',
    mountain_id: 'nelson-lakes',
    region: 'Tasman',
    lat: -41.9,
    lon: 172.8,
    ...DEFAULT_BANDS,
  },
  {
    mountain: "Arthur's Pass",
    mountain_id: 'arthurs-pass',
    region: 'Canterbury',
    lat: -42.94,
    lon: 171.56,
    ...DEFAULT_BANDS,
  },
  {
    mountain: 'Craigieburn Range',
    mountain_id: 'craigieburn',
    region: 'Canterbury',
    lat: -43.12,
    lon: 171.71,
    ...DEFAULT_BANDS,
  },
  {
    mountain: 'Mt Hutt',
    mountain_id: 'mt-hutt',
    region: 'Canterbury',
    lat: -43.47,
    lon: 171.53,
    ...DEFAULT_BANDS,
  },
  {
    mountain: 'Two Thumb Range',
    mountain_id: 'two-thumb',
    region: 'Canterbury',
    lat: -43.6,
    lon: 170.65,
    ...DEFAULT_BANDS,
  },
  {
    mountain: 'Aoraki/Mount Cook',
    mountain_id: 'aoraki-mount-cook',
    region: 'Canterbury',
    lat: -43.73,
    lon: 170.1,
    ...DEFAULT_BANDS,
  },
  {
    mountain: 'Ōhau',
    mountain_id: 'ohau',
    region: 'Canterbury',
    lat: -44.22,
    lon: 169.77,
    ...DEFAULT_BANDS,
  },
  {
    mountain: 'Aspiring',
    mountain_id: 'aspiring',
    region: 'Otago',
    lat: -44.38,
    lon: 168.73,
    ...DEFAULT_BANDS,
  },
  {
    mountain: 'Wānaka',
    mountain_id: 'wanaka',
    region: 'Otago',
    lat: -44.7,
    lon: 169.0,
    ...DEFAULT_BANDS,
  },
  {
    mountain: 'Queenstown',
    mountain_id: 'queenstown',
    region: 'Otago',
    lat: -44.95,
    lon: 168.7,
    ...DEFAULT_BANDS,
  },
  {
    mountain: 'Fiordland',
    mountain_id: 'fiordland',
    region: 'Southland',
    lat: -44.85,
    lon: 167.95,
    ...DEFAULT_BANDS,
  },
];

export const DANGER_SCALES: readonly DangerScaleEntry[] = [
  { danger_id: 1, level: 'Low' },
  { danger_id: 2, level: 'Moderate' },
  { danger_id: 3, level: 'Considerable' },
  { danger_id: 4, level: 'High' },
  { danger_id: 5, level: 'Extreme' },
];

/** Forecasters issue each morning at 7:00 for 24 hours. */
const ISSUE_HOUR = 7;

/** The issue time in force at `ms`: today's 7:00 once it has passed, else yesterday's. */
export function issueTime(ms: number): number {
  const today = nzStartOfDay(ms) + ISSUE_HOUR * HOUR_MS;
  return ms >= today ? today : nzStartOfDayAfter(ms, -1) + ISSUE_HOUR * HOUR_MS;
}

/**
 * Danger on one band: storm snow is the main driver (what has fallen in three days, and how much
 * of it in the last day), wind loading adds a level when there is snow to move.
 */
export function dangerRating(snow72Cm: number, snow24Cm: number, windKt: number): number {
  let rating = 1;
  if (snow72Cm >= 10) rating += 1;
  if (snow72Cm >= 35) rating += 1;
  if (snow24Cm >= 30) rating += 1;
  if (snow72Cm >= 90 && snow24Cm >= 50) rating += 1;
  if (windKt >= 30 && snow72Cm >= 10) rating += 1;
  return Math.min(5, rating);
}

function bandRating(region: AvalancheRegion, altitude: number, at: number): number {
  const location: Location = {
    key: `avalanche-${region.mountain_id}`,
    type: 'national-parks',
    label: region.mountain,
    url: '',
    region: region.region,
    lat: region.lat,
    lon: region.lon,
  };
  const place = placeAt(location, altitude);
  const wind = pointWeather(place, at).wind.averageSpeed;
  return dangerRating(recentSnow(place, at, 72), recentSnow(place, at, 24), wind);
}

/** The advisory in force at `ms`; the same issue time always gives the same ratings. */
export function demoAvalancheForecasts(ms: number): AvalancheForecast[] {
  const issued = issueTime(ms);
  const validTo = nzStartOfDayAfter(issued, 1) + ISSUE_HOUR * HOUR_MS;
  // Rated for the middle of the valid period: the snow forecast to have fallen by then.
  const at = issued + 6 * HOUR_MS;
  return AVALANCHE_REGIONS.map((r) => {
    const highAltitude = r.high_alpine_from + 300;
    const alpineAltitude = (r.alpine_from + r.high_alpine_from) / 2;
    const subAltitude = Math.max(300, r.alpine_from - 300);
    return {
      mountain: r.mountain,
      mountain_id: r.mountain_id,
      high_alpine: bandRating(r, highAltitude, at),
      alpine: bandRating(r, alpineAltitude, at),
      sub_alpine: bandRating(r, subAltitude, at),
      high_alpine_from: r.high_alpine_from,
      alpine_from: r.alpine_from,
      alpine_to: r.high_alpine_from,
      sub_alpine_to: r.alpine_from,
      issued_at: nzIso(issued),
      valid_to: nzIso(validTo),
    };
  });
}
