import type { Marker } from '#schemas/generated/types.ts';
import { colourStep } from '../colour-steps.ts';
import type { StepScale } from '../colour-steps.ts';
import { rainColourStep } from '#engine/vocabulary/rain.ts';
import { isNumber, NOT_AVAILABLE } from '#engine/vocabulary/units.ts';

/** Marker detail order (spec pages doc section 9), by the marker's view key for each value. */
export const DETAIL_ORDER = [
  { view: 'temp', label: 'Temperature', scale: 'air-temperature' },
  { view: 'rain', label: 'Rainfall', scale: 'rain' },
  { view: 'wind', label: 'Wind', scale: null },
  { view: 'humidity', label: 'Humidity', scale: null },
  { view: 'pressure', label: 'Pressure', scale: null },
  { view: 'soilMoisture', label: 'Soil moisture', scale: 'soil-moisture' },
  { view: 'soilTemperature', label: 'Soil temperature', scale: 'soil-temperature' },
] as const satisfies readonly { view: string; label: string; scale: StepScale | 'rain' | null }[];

/** How a value is coloured: a rain band class, or a colour step's background and text colour. */
export type DetailColour =
  | { kind: 'rain'; step: ReturnType<typeof rainColourStep> }
  | { kind: 'step'; background: string; text: string; grey: boolean }
  | null;

export interface DetailRow {
  label: string;
  text: string;
  colour: DetailColour;
}

/**
 * The rows a marker's detail shows, in the spec's order, for the values the marker has. Soil,
 * temperature and rainfall values are coloured by their steps; one whose meta is not a number is
 * grey (spec section 5), and its text says N/A unless the view has its own words.
 */
export function detailRows(marker: Marker): DetailRow[] {
  const views = marker.views ?? {};
  return DETAIL_ORDER.flatMap(({ view, label, scale }) => {
    const v = views[view];
    if (!v) return [];
    const text = v.text ?? (isNumber(v.meta) ? String(v.meta) : NOT_AVAILABLE);
    let colour: DetailColour = null;
    if (scale === 'rain') colour = { kind: 'rain', step: rainColourStep(v.meta) };
    else if (scale) {
      const step = colourStep(scale, v.meta);
      colour = { kind: 'step', background: step.background, text: step.text, grey: step.index < 0 };
    }
    return [{ label, text, colour }];
  });
}
