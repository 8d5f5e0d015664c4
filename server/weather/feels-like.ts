import { round1 } from './units.ts';

const KMH_PER_KT = 1.852;

/**
 * Wind chill index of Environment Canada and the US National Weather Service (2001 formula), for
 * air at or below 10 °C and wind of at least 4.8 km/h; `undefined` outside that range.
 * @example windChill(5, 30) // 0.1
 */
export function windChill(tempC: number, windKmh: number): number | undefined {
  if (tempC > 10 || windKmh < 4.8) return undefined;
  const v = Math.pow(windKmh, 0.16);
  return 13.12 + 0.6215 * tempC - 11.37 * v + 0.3965 * tempC * v;
}

/**
 * Steadman's apparent temperature (shade, no radiation) as the Australian Bureau of Meteorology
 * computes it: AT = Ta + 0.33 e - 0.70 ws - 4.00, e in hPa, ws in m/s at 10 m.
 * @example apparentTemperature(25, 50, 0) // 26.2
 */
export function apparentTemperature(tempC: number, humidity: number, windMs: number): number {
  const vapour = (humidity / 100) * 6.105 * Math.exp((17.27 * tempC) / (237.7 + tempC));
  return tempC + 0.33 * vapour - 0.7 * windMs - 4;
}

/** 'Feels like': wind chill where it applies (cold and windy), otherwise apparent temperature. */
export function feelsLike(tempC: number, humidity: number, windKt: number): number {
  const kmh = windKt * KMH_PER_KT;
  return round1(windChill(tempC, kmh) ?? apparentTemperature(tempC, humidity, kmh / 3.6));
}
