/** Units (spec pages doc section 9): wind in kt, swell height in m, snow base in cm; °C, mm. */
import type { CompassPoint } from '#schemas/generated/types.ts';
import { COMPASS_WORDS } from './compass.ts';

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Spec section 5: a cell whose value is not a number shows N/A. */
export const NOT_AVAILABLE = 'N/A';

function withUnit(value: unknown, unit: string, digits: number): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const rounded = Number(value.toFixed(digits));
  return `${Object.is(rounded, -0) ? 0 : rounded}${unit}`;
}

export const formatKt = (value: unknown): string => withUnit(value, ' kt', 0);
export const formatMetres = (value: unknown): string => withUnit(value, ' m', 1);
/** Altitudes and freezing levels: whole metres with thousands separators ('2,150 m'). */
export function formatAltitude(value: unknown): string {
  return isNumber(value) ? `${Math.round(value).toLocaleString('en-NZ')} m` : NOT_AVAILABLE;
}
export const formatCm = (value: unknown): string => withUnit(value, ' cm', 0);
export const formatTemp = (value: unknown): string => withUnit(value, '°', 0);
export const formatMm = (value: unknown): string => withUnit(value, ' mm', 2);
export const formatPercent = (value: unknown): string => withUnit(value, '%', 0);
export const formatSeconds = (value: unknown): string => withUnit(value, ' s', 0);

/** 'NW 15 kt' on screen; the words ('northwest 15 knots') go to screen readers. */
export function windText(wind: { direction?: string; averageSpeed?: number } | undefined): {
  short: string;
  spoken: string;
} {
  const speed = formatKt(wind?.averageSpeed);
  if (speed === NOT_AVAILABLE) return { short: NOT_AVAILABLE, spoken: 'not available' };
  const dir = wind?.direction ?? '';
  const word = COMPASS_WORDS[dir as CompassPoint] ?? dir;
  return {
    short: `${dir} ${speed}`.trim(),
    spoken: `${word} ${speed.replace(' kt', ' knots')}`.trim(),
  };
}
