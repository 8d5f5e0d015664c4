import '../shared/chart.css';
import { formatNzHour, formatNzShortDay } from '#engine/vocabulary/time.ts';
import { RAINFALL_BANDS, rainfallBand, type RainfallBand } from '#engine/vocabulary/rain.ts';
import { formatMm, isNumber } from '#engine/vocabulary/units.ts';

/**
 * Rain per hour as bars, one per hour, coloured by the spec's per hour band. Drawn on the server
 * as one path per band, in a box that stretches to the chart's width, with HTML labels at the
 * page's text size (issue 22, as the temperature chart); the table behind the toggle below it is
 * the accessible source, and the chart's description names the wettest hour.
 */

const BAR = 10;
/** The plot's height in its own units (preserveAspectRatio none stretches it to the CSS height). */
const H = 100;
/** The scale never shrinks below moderate rain, so a drizzle does not look like a downpour. */
const MIN_SCALE = 6;

const pct = (value: number, of: number): string => `${Math.round((value / of) * 1000) / 10}%`;

/** True when any hour has rain (the spec's light band or more): else the chart is one line. */
export const anyRain = (hours: readonly RainHour[]): boolean =>
  hours.some((h) => isNumber(h.rainfall) && h.rainfall >= 0.2);

export interface RainHour {
  time: string;
  rainfall?: unknown;
}

export function describeRain(hours: readonly RainHour[]): string {
  const wet = hours.filter((h) => isNumber(h.rainfall) && h.rainfall >= 0.2);
  if (wet.length === 0) return `No rain expected in the next ${hours.length} hours.`;
  const wettest = wet.reduce((a, b) => ((b.rainfall as number) > (a.rainfall as number) ? b : a));
  return (
    `Rain in ${wet.length} of the next ${hours.length} hours. Wettest: ` +
    `${formatMm(wettest.rainfall)} at ${formatNzHour(wettest.time)} ${formatNzShortDay(wettest.time)}.`
  );
}

export function RainChart({ hours, titleId }: { hours: readonly RainHour[]; titleId: string }) {
  if (hours.length < 2) return null;
  const values = hours.map((h) => (isNumber(h.rainfall) ? h.rainfall : 0));
  const top = Math.max(MIN_SCALE, ...values);
  const paths = new Map<RainfallBand, string>();
  values.forEach((v, i) => {
    const band = rainfallBand(v);
    if (!band || band === 'none') return;
    const h = Math.max(1, Math.round((H * v) / top));
    paths.set(band, `${paths.get(band) ?? ''}M${i * BAR + 1} ${H}v-${h}h8v${h}z`);
  });
  const width = hours.length * BAR;
  const descId = `${titleId}-desc`;
  return (
    <div className="wx-chart wx-rain__chart" role="img" aria-labelledby={`${titleId} ${descId}`}>
      <span id={titleId} hidden>
        Rain per hour chart
      </span>
      <span id={descId} hidden>
        {describeRain(hours)}
      </span>
      <div className="wx-chart__plot" aria-hidden="true">
        <svg viewBox={`0 0 ${width} ${H}`} preserveAspectRatio="none">
          <path className="wx-chart__grid" d={`M0 ${H}H${width}M0 0H${width}`} />
          {RAINFALL_BANDS.map(({ band }) =>
            paths.has(band) ? (
              <path key={band} className={`wx-rain__bar--${band}`} d={paths.get(band)} />
            ) : null,
          )}
        </svg>
        <span className="wx-chart__y" style={{ top: '0%' }}>
          {formatMm(top)}/h
        </span>
        <span className="wx-chart__y" style={{ top: '100%' }}>
          0
        </span>
        {hours.map((h, i) =>
          i % 12 === 0 ? (
            <span
              key={h.time}
              className={`wx-chart__x wx-chart__x--start${i % 24 ? ' wx-chart__x--minor' : ''}`}
              style={{ left: pct(i * BAR, width) }}
            >
              {i % 24 === 0 ? formatNzShortDay(h.time) : formatNzHour(h.time)}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}
