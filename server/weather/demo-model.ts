import { foldMacrons } from '#engine/vocabulary/slug.ts';
import type { Condition, Wind } from '#schemas/generated/types.ts';
import type { Forcing } from './demo-forcing.ts';
import { HOUR_MS, nzDayOfYear, nzParts } from './nz-time.ts';
import { hashString, mulberry32 } from '#engine/prng.ts';
import { regionalClimate } from './regional-climate.ts';
import { clamp, round1, toCompass } from './units.ts';

/**
 * The demo weather model: a large-scale "synoptic" field of wetness that moves from the south-west
 * to the north-east (as fronts cross New Zealand), plus climate (latitude, season, time of day,
 * altitude, lee and windward regions) and a little place-seeded noise. The synoptic part depends on
 * position and time only, so neighbouring places get similar weather and a front arriving in the
 * west today reaches the east later. Everything is a pure function of (place, time).
 */

export interface Place {
  key: string;
  lat: number;
  lon: number;
  region: string;
  /** Metres above sea level. */
  altitude: number;
  /** Open water: no diurnal cycle, stronger wind. */
  exposure: 'land' | 'coast' | 'open-sea';
  /** The warnings in force (./demo-forcing.ts): wetter and windier inside their areas. */
  forcing?: Forcing;
}

export interface PointWeather {
  temp: number;
  humidity: number;
  pressure: number;
  /** mm/h. */
  rainfall: number;
  rainChance: number;
  cloud: number;
  condition: Condition;
  wind: Wind;
  windDegrees: number;
  /** Freezing level in metres (free atmosphere). */
  freezingLevel: number;
  /** Synoptic wetness at the place, about -1 (ridge) to 1 (front). */
  wetness: number;
  /** Positive ahead of a front (wetness rising), negative behind it. */
  trend: number;
}

interface Wave {
  wavelengthKm: number;
  speedKmh: number;
  headingDeg: number;
  phase: number;
  amplitude: number;
  modulationHours: number;
}

// Fixed wave train: incommensurate wavelengths and speeds keep the pattern from visibly repeating.
const WAVES: readonly Wave[] = [
  {
    wavelengthKm: 2600,
    speedKmh: 42,
    headingDeg: 60,
    phase: 0.4,
    amplitude: 0.55,
    modulationHours: 397,
  },
  {
    wavelengthKm: 1700,
    speedKmh: 55,
    headingDeg: 75,
    phase: 2.1,
    amplitude: 0.35,
    modulationHours: 251,
  },
  {
    wavelengthKm: 3900,
    speedKmh: 30,
    headingDeg: 40,
    phase: 4.0,
    amplitude: 0.3,
    modulationHours: 613,
  },
  {
    wavelengthKm: 1100,
    speedKmh: 48,
    headingDeg: 55,
    phase: 1.3,
    amplitude: 0.15,
    modulationHours: 173,
  },
];
const AMPLITUDE_SUM = WAVES.reduce((sum, w) => sum + w.amplitude, 0);

const KM_PER_DEG_LAT = 111.2;
const KM_PER_DEG_LON = 84; // at about 41°S, the middle of the country

/** Wetness (-1..1) and its rate of change per hour at a point and time (hours since epoch). */
export function synoptic(
  lat: number,
  lon: number,
  hours: number,
): { wetness: number; trend: number } {
  const x = (lon - 172) * KM_PER_DEG_LON;
  const y = (lat + 41) * KM_PER_DEG_LAT;
  let value = 0;
  let rate = 0;
  for (const w of WAVES) {
    const heading = (w.headingDeg * Math.PI) / 180;
    const along = x * Math.sin(heading) + y * Math.cos(heading);
    const k = (2 * Math.PI) / w.wavelengthKm;
    const modulation = 0.65 + 0.35 * Math.sin((2 * Math.PI * hours) / w.modulationHours + w.phase);
    const angle = k * (along - w.speedKmh * hours) + w.phase;
    value += w.amplitude * modulation * Math.sin(angle);
    rate += -w.amplitude * modulation * Math.cos(angle) * k * w.speedKmh;
  }
  return { wetness: value / AMPLITUDE_SUM, trend: rate / AMPLITUDE_SUM };
}

/** Smooth place noise in -0.5..0.5: seeded per place and 3-hour node, interpolated between nodes. */
function placeNoise(key: string, channel: number, hours: number): number {
  const node = Math.floor(hours / 3);
  const frac = hours / 3 - node;
  const at = (n: number): number => mulberry32(hashString(`${key}|${channel}|${n}`))() - 0.5;
  const smooth = frac * frac * (3 - 2 * frac);
  return at(node) * (1 - smooth) + at(node + 1) * smooth;
}

/** One value in 0..1 for this place and exact hour (showers on or off, thunder, fog). */
function hourDice(key: string, channel: number, hours: number): number {
  return mulberry32(hashString(`${key}|dice${channel}|${Math.floor(hours)}`))();
}

const fold = (text: string): string => foldMacrons(text).toLowerCase();

/** Diurnal shape -0.5 (06:00) .. 0.5 (15:00), smooth at both turning points. */
function diurnal(localHour: number): number {
  if (localHour >= 6 && localHour <= 15) return 0.5 * Math.cos((Math.PI * (localHour - 15)) / 9);
  const h = localHour < 6 ? localHour + 24 : localHour;
  return 0.5 * Math.cos((Math.PI * (h - 15)) / 15);
}

/** Climate mean at sea level for the latitude and day of year (southern hemisphere seasons). */
export function climateMean(lat: number, dayOfYear: number, seasonFactor = 1): number {
  const absLat = Math.abs(lat);
  const annual = 15.5 - (absLat - 36.8) * 0.6;
  const amplitude = (4 + (absLat - 35) * 0.13) * seasonFactor;
  // Warmest in late January, coldest in late July.
  return annual + amplitude * Math.cos((2 * Math.PI * (dayOfYear - 28)) / 365.25);
}

export function pointWeather(place: Place, ms: number): PointWeather {
  const hours = ms / HOUR_MS;
  const local = nzParts(ms);
  const localHour = local.hour + local.minute / 60;
  const { wetness, trend } = synoptic(place.lat, place.lon, hours);
  // Trend is about ±0.3 per hour at most; g is ahead (+) or behind (-) the front, -1..1.
  const g = clamp(trend / 0.12, -1, 1);
  const region = fold(place.region);
  const northwest = Math.max(0, g);
  const southerly = Math.max(0, -g);

  let localWet = wetness + 0.18 * placeNoise(place.key, 1, hours);
  const climate = regionalClimate(region, place.lat, place.lon);
  localWet += climate.wet;
  if (climate.windward) localWet += 0.3 * northwest + 0.1;
  if (climate.lee) localWet += -0.35 * northwest + 0.2 * southerly - 0.05;
  if (place.altitude > 800) localWet += 0.1;
  // Under a rain warning it rains whatever the synoptic field says, as hard as the level says.
  const forced = place.forcing?.at(place.lat, place.lon, ms);
  // Thunderstorms strike about one place in three in any hour.
  const nudge = forced?.scattered && hourDice(place.key, 4, hours) > 0.35 ? undefined : forced;
  if (nudge && nudge.wet > 0) localWet = Math.max(localWet, 0) + nudge.wet;

  const sea = place.exposure === 'open-sea';
  const mean = climateMean(place.lat, nzDayOfYear(ms), sea ? 1 : climate.seasonFactor);
  const cloudiness = clamp(0.45 + 0.6 * localWet, 0, 1);
  const range = sea
    ? 1.5
    : (place.exposure === 'coast' ? 7 : 10) * (1 - 0.6 * cloudiness) * climate.rangeFactor;
  const foehn = climate.lee ? 5 * northwest * (diurnal(localHour) + 0.5) : 0;
  const freeAir = mean + 2 * northwest - 4.5 * southerly * (sea ? 0.6 : 1);
  const temp =
    freeAir +
    range * diurnal(localHour) +
    foehn -
    6.5 * (place.altitude / 1000) +
    1.6 * placeNoise(place.key, 2, hours);

  const windDegreesRaw = 270 + 60 * Math.tanh(2.5 * g) + 40 * placeNoise(place.key, 3, hours);
  const windDegrees = funnel(region, windDegreesRaw);
  const exposureFactor = sea ? 1.5 : place.exposure === 'coast' ? 1.15 : 1;
  const funnelFactor = region === 'wellington' ? 1.35 : 1;
  const ridgeCalm = wetness < -0.35 ? 0.55 : 1;
  const speed = Math.max(
    0,
    (6 + 20 * Math.abs(g) + 8 * Math.max(0, wetness) + 6 * placeNoise(place.key, 4, hours)) *
      exposureFactor *
      funnelFactor *
      ridgeCalm *
      (1 + place.altitude / 2500) *
      (1 + (nudge?.wind ?? 0)),
  );
  const gust = speed * (1.35 + 0.3 * hourDice(place.key, 5, hours)) + 2;

  const showery = g < -0.15;
  const wetOver = localWet - 0.25;
  let rainfall = wetOver > 0 ? Math.pow(wetOver, 1.6) * 12 : 0;
  if (showery && !nudge?.wet && hourDice(place.key, 1, hours) < 0.45) rainfall *= 0.15;
  rainfall = rainfall < 0.05 ? 0 : round1(rainfall);
  const rainChance = clamp(Math.round(((localWet + 0.25) * 90) / 10) * 10, 0, 100);
  const humidity = Math.round(
    clamp(
      70 +
        28 * localWet -
        18 * diurnal(localHour) * (1 - cloudiness) +
        6 * placeNoise(place.key, 6, hours),
      25,
      100,
    ),
  );
  const pressure = Math.round(
    clamp(1013 - 16 * wetness - 4 * g + 3 * placeNoise(place.key, 7, hours), 960, 1045),
  );
  const freezingLevel = Math.round(clamp((freeAir / 6.5) * 1000, 0, 5000) / 50) * 50;

  const roundedTemp = round1(temp);
  const wind: Wind = {
    direction: toCompass(windDegrees),
    averageSpeed: Math.round(speed),
    gustSpeed: Math.round(gust),
  };
  const condition = chooseCondition({
    temp: roundedTemp,
    rainfall,
    localWet,
    showery,
    cloud: cloudiness,
    humidity,
    windKt: wind.averageSpeed,
    localHour,
    wetness,
    thunderDice: hourDice(place.key, 2, hours),
    fogDice: hourDice(place.key, 3, Math.floor(hours / 24)),
    sea,
  });
  return {
    temp: roundedTemp,
    humidity,
    pressure,
    rainfall,
    rainChance,
    cloud: round1(cloudiness),
    condition,
    wind,
    windDegrees: Math.round(((windDegrees % 360) + 360) % 360),
    freezingLevel,
    wetness,
    trend: g,
  };
}

/** Cook Strait turns north-westerlies northerly and south-westerlies southerly. */
function funnel(region: string, degrees: number): number {
  if (region !== 'wellington') return degrees;
  const d = ((degrees % 360) + 360) % 360;
  if (d >= 270 || d < 45) return 350;
  if (d >= 135 && d < 270) return 175;
  return d;
}

interface ConditionInputs {
  temp: number;
  rainfall: number;
  localWet: number;
  showery: boolean;
  cloud: number;
  humidity: number;
  windKt: number;
  localHour: number;
  wetness: number;
  thunderDice: number;
  fogDice: number;
  sea: boolean;
}

function chooseCondition(i: ConditionInputs): Condition {
  if (i.rainfall > 0) {
    if (i.temp <= 1.5) return 'snow';
    if (i.localWet > 0.75 && i.temp > 15 && i.thunderDice < 0.3) return 'thunder';
    if (i.showery) return i.rainfall >= 1.5 ? 'showers' : 'few-showers';
    if (i.rainfall < 0.6 && i.humidity >= 90) return 'drizzle';
    return 'rain';
  }
  if (i.windKt >= 25) return 'windy';
  const foggyMorning = i.localHour >= 4 && i.localHour <= 9 && i.windKt <= 5 && i.humidity >= 90;
  if (!i.sea && foggyMorning && i.wetness < 0 && i.fogDice < 0.5) return 'fog';
  if (i.showery && i.localWet > 0.1) return 'few-showers';
  if (i.cloud > 0.72) return 'cloudy';
  if (i.cloud > 0.38) return 'partly-cloudy';
  return 'fine';
}
