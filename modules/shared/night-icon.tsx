import type { ReactNode } from 'react';
import { ConditionIcon } from './conditions.tsx';

/**
 * Night versions of the condition icons that show the sun (issue 14: a fine 2 am showed a sun).
 * A file of its own so the pages that never show hours or current conditions (the national map)
 * do not carry it. The moon takes the text colour: no extra CSS.
 */
const moon = (x: number, y: number, r: number): ReactNode => (
  <path
    fill="currentColor"
    d={`M${x} ${y - r}a${r} ${r} 0 1 0 ${r} ${1.6 * r}a${0.8 * r} ${0.8 * r} 0 0 1-${r}-${1.6 * r}z`}
  />
);
// The same cloud and drops as conditions.tsx draws, in front of the moon.
const cloud = (
  <path className="wx-icon__cloud" d="M9 24a5 5 0 0 1 0-10 7 7 0 0 1 13-2 5.5 5.5 0 1 1 1 12z" />
);
const NIGHT: Record<string, ReactNode> = {
  fine: moon(15, 16, 8),
  'partly-cloudy': (
    <>
      {moon(20, 10, 5)}
      {cloud}
    </>
  ),
  'few-showers': (
    <>
      {moon(21, 9, 4)}
      {cloud}
      <path
        className="wx-icon__rain"
        d="M10 26l-1.5 4M15 26l-1.5 4"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
};

/** The condition icon for the time of day: the moon instead of the sun when `night`. */
export function SkyIcon({
  condition,
  night,
  size = 32,
}: {
  condition: string | undefined;
  night: boolean | undefined;
  size?: number;
}) {
  const shape = night ? NIGHT[condition ?? ''] : undefined;
  if (!shape) return <ConditionIcon condition={condition} size={size} />;
  return (
    <svg
      className="wx-icon wx-icon--night"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      {shape}
    </svg>
  );
}
