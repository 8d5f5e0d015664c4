import type { CompassPoint } from '#schemas/generated/types.ts';

/**
 * The rules that rate surfing and boating and judge the risk of kayaking and paddleboarding
 * (issue 25), in one place: the server applies them to every forecast period and to favourites'
 * values, and the modules name and colour what they give. Every threshold below is an upper edge
 * that still belongs to the better class (wind 10 kt is still low for a kayak, 10.5 kt is not).
 *
 * Ratings run 1 (poor) to 4 (great) and take the spec's rating colours (1 red, 2 orange, 3 blue,
 * 4 green, modules/shared/ratings.ts); a risk level takes the colour of the rating it mirrors
 * (low green ... extreme red).
 */

export type Rating = 1 | 2 | 3 | 4;
export type RiskLevel = 'low' | 'moderate' | 'high' | 'extreme';
export const RISK_LEVELS: readonly RiskLevel[] = ['low', 'moderate', 'high', 'extreme'];

/** Words for a surf or boating rating (the barbecue's labels are the spec's, for barbecues only). */
export const ACTIVITY_RATING_LABELS: Readonly<Record<Rating, string>> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Great',
};

/** A risk level shown in a rating's colour: low as a 4 (green), extreme as a 1 (red). */
export const RISK_AS_RATING: Readonly<Record<RiskLevel, Rating>> = {
  low: 4,
  moderate: 3,
  high: 2,
  extreme: 1,
};

export const RISK_LABELS: Readonly<Record<RiskLevel, string>> = {
  low: 'Low risk',
  moderate: 'Moderate risk',
  high: 'High risk',
  extreme: 'Extreme risk',
};

export interface Judgement<T> {
  value: T;
  /** Why, in words a visitor reads, worst first. Never empty. */
  reasons: string[];
}

const clampRating = (n: number): Rating => Math.max(1, Math.min(4, Math.round(n))) as Rating;
const kt = (n: number) => `${Math.round(n)} kt`;
const m = (n: number) => `${Math.round(n * 10) / 10} m`;

const COMPASS_DEGREES: Readonly<Record<CompassPoint, number>> = {
  N: 0,
  NE: 45,
  E: 90,
  SE: 135,
  S: 180,
  SW: 225,
  W: 270,
  NW: 315,
};

/** Smallest angle between two bearings, 0 to 180. */
function angleBetween(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

/**
 * Offshore: the wind blows from the land, within 60 degrees of straight off the beach (a break
 * facing west, 270, has its offshore wind from the east, 90). Onshore: from within 60 degrees of
 * the sea. Anything else is cross-shore.
 */
export function windToShore(
  from: CompassPoint,
  facing: number,
): 'offshore' | 'onshore' | 'cross-shore' {
  const toSea = angleBetween(COMPASS_DEGREES[from], facing);
  if (toSea >= 120) return 'offshore';
  if (toSea <= 60) return 'onshore';
  return 'cross-shore';
}

export interface SurfConditions {
  /** Swell height, m (significant). */
  swellHeight: number;
  /** Swell period, s. */
  swellPeriod: number;
  windSpeed: number;
  windFrom: CompassPoint;
  /** The bearing the break faces out to sea. */
  facing: number;
}

/**
 * A surf break's rating: 4 less a point or more for each thing that spoils the waves (size,
 * period, wind), never below 1; under half a metre of swell is flat, a 1 whatever else.
 *
 * - Size: 0.8 to 3 m is right; 0.5 to 0.8 m is small (-1); over 3 m is big (-1) and over 4.5 m
 *   is for experts only (-2).
 * - Period: 10 s or more is a groundswell; 7 to 10 s is weaker (-1); under 7 s is wind chop (-2).
 * - Wind: offshore up to 20 kt grooms the waves (0), stronger offshore blows them flat (-1);
 *   otherwise up to 5 kt is glassy (0), up to 12 kt bumpy (-1), up to 20 kt choppy (-2) and more
 *   blown out (-3).
 */
export function surfRating(c: SurfConditions): Judgement<Rating> {
  if (c.swellHeight < 0.5)
    return { value: 1, reasons: [`Flat: ${m(c.swellHeight)} of swell is too small to surf`] };
  const marks: [number, string][] = [];
  if (c.swellHeight > 4.5) marks.push([-2, `Very big swell (${m(c.swellHeight)}): experts only`]);
  else if (c.swellHeight > 3) marks.push([-1, `Big swell (${m(c.swellHeight)})`]);
  else if (c.swellHeight < 0.8) marks.push([-1, `Small swell (${m(c.swellHeight)})`]);
  else marks.push([0, `Swell ${m(c.swellHeight)}, a good size`]);
  if (c.swellPeriod < 7) marks.push([-2, `Short ${c.swellPeriod} s period: weak, choppy waves`]);
  else if (c.swellPeriod < 10) marks.push([-1, `${c.swellPeriod} s period: softer waves`]);
  else marks.push([0, `${c.swellPeriod} s groundswell`]);
  const shore = windToShore(c.windFrom, c.facing);
  const wind = `${kt(c.windSpeed)} ${shore} wind`;
  if (shore === 'offshore')
    marks.push(
      c.windSpeed > 20
        ? [-1, `Strong ${wind}`]
        : [0, `${wind[0]?.toUpperCase()}${wind.slice(1)}: clean faces`],
    );
  else if (c.windSpeed <= 5) marks.push([0, `Light wind (${kt(c.windSpeed)}): glassy`]);
  else if (c.windSpeed <= 12) marks.push([-1, `${wind}: bumpy`]);
  else if (c.windSpeed <= 20) marks.push([-2, `${wind}: choppy`]);
  else marks.push([-3, `${wind}: blown out`]);
  const value = clampRating(4 + marks.reduce((sum, [n]) => sum + n, 0));
  return { value, reasons: reasonsOf(marks) };
}

export interface BoatingConditions {
  windSpeed: number;
  gustSpeed: number;
  /** Sea height, m: the wind waves and swell together. */
  seaHeight: number;
  /** Event types of the marine warnings in force over the place (gale, storm, swell...). */
  warnings: readonly string[];
}

/** Marine warnings that make a trip out a poor idea whatever the numbers say. */
const BOATING_WARNINGS: Readonly<Record<string, string>> = {
  cyclone: 'A tropical cyclone warning is in force',
  storm: 'A storm warning is in force',
  gale: 'A gale warning is in force',
  swell: 'A heavy swell warning is in force',
  'wind-advisory': 'A strong wind advisory is in force',
};

/**
 * Small-boat conditions: the worst of wind, gusts and sea decides, and a gale, storm, cyclone,
 * heavy swell or strong wind warning makes it a 1.
 *
 * - Wind: up to 12 kt 4, up to 18 kt 3, up to 25 kt 2, more 1.
 * - Gusts: up to 20 kt 4, up to 30 kt 3, more 2.
 * - Sea: up to 1 m 4, up to 1.5 m 3, up to 2.5 m 2, more 1.
 * (BOATING_LIMITS holds these edges.)
 */
export function boatingRating(c: BoatingConditions): Judgement<Rating> {
  const warned = c.warnings.flatMap((w) => BOATING_WARNINGS[w] ?? []);
  if (warned.length) return { value: 1, reasons: warned };
  const wind = gradeOf(c.windSpeed, BOATING_LIMITS.wind);
  const gust = Math.max(2, gradeOf(c.gustSpeed, BOATING_LIMITS.gust));
  const sea = gradeOf(c.seaHeight, BOATING_LIMITS.sea);
  const value = Math.min(wind, gust, sea) as Rating;
  if (value === 4)
    return {
      value,
      reasons: [
        `Wind ${kt(c.windSpeed)}, gusts ${kt(c.gustSpeed)} and sea ${m(c.seaHeight)}: settled`,
      ],
    };
  const over = (
    grade: number,
    text: string,
    edges: readonly number[],
    unit: (n: number) => string,
  ) => [grade - 4, `${text} (over ${unit(edges[4 - grade - 1] ?? 0)})`] as [number, string];
  const marks: [number, string][] = [
    over(wind, `Wind ${kt(c.windSpeed)}`, BOATING_LIMITS.wind, kt),
    over(gust, `Gusts ${kt(c.gustSpeed)}`, BOATING_LIMITS.gust, kt),
    over(sea, `Sea ${m(c.seaHeight)}`, BOATING_LIMITS.sea, m),
  ];
  return { value, reasons: reasonsOf(marks.filter(([n]) => n < 0)) };
}

/** Upper edges of 4, 3 and 2 for small boats; above the last is 1 (gusts alone never go below 2). */
export const BOATING_LIMITS = {
  wind: [12, 18, 25],
  gust: [20, 30, 30],
  sea: [1, 1.5, 2.5],
} as const;

/** 4 at or under the first edge, 3 under the second, 2 under the third, else 1. */
function gradeOf(value: number, edges: readonly number[]): Rating {
  const index = edges.findIndex((edge) => value <= edge);
  return (index < 0 ? 1 : 4 - index) as Rating;
}

export type PaddleCraft = 'kayak' | 'paddleboarding';

/** Upper edges of low, moderate and high; above the last is extreme. */
export const PADDLING_LIMITS: Readonly<
  Record<PaddleCraft, { wind: readonly number[]; gust: readonly number[]; sea: readonly number[] }>
> = {
  kayak: { wind: [10, 15, 20], gust: [15, 22, 30], sea: [0.5, 1, 1.5] },
  // A stand-up board catches the wind like a sail and tips in a chop: tighter limits.
  paddleboarding: { wind: [6, 10, 15], gust: [10, 15, 20], sea: [0.3, 0.6, 1] },
};

const CRAFT_WORDS: Readonly<Record<PaddleCraft, string>> = {
  kayak: 'kayaks',
  paddleboarding: 'paddleboards',
};

export interface PaddlingConditions {
  windSpeed: number;
  gustSpeed: number;
  /** Sea height, m; null on a lake or river (no sea forecast). */
  seaHeight: number | null;
}

function levelOf(value: number, limits: readonly number[]): RiskLevel {
  const index = limits.findIndex((edge) => value <= edge);
  return RISK_LEVELS[index < 0 ? 3 : index] as RiskLevel;
}

/**
 * The risk of kayaking or paddleboarding: the worst of wind, gusts and sea (PADDLING_LIMITS),
 * with a reason for each that is above low. Inland water has no sea forecast: the risk is then
 * from wind and gusts, and the reasons say so.
 */
export function paddlingRisk(craft: PaddleCraft, c: PaddlingConditions): Judgement<RiskLevel> {
  const limits = PADDLING_LIMITS[craft];
  const words = CRAFT_WORDS[craft];
  const factors: { level: RiskLevel; text: string; edge: number; unit: (n: number) => string }[] = [
    {
      level: levelOf(c.windSpeed, limits.wind),
      text: `Wind ${kt(c.windSpeed)}`,
      edge: 0,
      unit: kt,
    },
    {
      level: levelOf(c.gustSpeed, limits.gust),
      text: `Gusts ${kt(c.gustSpeed)}`,
      edge: 1,
      unit: kt,
    },
  ];
  if (c.seaHeight !== null)
    factors.push({
      level: levelOf(c.seaHeight, limits.sea),
      text: `Sea ${m(c.seaHeight)}`,
      edge: 2,
      unit: m,
    });
  const rank = (l: RiskLevel) => RISK_LEVELS.indexOf(l);
  const level = factors.reduce<RiskLevel>(
    (worst, f) => (rank(f.level) > rank(worst) ? f.level : worst),
    'low',
  );
  const edgesOf = [limits.wind, limits.gust, limits.sea];
  const reasons = factors
    .filter((f) => f.level !== 'low')
    .sort((a, b) => rank(b.level) - rank(a.level))
    .map((f) => {
      const edge = edgesOf[f.edge]?.[rank(f.level) - 1] ?? 0;
      return `${f.text}: over ${f.unit(edge)}, ${f.level} for ${words}`;
    });
  if (reasons.length === 0)
    reasons.push(
      `${factors.map((f, i) => (i ? f.text.toLowerCase() : f.text)).join(', ')}: within the calm limits for ${words}`,
    );
  if (c.seaHeight === null)
    reasons.push('Inland water: no sea forecast, so the risk is from wind and gusts alone');
  return { value: level, reasons };
}

/** Reasons of the marks that cost points first (worst first), then the rest. */
function reasonsOf(marks: readonly [number, string][]): string[] {
  return [...marks].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}
