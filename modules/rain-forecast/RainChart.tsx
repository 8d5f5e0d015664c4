import { formatNzHour, formatNzShortDay } from '#engine/vocabulary/time.ts';
import { RAINFALL_BANDS, rainfallBand, type RainfallBand } from '#engine/vocabulary/rain.ts';
import { formatMm, isNumber } from '#engine/vocabulary/units.ts';

/**
 * Rain per hour as bars, one per hour, coloured by the spec's per hour band. Drawn on the server
 * as one path per band (a few hundred bytes for 48 hours); the table behind the toggle below it
 * is the accessible source, and the chart's description names the wettest hour.
 */

const BAR = 10;
const HEIGHT = 120;
const TOP = 14;
const AXIS = 22;
/** The scale never shrinks below moderate rain, so a drizzle does not look like a downpour. */
const MIN_SCALE = 6;

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
  const base = HEIGHT - AXIS;
  const paths = new Map<RainfallBand, string>();
  values.forEach((v, i) => {
    const band = rainfallBand(v);
    if (!band || band === 'none') return;
    const h = Math.max(1, Math.round(((base - TOP) * v) / top));
    paths.set(band, `${paths.get(band) ?? ''}M${i * BAR + 1} ${base}v-${h}h8v${h}z`);
  });
  const width = hours.length * BAR;
  const descId = `${titleId}-desc`;
  return (
    <svg
      className="wx-rain__chart"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
    >
      <title id={titleId}>Rain per hour chart</title>
      <desc id={descId}>{describeRain(hours)}</desc>
      <g aria-hidden="true">
        <path className="wx-rain__axis" d={`M0 ${base}H${width}M0 ${TOP}H${width}`} />
        <text x="2" y={TOP - 3}>
          {formatMm(top)}/h
        </text>
        {RAINFALL_BANDS.map(({ band }) =>
          paths.has(band) ? (
            <path key={band} className={`wx-rain__bar--${band}`} d={paths.get(band)} />
          ) : null,
        )}
        {hours.map((h, i) =>
          i % 12 === 0 ? (
            <text key={h.time} x={i * BAR + 1} y={HEIGHT - 6}>
              {i % 24 === 0 ? formatNzShortDay(h.time) : formatNzHour(h.time)}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}
