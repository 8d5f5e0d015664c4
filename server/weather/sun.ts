const RAD = Math.PI / 180;
/** The sun's centre this far below the horizon is sunset (refraction plus the sun's radius). */
const HORIZON_DEG = -0.833;

/**
 * The sun's elevation in degrees at a place and time (NOAA's low-precision formulas: declination
 * and equation of time from the day of the year; good to about a quarter of a degree).
 */
export function sunElevation(lat: number, lon: number, ms: number): number {
  const date = new Date(ms);
  const startOfYear = Date.UTC(date.getUTCFullYear(), 0, 1);
  const hours = date.getUTCHours() + date.getUTCMinutes() / 60;
  const gamma = ((2 * Math.PI) / 365) * ((ms - startOfYear) / 86_400_000 - 1 + (hours - 12) / 24);
  const eqTime =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma));
  const decl =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma);
  const solarMinutes = hours * 60 + eqTime + 4 * lon;
  const hourAngle = (solarMinutes / 4 - 180) * RAD;
  const sinElevation =
    Math.sin(lat * RAD) * Math.sin(decl) +
    Math.cos(lat * RAD) * Math.cos(decl) * Math.cos(hourAngle);
  return Math.asin(Math.max(-1, Math.min(1, sinElevation))) / RAD;
}

/** Between sunset and sunrise at the place: icons show the moon. */
export function isNight(lat: number, lon: number, ms: number): boolean {
  return sunElevation(lat, lon, ms) < HORIZON_DEG;
}
