import { nzDayOfYear } from './nz-time.ts';
import { round1 } from './units.ts';

/**
 * The demo model's sea surface temperature: New Zealand's climatology, about 19-21 °C off
 * Northland in late summer and 8-10 °C off Southland in late winter. Warmest in mid-February,
 * coldest in mid-August (the sea lags the air by about a month); the subtropical front south
 * of about 45° S cools the south faster. A slow place-free wobble keeps it from being flat.
 */
/** Sea water of ocean salinity freezes at about -1.8 °C. */
const SEA_WATER_FREEZES = -1.8;

export function demoSeaTemperature(lat: number, lon: number, ms: number): number {
  const absLat = Math.abs(lat);
  const annual = 17.2 - 0.75 * (absLat - 36) - (absLat > 45 ? 0.4 * (absLat - 45) : 0);
  const amplitude = 2.6 + 0.04 * (absLat - 35);
  const season = Math.cos((2 * Math.PI * (nzDayOfYear(ms) - 46)) / 365.25);
  // West coasts upwell a little colder water in westerlies than the east's subtropical currents.
  const coast = lon < 172 && absLat < 42 ? -0.4 : 0;
  // Never below sea water's freezing point (the Southern high seas area reaches 60° S, where the
  // gradient above would go on cooling past it).
  return round1(Math.max(SEA_WATER_FREEZES, annual + amplitude * season + coast));
}
