import type { RadarFrame, RadarFrameSummary, RainCell } from '#schemas/generated/types.ts';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import type { GeoPoint } from '#engine/geo.ts';
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
 * Rain further than this from every named place is not said to be near one: degrees of latitude
 * (about 150 km). Only which place is nearest matters here, so a flat measure does (longitude
 * shrunk to New Zealand's latitudes), which keeps the haversine out of the radar's first load.
 */
const NEAR = 1.35;
const LON_SCALE = 0.74;

/**
 * Where a frame's rain is, in words a screen reader can say (issue 29, WCAG 1.1.1): the named
 * places nearest the rain, the place with the heaviest rain first, at most three.
 */
export function rainPlaces(
  cells: readonly RainCell[],
  places: ReadonlyArray<GeoPoint & { name: string }>,
): string[] {
  const heaviest = new Map<string, number>();
  for (const cell of cells) {
    if (rainfallBand(cell.intensity) === 'none') continue;
    let near: string | null = null;
    let best = NEAR * NEAR;
    for (const p of places) {
      const d = (p.lat - cell.lat) ** 2 + ((p.lon - cell.lon) * LON_SCALE) ** 2;
      if (d < best) [near, best] = [p.name, d];
    }
    if (near) heaviest.set(near, Math.max(heaviest.get(near) ?? 0, cell.intensity));
  }
  return [...heaviest]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
}

const listed = (names: readonly string[]): string =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Words for a frame, in NZ time: what screen readers hear. The no-JavaScript list, which shows the
 * time beside it, passes `at` as ''. With `places` (rainPlaces), it says where the rain is.
 */
export function describeRadarFrame(
  { time, rainAreas, heaviest }: RadarFrameSummary,
  at = ` at ${formatNzTime(time)}`,
  places: readonly string[] = [],
): string {
  if (rainAreas === 0) return `No rain${at}.`;
  const band = rainfallBand(heaviest);
  const where = places.length ? `, near ${listed(places)}` : '';
  const rate = `${heaviest} mm per hour${band ? ` (${rainfallBandLabel(band).toLowerCase()})` : ''}`;
  return `${rainAreas} ${rainAreas === 1 ? 'area' : 'areas'} of rain${at}${where}; the heaviest ${rate}${places.length > 1 ? `, near ${places[0]}` : ''}.`;
}
