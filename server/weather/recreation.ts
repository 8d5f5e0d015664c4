import type {
  MarinePeriod,
  RecreationActivity,
  RecreationData,
  RecreationPeriod,
  TideData,
  UnavailablePart,
} from '#schemas/generated/types.ts';
import { boatingRating, paddlingRisk, surfRating } from '#engine/vocabulary/activity.ts';
import { tideAt } from '#engine/vocabulary/tides.ts';
import type { Location } from './locations.ts';
import { WeatherProviderError, summariseLocation } from './provider.ts';
import type { WeatherProvider } from './provider.ts';
import { nearestPort } from './tides.ts';
import { seaStateFor } from './units.ts';

/**
 * The activity forecast of a recreational place (issue 25), made from the provider's marine
 * forecast and tides (or, on a lake or river, its hourly wind), so every provider gives it and the
 * ratings and risks come from one set of rules (engine/vocabulary/activity.ts).
 */

/** Tides are shown where a tide port is this close (km); further away they would mislead. */
export const RECREATION_TIDE_MAX_KM = 60;
const PERIODS = 16;
const PERIOD_HOURS = 3;

export const INLAND_TEXT = 'A lake or river: there is no sea, swell or tide forecast here.';
export const NO_PORT_TEXT = `No tide station within ${RECREATION_TIDE_MAX_KM} km.`;
export const TIDES_DOWN_TEXT = 'Tide predictions cannot be had right now.';
export const NO_SEA_TEMPERATURE_TEXT = 'The ocean model gives no sea temperature here.';

export function isRecreationActivity(type: string): type is RecreationActivity {
  return ['coastal', 'tidal', 'boating', 'surfing', 'kayak', 'paddleboarding'].includes(type);
}

/** The rating or risk of one period, by activity; coastal places and tide stations have none. */
function judge(
  location: Location,
  activity: RecreationActivity,
  period: Omit<RecreationPeriod, 'rating' | 'risk' | 'reasons'>,
  warnings: readonly string[],
): Pick<RecreationPeriod, 'rating' | 'risk' | 'reasons'> {
  const { wind, sea, swell } = period;
  switch (activity) {
    case 'surfing': {
      if (!swell) return {};
      const r = surfRating({
        swellHeight: swell.seaHeight,
        swellPeriod: swell.period,
        windSpeed: wind.averageSpeed,
        windFrom: wind.direction,
        facing: location.facing ?? 270,
      });
      return { rating: r.value, reasons: r.reasons };
    }
    case 'boating': {
      const r = boatingRating({
        windSpeed: wind.averageSpeed,
        gustSpeed: wind.gustSpeed,
        seaHeight: sea?.height ?? 0,
        warnings,
      });
      return { rating: r.value, reasons: r.reasons };
    }
    case 'kayak':
    case 'paddleboarding': {
      const r = paddlingRisk(activity, {
        windSpeed: wind.averageSpeed,
        gustSpeed: wind.gustSpeed,
        seaHeight: sea ? sea.height : null,
      });
      return { risk: r.value, reasons: r.reasons };
    }
    default:
      return {};
  }
}

function fromMarine(period: MarinePeriod): Omit<RecreationPeriod, 'rating' | 'risk' | 'reasons'> {
  const height = period.waveHeight ?? period.swell.seaHeight;
  return {
    time: period.time,
    wind: period.wind,
    sea: { height, state: period.waveHeight === undefined ? period.seaState : seaStateFor(height) },
    swell: period.swell,
  };
}

export interface RecreationDeps {
  provider: Pick<WeatherProvider, 'marine' | 'hourly' | 'tides'>;
  /** Event types of the warnings in force over the place (the data routes' lookup). */
  warnings: readonly string[];
}

/** The answer of GET /api/data/recreation/<type>/<key>. */
export async function recreationData(
  location: Location,
  deps: RecreationDeps,
): Promise<RecreationData> {
  const activity = location.type;
  if (!isRecreationActivity(activity))
    throw new WeatherProviderError(`${location.label} is not a recreational place.`);
  const unavailable: UnavailablePart[] = [];
  let base: Omit<RecreationPeriod, 'rating' | 'risk' | 'reasons'>[];
  let meta: { source: RecreationData['source']; issuedAt: string };
  let seaTemperature: number | undefined;
  let tides: TideData | undefined;
  let tidePort: RecreationData['tidePort'];

  if (location.inland) {
    const hourly = await deps.provider.hourly(location);
    meta = { source: hourly.source, issuedAt: hourly.issuedAt };
    base = hourly.hours
      .filter((_, i) => i % PERIOD_HOURS === 0)
      .slice(0, PERIODS)
      .map((h) => ({ time: h.time, wind: h.wind }));
    unavailable.push(
      { part: 'sea', reason: INLAND_TEXT },
      { part: 'swell', reason: INLAND_TEXT },
      { part: 'tides', reason: INLAND_TEXT },
    );
  } else {
    const port = nearestPort(location);
    const [marine, tideAnswer] = await Promise.all([
      deps.provider.marine(location),
      port.distanceKm <= RECREATION_TIDE_MAX_KM
        ? deps.provider.tides(location, port).catch(() => null)
        : Promise.resolve(undefined),
    ]);
    meta = { source: marine.source, issuedAt: marine.issuedAt };
    base = marine.periods.slice(0, PERIODS).map(fromMarine);
    seaTemperature = marine.periods[0]?.seaTemperature;
    if (seaTemperature === undefined)
      unavailable.push({ part: 'seaTemperature', reason: NO_SEA_TEMPERATURE_TEXT });
    if (tideAnswer) {
      tides = tideAnswer;
      tidePort = tideAnswer.port;
    } else
      unavailable.push({
        part: 'tides',
        reason: tideAnswer === null ? TIDES_DOWN_TEXT : NO_PORT_TEXT,
      });
  }
  const periods = base.map((p) => {
    const tide = tides ? tideAt(tides.tides, Date.parse(p.time)) : undefined;
    const period = tide ? { ...p, tide } : p;
    return { ...period, ...judge(location, activity, period, deps.warnings) };
  });
  return {
    ...meta,
    location: summariseLocation(location),
    activity,
    periods,
    unavailable,
    ...(deps.warnings.length ? { warnings: [...deps.warnings] } : {}),
    ...(tidePort ? { tidePort } : {}),
    ...(seaTemperature !== undefined ? { seaTemperature } : {}),
  };
}
