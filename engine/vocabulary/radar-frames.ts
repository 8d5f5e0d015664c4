import type { RadarFrame, RadarFrameSummary } from '#schemas/generated/types.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { rainfallBand, rainfallBandLabel } from './rain.ts';

/**
 * A radar frame without its cells: its time, how many cells have rain and the heaviest. The data
 * routes send every frame's summary with the latest frame (`timeline`), so the page lists and
 * steps through all frames before their cells load; the module describes frames from it too.
 */
export function radarFrameSummary(frame: RadarFrame): RadarFrameSummary {
  const rain = frame.cells.filter((c) => rainfallBand(c.intensity) !== 'none');
  return {
    time: frame.time,
    rainAreas: rain.length,
    heaviest: rain.length ? Math.max(...rain.map((c) => c.intensity)) : 0,
  };
}

/**
 * Words for a frame, in NZ time: what screen readers hear. The no-JavaScript list, which shows the
 * time beside it, passes `at` as ''.
 */
export function describeRadarFrame(
  { time, rainAreas, heaviest }: RadarFrameSummary,
  at = ` at ${formatNzTime(time)}`,
): string {
  if (rainAreas === 0) return `No rain${at}.`;
  const band = rainfallBand(heaviest);
  return `${rainAreas} areas of rain${at}; the heaviest ${heaviest} mm per hour${band ? ` (${rainfallBandLabel(band).toLowerCase()})` : ''}.`;
}
