import { compactPath } from '../shared/compact-path.ts';
import { formatNzHour, formatNzWeekday } from '#engine/vocabulary/time.ts';
import { monotoneLine } from './monotone-line.ts';
import { linear, niceDomain, ticks as tickValues } from './scale.ts';
import { formatTemp, isNumber } from '#engine/vocabulary/units.ts';

/**
 * Temperature line over the hours, computed during render, so the server
 * sends finished SVG paths and the browser runs no chart code. Decorative detail lives in the
 * table beside it; the chart carries a text description of its range for screen readers.
 */

const WIDTH = 960;
const HEIGHT = 180;
const MARGIN = { top: 16, right: 12, bottom: 24, left: 36 };
const LABEL_EVERY = 6;

export interface ChartPoint {
  time: string;
  temp: number;
}

/** '2 pm Thursday': 48 hours cross two or three days, so an hour alone does not say which. */
const when = (time: string): string => `${formatNzHour(time)} ${formatNzWeekday(time)}`;

export function describeTemperatures(points: readonly ChartPoint[]): string {
  if (points.length === 0) return '';
  let low = points[0] as ChartPoint;
  let high = low;
  for (const p of points) {
    if (p.temp < low.temp) low = p;
    if (p.temp > high.temp) high = p;
  }
  const first = points[0] as ChartPoint;
  const last = points[points.length - 1] as ChartPoint;
  return (
    `Temperature over the next ${points.length} hours, from ${formatTemp(first.temp)} at ${when(first.time)} ` +
    `to ${formatTemp(last.temp)} at ${when(last.time)}. Highest ${formatTemp(high.temp)} at ${when(high.time)}, ` +
    `lowest ${formatTemp(low.temp)} at ${when(low.time)}. The table below lists every hour.`
  );
}

export function TemperatureChart({
  points,
  titleId,
}: {
  points: readonly ChartPoint[];
  titleId: string;
}) {
  const usable = points.filter((p) => isNumber(p.temp));
  if (usable.length < 2) return null;
  const temps = usable.map((p) => p.temp);
  const x = linear([0, usable.length - 1], [MARGIN.left, WIDTH - MARGIN.right]);
  const domain = niceDomain(Math.min(...temps) - 1, Math.max(...temps) + 1, 4);
  const y = linear(domain, [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = monotoneLine(usable.map((p, i) => [x(i), y(p.temp)] as const));
  // Whole units are enough for text positions (the tick maths gives 15 digits).
  const at = (i: number) => Math.round(x(i));
  const ticks = tickValues(domain[0], domain[1], 4);
  const descId = `${titleId}-desc`;
  return (
    <svg
      className="wx-hourly__chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
    >
      <title id={titleId}>Temperature chart</title>
      <desc id={descId}>{describeTemperatures(usable)}</desc>
      <g className="wx-hourly__grid" aria-hidden="true">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(t)} y2={y(t)} />
            <text x={MARGIN.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
              {formatTemp(t)}
            </text>
          </g>
        ))}
        {usable.map((p, i) =>
          i % LABEL_EVERY === 0 ? (
            <text key={p.time} x={at(i)} y={HEIGHT - 6} textAnchor="middle">
              {formatNzHour(p.time)}
            </text>
          ) : null,
        )}
      </g>
      <path className="wx-hourly__line" d={compactPath(path)} aria-hidden="true" />
    </svg>
  );
}
