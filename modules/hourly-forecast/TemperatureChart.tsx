import '../shared/chart.css';
import { compactPath } from '../shared/compact-path.ts';
import { formatNzHour, formatNzWeekday } from '#engine/vocabulary/time.ts';
import { monotoneLine } from './monotone-line.ts';
import { linear, niceDomain, ticks as tickValues } from './scale.ts';
import { formatTemp, isNumber } from '#engine/vocabulary/units.ts';

/**
 * Temperature line over the hours, computed during render, so the server sends a finished chart
 * and the browser runs no chart code. The line is drawn in a box that stretches to the chart's
 * width (its stroke keeps its width), and its labels are HTML at the page's text size, so they
 * read the same on a phone and a desktop (issue 22: no longer a 960 px drawing shrunk to a phone,
 * with 6 px labels). Decorative detail lives in the table beside it; the chart carries a text
 * description of its range for screen readers.
 */

/** The plot's own units: x 0..1000 across the hours, y 0..100 down (preserveAspectRatio none). */
const W = 1000;
const H = 100;
const LABEL_EVERY = 6;

const pct = (value: number, of: number): string => `${Math.round((value / of) * 1000) / 10}%`;

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
  const x = linear([0, usable.length - 1], [0, W]);
  const domain = niceDomain(Math.min(...temps) - 1, Math.max(...temps) + 1, 4);
  const y = linear(domain, [H, 0]);
  const path = monotoneLine(usable.map((p, i) => [x(i), y(p.temp)] as const));
  const ticks = tickValues(domain[0], domain[1], 4);
  const descId = `${titleId}-desc`;
  return (
    <div className="wx-chart wx-hourly__chart" role="img" aria-labelledby={`${titleId} ${descId}`}>
      <span id={titleId} hidden>
        Temperature chart
      </span>
      <span id={descId} hidden>
        {describeTemperatures(usable)}
      </span>
      <div className="wx-chart__plot" aria-hidden="true">
        <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none">
          {ticks.map((t) => (
            <line key={t} className="wx-chart__grid" x1={0} x2={W} y1={y(t)} y2={y(t)} />
          ))}
          <path className="wx-hourly__line" d={compactPath(path)} />
        </svg>
        {ticks.map((t) => (
          <span key={t} className="wx-chart__y" style={{ top: pct(y(t), H) }}>
            {formatTemp(t)}
          </span>
        ))}
        {usable.map((p, i) =>
          i % LABEL_EVERY === 0 ? (
            <span
              key={p.time}
              className={`wx-chart__x${i % (2 * LABEL_EVERY) ? ' wx-chart__x--minor' : ''}`}
              style={{ left: pct(x(i), W) }}
            >
              {formatNzHour(p.time)}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}
