import type {
  ClimateOutlookData,
  DataSource,
  OutlookChances,
  OutlookPeriod,
} from '#schemas/generated/types.ts';
import { nzIso, nzParts } from './nz-time.ts';

/**
 * The climate outlook (issue 25): temperature and rainfall above, near or below normal for the
 * month ahead and the three months ahead, in the six regions of NIWA's Seasonal Climate Outlook.
 * NIWA publishes its outlook as a monthly report, with no open data feed, so the site shows the
 * demo model's outlook: chances drawn from a slow, made-up climate state (one per month), the
 * same for every request in the month, and shaped like NIWA's (each category 15 to 60 %).
 */
export const OUTLOOK_REGIONS = [
  { key: 'north-north-island', label: 'Northland, Auckland, Waikato, Bay of Plenty' },
  {
    key: 'west-north-island',
    label: 'Central North Island, Taranaki, Whanganui, Manawatū, Wellington',
  },
  { key: 'east-north-island', label: "Gisborne, Hawke's Bay, Wairarapa" },
  { key: 'north-south-island', label: 'Tasman, Nelson, Marlborough, Buller' },
  {
    key: 'west-south-island',
    label: 'West Coast, Southern Alps and foothills, inland Otago, Southland',
  },
  { key: 'east-south-island', label: 'Coastal Canterbury, east Otago' },
] as const;

export type OutlookRegionKey = (typeof OUTLOOK_REGIONS)[number]['key'];

/** The outlook region of a rural region (its page's key); the Chatham Islands have none. */
const RURAL_TO_OUTLOOK: Record<string, OutlookRegionKey> = {
  northland: 'north-north-island',
  auckland: 'north-north-island',
  waikato: 'north-north-island',
  'bay-of-plenty': 'north-north-island',
  taranaki: 'west-north-island',
  'manawatu-whanganui': 'west-north-island',
  wellington: 'west-north-island',
  gisborne: 'east-north-island',
  'hawkes-bay': 'east-north-island',
  tasman: 'north-south-island',
  nelson: 'north-south-island',
  marlborough: 'north-south-island',
  'west-coast': 'west-south-island',
  southland: 'west-south-island',
  otago: 'east-south-island',
  canterbury: 'east-south-island',
};

export function outlookRegionOf(ruralKey: string): OutlookRegionKey | undefined {
  return RURAL_TO_OUTLOOK[ruralKey];
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A number in [-1, 1] that varies smoothly with `x` and differs by `seed`. */
function wave(x: number, seed: number): number {
  return (Math.sin(x * 0.9 + seed * 1.7) + Math.sin(x * 0.37 + seed * 2.3)) / 2;
}

/**
 * Chances from a leaning in [-1, 1]: near normal takes 30 to 40 %, the side the climate leans to
 * takes more, never outside 15..60 %, summing to 100.
 */
export function chancesFrom(lean: number): OutlookChances {
  const near = Math.round(40 - 10 * Math.abs(lean));
  const tilt = Math.round(20 * lean);
  const even = (100 - near) / 2;
  // Below takes what is left, so it too must stay at 15 or more.
  const above = Math.max(15, Math.min(60, 100 - near - 15, Math.round(even + tilt)));
  return { above, near, below: 100 - near - above };
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `months` months from the month after the one containing `now` (NZ time). */
function period(now: number, months: number, state: number): OutlookPeriod {
  const p = nzParts(now);
  const first = p.year * 12 + p.month; // the next month, 0-based from year 0
  const y0 = Math.floor(first / 12);
  const m0 = first % 12; // 0-based month
  const lastIndex = first + months - 1;
  const y1 = Math.floor(lastIndex / 12);
  const m1 = lastIndex % 12;
  const name = (y: number, m: number) => `${MONTHS[m]} ${y}`;
  return {
    label: months === 1 ? name(y0, m0) : `${name(y0, m0)} to ${name(y1, m1)}`,
    from: `${y0}-${pad(m0 + 1)}-01`,
    to: `${y1}-${pad(m1 + 1)}-${pad(lastDay(y1, m1 + 1))}`,
    regions: OUTLOOK_REGIONS.map((r, i) => ({
      key: r.key,
      label: r.label,
      temperature: chancesFrom(wave(state + months * 0.5, i)),
      // Windward (west) regions lean wet when the east leans dry, as in a westerly regime.
      rainfall: chancesFrom(wave(state + months * 0.5, i + 7) * (i % 3 === 1 ? -1 : 1)),
    })),
  };
}

export function climateOutlook(now: number): ClimateOutlookData {
  // Always the demo model's: no provider has an outlook (see above).
  const source: DataSource = 'demo';
  const p = nzParts(now);
  const state = p.year * 12 + p.month;
  return {
    source,
    issuedAt: nzIso(Date.UTC(p.year, p.month - 1, 1, 0)),
    monthly: period(now, 1, state),
    seasonal: period(now, 3, state),
  };
}
