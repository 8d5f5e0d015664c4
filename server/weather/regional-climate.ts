/**
 * How a region's climate departs from what latitude alone gives (NIWA climate normals, 1991-2020,
 * in broad strokes): the West Coast, Taranaki, Tasman and Fiordland face the prevailing
 * north-westerlies and are wet; the east lies in their lee, dry and warmed by foehn; Central Otago
 * and the Mackenzie Country are continental, with hot summers, cold winters and wide daily ranges.
 */
export interface RegionalClimate {
  /** Wetter in north-westerlies (the West Coast gets about 2,900 mm a year, Christchurch 620). */
  windward: boolean;
  /** Drier and warmer (foehn) in north-westerlies, showery in southerlies. */
  lee: boolean;
  /** Added to the local wetness all the time. */
  wet: number;
  /** Multiplies the day-night range. */
  rangeFactor: number;
  /** Multiplies the summer-winter swing of the mean temperature. */
  seasonFactor: number;
}

const WINDWARD = new Set(['west coast', 'taranaki', 'tasman']);
const LEE = new Set(['canterbury', 'otago', 'marlborough', "hawke's bay", 'gisborne']);
/** Fiordland, the wet west of Southland (Milford Sound gets about 6,700 mm a year). */
const FIORDLAND_EAST_LON = 167.9;

/** `region` is the folded region name (lowercase, no macrons). */
export function regionalClimate(region: string, lat: number, lon: number): RegionalClimate {
  const windward = WINDWARD.has(region) || (region === 'southland' && lon < FIORDLAND_EAST_LON);
  const lee = LEE.has(region);
  // Central Otago (Alexandra: January highs about 24 °C, July about 8 °C, 360 mm of rain a year).
  if (region === 'otago' && lon < 170.1 && lat > -45.9)
    return { windward, lee, wet: -0.1, rangeFactor: 1.4, seasonFactor: 1.45 };
  // The Mackenzie Country and inland Canterbury, below the Alps.
  if (region === 'canterbury' && lon < 171.3)
    return { windward, lee, wet: -0.05, rangeFactor: 1.25, seasonFactor: 1.25 };
  return { windward, lee, wet: lee ? -0.04 : 0, rangeFactor: 1, seasonFactor: lee ? 1.1 : 1 };
}
