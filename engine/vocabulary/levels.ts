import type { FireDanger, FrostRisk, OutlookChances } from '#schemas/generated/types.ts';

/**
 * The named levels of the sun, frost, fire and outlook modules (issue 25): each level's words and
 * colours in one place, for the modules, their keys and the glossary alike. A level is always
 * written out, so its colour is never the only sign; each text colour keeps 4.5:1 on its ground.
 */
export interface Level {
  key: string;
  label: string;
  background: string;
  text: '#000' | '#fff';
}

/**
 * The WHO's UV index categories and colours (Global Solar UV Index, 2002), each from its lower
 * bound; sun protection is recommended from 3 (moderate) up.
 */
const UV_LOW: Level & { from: number } = {
  key: 'low',
  label: 'Low',
  from: 0,
  background: '#289500',
  text: '#000',
};
export const UV_LEVELS: readonly (Level & { from: number })[] = [
  UV_LOW,
  { key: 'moderate', label: 'Moderate', from: 3, background: '#f7e400', text: '#000' },
  { key: 'high', label: 'High', from: 6, background: '#f85900', text: '#000' },
  { key: 'very-high', label: 'Very high', from: 8, background: '#d8001d', text: '#fff' },
  { key: 'extreme', label: 'Extreme', from: 11, background: '#6b49c8', text: '#fff' },
];

/** The category of a UV index as the WHO rounds it: to the nearest whole number first. */
export function uvLevel(uv: number): Level & { from: number } {
  const whole = Math.round(uv);
  return [...UV_LEVELS].reverse().find((l) => whole >= l.from) ?? UV_LOW;
}

/** Fire and Emergency New Zealand's fire danger classes, with the colours of its roadside signs. */
export const FIRE_LEVELS: Record<FireDanger, Level> = {
  low: { key: 'low', label: 'Low', background: '#2e7d32', text: '#fff' },
  moderate: { key: 'moderate', label: 'Moderate', background: '#1565c0', text: '#fff' },
  high: { key: 'high', label: 'High', background: '#f9d71c', text: '#000' },
  'very-high': { key: 'very-high', label: 'Very high', background: '#ef7d00', text: '#000' },
  extreme: { key: 'extreme', label: 'Extreme', background: '#c62828', text: '#fff' },
};

/** Frost risk, pale to deep blue. */
export const FROST_LEVELS: Record<FrostRisk, Level> = {
  none: { key: 'none', label: 'No frost', background: '#eef2f5', text: '#000' },
  low: { key: 'low', label: 'Frost possible', background: '#cfe3f5', text: '#000' },
  moderate: { key: 'moderate', label: 'Ground frost likely', background: '#7fb2e5', text: '#000' },
  high: { key: 'high', label: 'Air frost likely', background: '#1f4e8c', text: '#fff' },
};

/** The synodic month in days: new moon to new moon. */
const LUNATION_DAYS = 29.53;

/**
 * The moon's phase (0 new, 0.5 full) as an almanac names it: a principal phase (new, first
 * quarter, full, last quarter) within a day of its instant, else the crescent or gibbous between.
 */
export function moonPhaseName(phase: number): string {
  const principal = ['New moon', 'First quarter', 'Full moon', 'Last quarter'] as const;
  const between = [
    'Waxing crescent',
    'Waxing gibbous',
    'Waning gibbous',
    'Waning crescent',
  ] as const;
  const nearest = Math.round(phase * 4);
  const daysOff = Math.abs(phase * 4 - nearest) * (LUNATION_DAYS / 4);
  const names = daysOff <= 1 ? principal : between;
  return names[(daysOff <= 1 ? nearest : Math.floor(phase * 4)) % 4] ?? 'New moon';
}

/** 861 -> '14 h 21 min'. */
export function formatDayLength(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** The most likely of above, near and below normal, as a visitor reads it (ties: near). */
export function outlookWords(chances: OutlookChances): string {
  const { above, near, below } = chances;
  if (above > near && above > below) return 'Above normal';
  if (below > near && below > above) return 'Below normal';
  if (near >= above && near >= below) return 'Near normal';
  return above === below ? 'Near normal' : above > below ? 'Above normal' : 'Below normal';
}
