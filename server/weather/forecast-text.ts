import { COMPASS_POINT_VALUES } from '#schemas/generated/enums.ts';
import type { CompassPoint, Condition, MarinePeriod } from '#schemas/generated/types.ts';
import { COMPASS_WORDS, windsFrom } from '#engine/vocabulary/compass.ts';
import type { PointWeather } from './demo-model.ts';
import { CONDITION_WEIGHT, toCompass } from './units.ts';

/** Forecast texts in the terse New Zealand forecaster style: 'Fine apart from morning cloud. Northwesterlies.' */

const PHRASE: Record<Condition, string> = {
  fine: 'fine',
  'partly-cloudy': 'partly cloudy',
  cloudy: 'cloudy',
  'few-showers': 'a few showers',
  showers: 'showers',
  rain: 'rain',
  drizzle: 'drizzle',
  thunder: 'showers, possibly thundery',
  snow: 'snow',
  fog: 'fog',
  windy: 'windy',
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const isWet = (c: Condition): boolean => CONDITION_WEIGHT[c] >= CONDITION_WEIGHT.drizzle;
const isGrey = (c: Condition): boolean => c === 'cloudy' || c === 'fog';

/** The most notable condition of a run of hours. */
export function dominantCondition(samples: readonly PointWeather[]): Condition {
  // The most notable condition that lasts: one thundery or damp hour does not make the day's icon.
  const needed = Math.max(2, Math.ceil(samples.length / 5));
  const counts = new Map<Condition, number>();
  for (const s of samples) counts.set(s.condition, (counts.get(s.condition) ?? 0) + 1);
  const byWeight = [...counts.keys()].sort((a, b) => CONDITION_WEIGHT[b] - CONDITION_WEIGHT[a]);
  const lasting = byWeight.find((c) => (counts.get(c) ?? 0) >= needed);
  if (lasting) return lasting;
  const cloud = samples.reduce((sum, s) => sum + s.cloud, 0) / Math.max(1, samples.length);
  return cloud > 0.72 ? 'cloudy' : cloud > 0.38 ? 'partly-cloudy' : 'fine';
}

/** Mean wind direction of samples (vector average, so NW and SW average to W). */
export function meanDirection(samples: readonly PointWeather[]): CompassPoint {
  let x = 0;
  let y = 0;
  for (const s of samples) {
    const rad = (s.windDegrees * Math.PI) / 180;
    x += Math.sin(rad) * s.wind.averageSpeed;
    y += Math.cos(rad) * s.wind.averageSpeed;
  }
  return toCompass((Math.atan2(x, y) * 180) / Math.PI);
}

function skyPhrase(
  morning: Condition,
  afternoon: Condition,
  evening: Condition,
  heavy: boolean,
): string {
  const day = [morning, afternoon, evening];
  if (day.every((c) => c === morning)) {
    if (morning === 'rain' && heavy) return 'Rain, heavy at times.';
    if (morning === 'fog') return 'Fog, lifting at times.';
    return `${capitalise(PHRASE[morning])}.`;
  }
  if (isGrey(morning) && !isWet(afternoon) && !isGrey(afternoon)) {
    return `${capitalise(PHRASE[afternoon] === 'fine' ? 'fine' : PHRASE[afternoon])} apart from morning ${morning === 'fog' ? 'fog' : 'cloud'}.`;
  }
  if (!isWet(morning) && isWet(afternoon)) {
    return `${capitalise(PHRASE[morning])}. ${capitalise(PHRASE[afternoon])} developing in the afternoon.`;
  }
  if (!isWet(morning) && !isWet(afternoon) && isWet(evening)) {
    return `${capitalise(PHRASE[morning])}. ${capitalise(PHRASE[evening])} developing in the evening.`;
  }
  if (isWet(morning) && !isWet(afternoon)) {
    return `${capitalise(PHRASE[morning])} in the morning, then ${afternoon === 'fine' ? 'fine spells' : PHRASE[afternoon]}.`;
  }
  const main = CONDITION_WEIGHT[afternoon] >= CONDITION_WEIGHT[morning] ? afternoon : morning;
  return `${capitalise(PHRASE[main])}${heavy && main === 'rain' ? ', heavy at times' : ''}.`;
}

export function windPhrase(
  morning: readonly PointWeather[],
  later: readonly PointWeather[],
): string {
  const all = [...morning, ...later];
  const speed = all.reduce((sum, s) => sum + s.wind.averageSpeed, 0) / Math.max(1, all.length);
  if (speed < 7) return 'Light winds.';
  const first = meanDirection(morning.length > 0 ? morning : later);
  const second = meanDirection(later.length > 0 ? later : morning);
  const strength = speed >= 30 ? 'gale ' : speed >= 20 ? 'strong ' : '';
  const main = capitalise(`${strength}${windsFrom(first)}`);
  const turn = Math.abs(((directionIndex(second) - directionIndex(first) + 12) % 8) - 4);
  return turn >= 2 ? `${main}, changing ${COMPASS_WORDS[second]} later.` : `${main}.`;
}

const directionIndex = (p: CompassPoint): number => COMPASS_POINT_VALUES.indexOf(p);

/** A day's text from its 24 hourly samples (index = local hour). */
export function dayText(hours: readonly PointWeather[]): string {
  const morning = hours.slice(6, 12);
  const afternoon = hours.slice(12, 18);
  const evening = hours.slice(18, 24);
  const heavy = hours.some((h) => h.rainfall >= 4);
  const sky = skyPhrase(
    dominantCondition(morning),
    dominantCondition(afternoon),
    dominantCondition(evening),
    heavy,
  );
  return `${sky} ${windPhrase(morning, [...afternoon, ...evening])}`;
}

export function mountainText(
  condition: Condition,
  freezingLevel: number,
  windKt: number,
  direction: CompassPoint,
): string {
  // Snow usually reaches about 300 m below the freezing level.
  const snowLevel = Math.max(0, freezingLevel - 300);
  const sky =
    condition === 'snow'
      ? `Snow to ${snowLevel} metres.`
      : isWet(condition)
        ? `${capitalise(PHRASE[condition])}, snow to ${snowLevel} metres.`
        : `${capitalise(PHRASE[condition])}.`;
  const wind =
    windKt >= 35
      ? `${capitalise(COMPASS_WORDS[direction])} gales about the tops`
      : `${capitalise(windsFrom(direction))} ${windKt} knots about the tops`;
  return `${sky} Freezing level ${freezingLevel} metres. ${wind}.`;
}

export function marineText(periods: readonly MarinePeriod[]): string {
  const first = periods[0];
  if (!first) return '';
  const next = periods.slice(0, 8);
  const peak = next.reduce((a, b) => (b.wind.averageSpeed > a.wind.averageSpeed ? b : a), first);
  const round5 = (kt: number): number => Math.max(5, Math.round(kt / 5) * 5);
  let wind = `${capitalise(COMPASS_WORDS[first.wind.direction])} ${round5(first.wind.averageSpeed)} knots`;
  if (round5(peak.wind.averageSpeed) >= round5(first.wind.averageSpeed) + 10) {
    const turned =
      peak.wind.direction !== first.wind.direction ? `${COMPASS_WORDS[peak.wind.direction]} ` : '';
    wind += `, rising to ${turned}${round5(peak.wind.averageSpeed)} knots later`;
  }
  const last = next[next.length - 1] ?? first;
  const sea =
    last.seaState !== first.seaState
      ? `Sea becoming ${last.seaState}.`
      : `${capitalise(first.seaState)} sea.`;
  const metres = first.swell.seaHeight === 1 ? 'metre' : 'metres';
  const swell = `${capitalise(COMPASS_WORDS[first.swell.direction])} swell ${first.swell.seaHeight} ${metres}.`;
  return `${wind}. ${sea} ${swell}`;
}

/** A day's text when only the day's condition and wind are known (real providers). */
export function conditionWindText(
  condition: Condition,
  wind: { direction: CompassPoint; averageSpeed: number },
): string {
  const sky = condition === 'rain' ? 'Rain' : `${capitalise(PHRASE[condition])}`;
  const speed = wind.averageSpeed;
  const windText =
    speed < 7
      ? 'Light winds.'
      : `${capitalise(`${speed >= 30 ? 'gale ' : speed >= 20 ? 'strong ' : ''}${windsFrom(wind.direction)}`)}.`;
  return `${sky}. ${windText}`;
}
