import { isNumber } from '#engine/vocabulary/units.ts';

/**
 * Colour steps for map markers, marker detail and legend keys (spec pages doc sections 5 and 9):
 * soil moisture in 10 bands every 10 up to 100; soil temperature every 5 from below 0 up to 35;
 * air temperature every 2 degrees from -14 to 38. The spec does not give the colours, so they are
 * ours: ramps that read in order for colour-blind visitors too (lightness changes with the value),
 * each with the text colour that keeps a label on it at 4.5:1 or better. A value that is not a
 * number gets the grey step (spec section 5).
 */
export interface ColourStep {
  /** Index from 0 (lowest band); -1 for the grey step. */
  index: number;
  /** Lower bound of the band (inclusive), -Infinity for the first; NaN for grey. */
  from: number;
  /** Upper bound (exclusive), Infinity for the last; NaN for grey. */
  to: number;
  /** Short label for a legend key: '10–20', 'Below 0', '35 and over', 'No data'. */
  label: string;
  background: string;
  text: '#000' | '#fff';
}

export const GREY_STEP: ColourStep = {
  index: -1,
  from: Number.NaN,
  to: Number.NaN,
  label: 'No data',
  background: '#b8bcc2',
  text: '#000',
};

export type StepScale =
  | 'soil-moisture'
  | 'soil-temperature'
  | 'air-temperature'
  // The national map layers (issue 25).
  | 'wind'
  | 'rain-total'
  | 'cloud'
  | 'swell'
  | 'sea-temperature'
  | 'sea-anomaly';

/** Lower bounds of each band after the first ("below the first bound"). */
const BOUNDS: Record<StepScale, readonly number[]> = {
  // 0–10 is the first band; values under 0 are clamped into it (moisture cannot be negative).
  'soil-moisture': [10, 20, 30, 40, 50, 60, 70, 80, 90],
  'soil-temperature': [0, 5, 10, 15, 20, 25, 30, 35],
  'air-temperature': range(-14, 38, 2),
  // Knots: Beaufort-like steps up to storm force.
  wind: [5, 10, 15, 20, 25, 30, 35, 40, 50],
  'rain-total': [1, 5, 10, 25, 50, 100, 200],
  cloud: [20, 40, 60, 80],
  swell: [0.5, 1, 1.5, 2, 3, 4, 6],
  'sea-temperature': range(8, 22, 2),
  'sea-anomaly': [-2, -1.5, -1, -0.5, 0.5, 1, 1.5, 2],
};

/** Ramps as [hue, saturation %, lightness %] end points, interpolated across the bands. */
const RAMPS: Record<StepScale, readonly (readonly [number, number, number])[]> = {
  // Dry brown, through pale, to deep blue when saturated.
  'soil-moisture': [
    [30, 60, 38],
    [45, 70, 80],
    [205, 75, 30],
  ],
  // Cold blue, through pale yellow, to hot red.
  'soil-temperature': [
    [220, 70, 35],
    [55, 85, 80],
    [5, 75, 38],
  ],
  'air-temperature': [
    [265, 55, 30],
    [205, 75, 55],
    [55, 90, 78],
    [25, 90, 55],
    [345, 70, 30],
  ],
  // Calm pale green, through yellow and orange, to storm purple.
  wind: [
    [150, 45, 85],
    [60, 85, 65],
    [25, 90, 55],
    [330, 60, 35],
  ],
  // Dry pale, to deep blue and violet for the heaviest totals.
  'rain-total': [
    [200, 40, 92],
    [205, 75, 55],
    [270, 60, 35],
  ],
  // Clear sky blue, to white, to thick grey cloud.
  cloud: [
    [205, 70, 75],
    [210, 20, 92],
    [215, 10, 55],
  ],
  swell: [
    [190, 50, 85],
    [205, 70, 55],
    [250, 55, 35],
  ],
  'sea-temperature': [
    [230, 60, 40],
    [190, 65, 60],
    [50, 85, 70],
    [10, 75, 50],
  ],
  // Colder than normal blue, normal near white, warmer than normal red. The pale ends meet
  // in the middle, where hue hardly shows (a ramp through white would pass magenta).
  'sea-anomaly': [
    [220, 70, 38],
    [215, 55, 60],
    [215, 10, 93],
    [10, 10, 93],
    [5, 60, 62],
    [0, 70, 40],
  ],
};

const UNITS: Record<StepScale, string> = {
  'soil-moisture': '%',
  'soil-temperature': '°',
  'air-temperature': '°',
  wind: ' kt',
  'rain-total': ' mm',
  cloud: '%',
  swell: ' m',
  'sea-temperature': '°',
  'sea-anomaly': '°',
};

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  return out;
}

function interpolate(ramp: readonly (readonly [number, number, number])[], t: number) {
  const scaled = t * (ramp.length - 1);
  const i = Math.min(Math.floor(scaled), ramp.length - 2);
  const f = scaled - i;
  const [h1, s1, l1] = ramp[i] ?? [0, 0, 50];
  const [h2, s2, l2] = ramp[i + 1] ?? [h1, s1, l1];
  // Hue goes the short way round the wheel (345° to 25° passes through red, not green).
  let dh = h2 - h1;
  if (dh > 180) dh -= 360;
  if (dh < -180) dh += 360;
  return [(h1 + dh * f + 360) % 360, s1 + (s2 - s1) * f, l1 + (l2 - l1) * f] as const;
}

/** Black or white, whichever contrasts more with the colour (WCAG relative luminance). */
function readableText(h: number, s: number, l: number): '#000' | '#fff' {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const lum = 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
  return (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) ? '#000' : '#fff';
}

function stepsOf(scale: StepScale): ColourStep[] {
  const bounds = BOUNDS[scale];
  const unit = UNITS[scale];
  const count = bounds.length + 1;
  return Array.from({ length: count }, (_, index) => {
    const from = index === 0 ? Number.NEGATIVE_INFINITY : (bounds[index - 1] ?? 0);
    const to = index === count - 1 ? Number.POSITIVE_INFINITY : (bounds[index] ?? 0);
    const [h, s, l] = interpolate(RAMPS[scale], index / (count - 1));
    const label =
      index === 0
        ? scale === 'soil-moisture'
          ? `0–${to}${unit}`
          : `Below ${to}${unit}`
        : index === count - 1
          ? `${from}${unit} and over`
          : `${from}–${to}${unit}`;
    return {
      index,
      from,
      to,
      label,
      background: `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`,
      text: readableText(h, s, l),
    };
  });
}

/** Every step of a scale, lowest first (for legend keys). */
export const COLOUR_STEPS: Record<StepScale, readonly ColourStep[]> = {
  'soil-moisture': stepsOf('soil-moisture'),
  'soil-temperature': stepsOf('soil-temperature'),
  'air-temperature': stepsOf('air-temperature'),
  wind: stepsOf('wind'),
  'rain-total': stepsOf('rain-total'),
  cloud: stepsOf('cloud'),
  swell: stepsOf('swell'),
  'sea-temperature': stepsOf('sea-temperature'),
  'sea-anomaly': stepsOf('sea-anomaly'),
};

/** The step a value falls in; the grey step when it is not a number. */
export function colourStep(scale: StepScale, value: unknown): ColourStep {
  if (!isNumber(value)) return GREY_STEP;
  const steps = COLOUR_STEPS[scale];
  let found = GREY_STEP;
  for (const step of steps) if (value >= step.from) found = step;
  return found;
}
