/// <reference types="vite/client" />
import type { Condition } from '#schemas/generated/types.ts';
import spriteUrl from './icons.svg?no-inline';
import './shared.css';

/**
 * Weather condition texts and icons. The vocabulary is the providers' fixed list, the Condition
 * enum of schemas/weather-data.schema.json: a word added there fails the typecheck here. Icons are
 * symbols of one cached SVG sprite (icons.svg), drawn with <use>, so the shapes are not repeated
 * in every page's HTML (issue 10). They are decorative: the condition text always sits
 * beside them. Unknown words still read as text (data fetched in the browser is not re-validated).
 */

export const CONDITION_TEXT: Readonly<Record<string, string>> = {
  fine: 'Fine',
  'partly-cloudy': 'Partly cloudy',
  cloudy: 'Cloudy',
  'few-showers': 'Few showers',
  showers: 'Showers',
  rain: 'Rain',
  drizzle: 'Drizzle',
  thunder: 'Thunder',
  snow: 'Snow',
  fog: 'Fog',
  windy: 'Windy',
} satisfies Record<Condition, string>;

/** 'Partly cloudy' for 'partly-cloudy'; an unknown condition reads as its own words. */
export function conditionText(condition: string | undefined): string {
  if (!condition) return '';
  const known = CONDITION_TEXT[condition];
  if (known) return known;
  const words = condition.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Icons drawn in the sprite (icons.svg); any other condition draws the plain cloud. */
const ICONS: ReadonlySet<string> = new Set(Object.keys(CONDITION_TEXT));

/** The sprite's address for an icon: `<use href>` needs a file, never an inlined data: URL. */
export const iconHref = (id: string): string => `${spriteUrl}#${id}`;

/** A small condition icon (decorative); unknown conditions draw a plain cloud. x/y place it inside another SVG. */
export function ConditionIcon({
  condition,
  size = 32,
  x,
  y,
}: {
  condition: string | undefined;
  size?: number;
  x?: number;
  y?: number;
}) {
  return (
    <svg className="wx-icon" x={x} y={y} width={size} height={size} aria-hidden="true">
      <use href={iconHref(ICONS.has(condition ?? '') ? (condition as string) : 'cloudy')} />
    </svg>
  );
}

/** Icon plus text, the way conditions appear in every module. */
export function Condition({ condition, size }: { condition: string | undefined; size?: number }) {
  return (
    <span className="wx-condition">
      <ConditionIcon condition={condition} size={size} />
      <span>{conditionText(condition)}</span>
    </span>
  );
}
