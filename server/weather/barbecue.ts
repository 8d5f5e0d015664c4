import type {
  BarbecueData,
  BarbecueDay,
  DayForecast,
  ForecastData,
} from '#schemas/generated/types.ts';

/**
 * The barbecue rating (spec pages doc section 9: 1 Yeah, nah; 2 Hmmmm; 3 Choice; 4 Awesome),
 * rated from a day's forecast, so every weather provider (demo and Open-Meteo alike) gives one
 * from the same daily values. A barbecue wants warmth, a dry sky and a breeze that keeps the
 * smoke moving but not the paper plates.
 */

/** The thresholds, named so tests can check each edge. Temperatures °C, wind kt (mean), rain %. */
export const BARBECUE_LIMITS = {
  /** Below this high it is too cold to stand outside: 1. */
  coldBelow: 12,
  /** At or above this chance of rain the day is a washout: 1. */
  washoutChance: 70,
  /** At or above this much rain (mm over the day) the day is a washout: 1. */
  washoutRainfall: 5,
  /** At or above this mean wind the smoke and the napkins leave: 1. */
  galeFrom: 25,
  /** Choice (3) needs a high at least this warm ... */
  choiceFrom: 18,
  /** ... a chance of rain below this ... */
  choiceChanceBelow: 40,
  /** ... and mean wind below this. */
  choiceWindBelow: 18,
  /** Awesome (4) needs a high at least this warm ... */
  awesomeFrom: 22,
  /** ... a chance of rain below this ... */
  awesomeChanceBelow: 20,
  /** ... and mean wind below this. */
  awesomeWindBelow: 12,
} as const;

type Rating = 1 | 2 | 3 | 4;

/** The rating of one day's forecast. */
export function barbecueRating(
  day: Pick<DayForecast, 'highTemp' | 'rainChance' | 'rainfall' | 'wind'>,
): Rating {
  const L = BARBECUE_LIMITS;
  const wind = day.wind.averageSpeed;
  if (
    day.highTemp < L.coldBelow ||
    day.rainChance >= L.washoutChance ||
    day.rainfall >= L.washoutRainfall ||
    wind >= L.galeFrom
  )
    return 1;
  if (
    day.highTemp >= L.awesomeFrom &&
    day.rainChance < L.awesomeChanceBelow &&
    wind < L.awesomeWindBelow
  )
    return 4;
  if (
    day.highTemp >= L.choiceFrom &&
    day.rainChance < L.choiceChanceBelow &&
    wind < L.choiceWindBelow
  )
    return 3;
  return 2;
}

/** How many days the barbecue answer covers: the week ahead. */
export const BARBECUE_DAYS = 7;

function ratedDay(day: DayForecast): BarbecueDay {
  return {
    date: day.date,
    rating: barbecueRating(day),
    highTemp: day.highTemp,
    rainChance: day.rainChance,
    rainfall: day.rainfall,
    windSpeed: day.wind.averageSpeed,
  };
}

/** GET /api/data/barbecue/<type>/<key>: the daily forecast's first week, rated. */
export function barbecueData(forecast: ForecastData): BarbecueData {
  return {
    source: forecast.source,
    issuedAt: forecast.issuedAt,
    location: forecast.location,
    days: forecast.days.slice(0, BARBECUE_DAYS).map(ratedDay),
  };
}
