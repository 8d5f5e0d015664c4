import type { ReactNode } from 'react';
import type { Condition } from '#schemas/generated/types.ts';
import './shared.css';

/**
 * Weather condition texts and icons. The vocabulary is the providers' fixed list, the Condition
 * enum of schemas/weather-data.schema.json: a word added there fails the typecheck here. Icons are
 * tiny inline SVGs built from a few shapes, so they render on the server, need no extra request
 * and inherit colours from the design tokens. They are decorative: the condition text always sits
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

const sun = (cx: number, cy: number, r: number): ReactNode => (
  <g className="wx-icon__sun">
    <circle cx={cx} cy={cy} r={r} />
    <path
      d={`M${cx} ${cy - r - 5}v3M${cx} ${cy + r + 2}v3M${cx - r - 5} ${cy}h3M${cx + r + 2} ${cy}h3`}
      strokeWidth="2"
      strokeLinecap="round"
    />
  </g>
);
const cloud = (
  <path className="wx-icon__cloud" d="M9 24a5 5 0 0 1 0-10 7 7 0 0 1 13-2 5.5 5.5 0 1 1 1 12z" />
);
const drops = (n: number): ReactNode => (
  <path
    className="wx-icon__rain"
    d={Array.from({ length: n }, (_, i) => `M${10 + i * 5} 26l-1.5 4`).join('')}
    strokeWidth="2"
    strokeLinecap="round"
  />
);

const SHAPES: Readonly<Record<string, ReactNode>> = {
  fine: sun(16, 16, 6),
  'partly-cloudy': (
    <>
      {sun(20, 11, 5)}
      {cloud}
    </>
  ),
  cloudy: cloud,
  'few-showers': (
    <>
      {sun(21, 10, 4)}
      {cloud}
      {drops(2)}
    </>
  ),
  showers: (
    <>
      {cloud}
      {drops(2)}
    </>
  ),
  rain: (
    <>
      {cloud}
      {drops(3)}
    </>
  ),
  drizzle: (
    <>
      {cloud}
      <path
        className="wx-icon__rain"
        d="M11 27v1M16 27v1M21 27v1"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  thunder: (
    <>
      {cloud}
      <path className="wx-icon__bolt" d="M17 22l-4 6h4l-2 4 6-7h-4l2-3z" />
    </>
  ),
  snow: (
    <>
      {cloud}
      <path
        className="wx-icon__snow"
        d="M11 27.5h3M12.5 26v3M19 27.5h3M20.5 26v3"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </>
  ),
  fog: (
    <path
      className="wx-icon__fog"
      d="M6 12h20M4 17h24M6 22h20"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  ),
  windy: (
    <path
      className="wx-icon__fog"
      d="M4 12h16a3 3 0 1 0-3-3M4 18h21a3 3 0 1 1-3 3M4 24h10"
      strokeWidth="2.5"
      strokeLinecap="round"
      fill="none"
    />
  ),
} satisfies Record<Condition, ReactNode>;

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
    <svg
      className="wx-icon"
      x={x}
      y={y}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[condition ?? ''] ?? cloud}
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
