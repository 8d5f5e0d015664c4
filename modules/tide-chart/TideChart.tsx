import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { TideChartConfig, TideEvent } from '#schemas/generated/types.ts';
import { tideAt } from '#engine/vocabulary/tides.ts';
import { formatNzShortDay, formatNzTime } from '#engine/vocabulary/time.ts';
import { formatMetres } from '#engine/vocabulary/units.ts';
import { compactPath } from '../shared/compact-path.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import './TideChart.css';

const W = 400;
const H = 150;
const M = { top: 18, right: 8, bottom: 22, left: 30 };
const STEP_MS = 20 * 60 * 1000;

/** 'Next high water 4:13 pm, 2.3 m; then low 10:21 pm, 0.5 m.' from `now` on. */
export function describeTides(tides: readonly TideEvent[], now: number): string {
  const next = tides.filter((t) => Date.parse(t.time) >= now).slice(0, 2);
  const words = (t: TideEvent) =>
    `${t.type === 'high' ? 'high' : 'low'} water ${formatNzShortDay(t.time)} ${formatNzTime(t.time)}, ${formatMetres(t.height)}`;
  if (next.length === 0) return 'No more tides in this forecast.';
  return `Next ${next.map(words).join('; then ')}.`;
}

/**
 * The tide as a curve (issue 25, tide stations): the half-cosine between each high and low water
 * that the activity forecasts use too (engine/vocabulary/tides.ts), drawn on the server as a
 * finished SVG path, the highs and lows marked with their times, and a line at the time now.
 * The table of tide-forecast beside it lists every high and low for screen readers and print.
 */
export default function TideChart({ config, context }: ModuleProps<TideChartConfig>) {
  const titleId = useId();
  const tides = config.tides ?? [];
  const [first, last] = [tides[0], tides.at(-1)];
  if (!first || !last || first === last || !config.port) return null;
  const from = Date.parse(first.time);
  const to = Date.parse(last.time);
  const heights = tides.map((t) => t.height);
  const low = Math.floor(Math.min(...heights));
  const high = Math.ceil(Math.max(...heights));
  const x = (ms: number) => M.left + ((ms - from) / (to - from)) * (W - M.left - M.right);
  const y = (h: number) => H - M.bottom - ((h - low) / (high - low || 1)) * (H - M.top - M.bottom);
  const points: [number, number][] = [];
  for (let ms = from; ms <= to; ms += STEP_MS) {
    const at = tideAt(tides, ms);
    if (at) points.push([x(ms), y(at.height)]);
  }
  const line = compactPath(`M${points.map(([px, py]) => `${px},${py}`).join('L')}`);
  const nowX = context.now >= from && context.now <= to ? x(context.now) : null;
  const days = [...new Map(tides.map((t) => [formatNzShortDay(t.time), t.time])).entries()];
  return (
    <ModuleSection className="wx-tide-chart" title={config.title} label="Tide chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>
          {`Tide at ${config.port.label}. ${describeTides(tides, context.now)}`}
        </title>
        <g aria-hidden="true" className="wx-tide-chart__axis">
          {[low, high].map((h) => (
            <text key={h} x={M.left - 4} y={y(h)} dy="0.32em" textAnchor="end">
              {h} m
            </text>
          ))}
          {days.map(([day, time]) => (
            <text key={day} x={Math.max(M.left, x(Date.parse(time)) - 20)} y={H - 6}>
              {day}
            </text>
          ))}
        </g>
        <path className="wx-tide-chart__line" d={line} />
        {tides.map((t) => (
          <g key={t.time} aria-hidden="true">
            <circle
              cx={x(Date.parse(t.time))}
              cy={y(t.height)}
              r={2.5}
              className={`wx-tide-chart__${t.type}`}
            />
            <text
              x={x(Date.parse(t.time))}
              y={y(t.height) + (t.type === 'high' ? -6 : 12)}
              textAnchor="middle"
              className="wx-tide-chart__label"
            >
              {formatNzTime(t.time).replace(' ', '')}
            </text>
          </g>
        ))}
        {nowX !== null ? (
          <line
            className="wx-tide-chart__now"
            x1={nowX}
            x2={nowX}
            y1={M.top - 8}
            y2={H - M.bottom}
            aria-hidden="true"
          />
        ) : null}
      </svg>
      <p className="wx-data-note">
        At {config.port.label}
        {config.port.distanceKm >= 2 ? `, ${config.port.distanceKm} km away` : ''}; heights above{' '}
        {config.datum === 'mean-sea-level' ? 'mean sea level' : 'chart datum'}. Not for navigation.
      </p>
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
