import type { Facilities, FacilityStatus, RoadStatus } from '#schemas/generated/types.ts';
import type { Location } from './locations.ts';
import { pointWeather } from './demo-model.ts';
import type { Place, PointWeather } from './demo-model.ts';
import { HOUR_MS, nzDayOfYear, nzParts } from './nz-time.ts';
import { unitHash } from '#engine/prng.ts';
import { isSkiSeason, skiFieldFacts } from './ski-fields.ts';
import { clamp } from './units.ts';

/** Demo ski field, snow and road reports, driven by the same weather model as the forecasts. */

export function placeAt(location: Location, altitude: number): Place {
  return {
    key: location.key,
    lat: location.lat,
    lon: location.lon,
    region: location.region,
    altitude,
    exposure: 'land',
  };
}

/** New snow (cm) at an altitude over the hours before `ms`: about 1 cm per mm of water. */
export function recentSnow(place: Place, ms: number, hours: number): number {
  let cm = 0;
  for (let h = 1; h <= hours; h++) {
    const w = pointWeather(place, ms - h * HOUR_MS);
    if (w.rainfall > 0 && place.altitude >= w.freezingLevel - 300) cm += w.rainfall;
  }
  return Math.round(cm);
}

const LIFTS_OPEN_HOUR = 9;
const LIFTS_CLOSE_HOUR = 16;

export function demoFacilities(
  location: Location,
  ms: number,
): { facilities: Facilities; isSkiSeason: boolean } {
  const facts = skiFieldFacts(location);
  const season = isSkiSeason(ms);
  const { hour } = nzParts(ms);
  const top = pointWeather(placeAt(location, facts.highAltitude), ms);
  const operating = season && hour >= LIFTS_OPEN_HOUR && hour < LIFTS_CLOSE_HOUR;
  const hourIndex = Math.floor(ms / HOUR_MS);
  const counts: Record<FacilityStatus, number> = { open: 0, paused: 0, closed: 0 };
  const facilityList = facts.facilities.map((group) => ({
    facilityTypeName: group.facilityTypeName,
    items: group.items.map((name) => {
      const status = liftStatus(operating, top, unitHash(location.key, name, hourIndex));
      counts[status] += 1;
      return { name, status };
    }),
  }));
  return {
    isSkiSeason: season,
    facilities: {
      status: counts,
      facilityList,
      highAltitude: facts.highAltitude,
      verticalDrop: facts.highAltitude - facts.baseAltitude,
      baseAltitude: facts.baseAltitude,
      viewMoreUrl: facts.viewMoreUrl,
    },
  };
}

function liftStatus(operating: boolean, top: PointWeather, dice: number): FacilityStatus {
  if (!operating) return 'closed';
  if (top.wind.averageSpeed >= 45) return dice < 0.8 ? 'closed' : 'paused';
  if (top.wind.averageSpeed >= 32 || top.wind.gustSpeed >= 55)
    return dice < 0.5 ? 'paused' : 'open';
  if (top.rainfall >= 3) return dice < 0.3 ? 'paused' : 'open';
  return dice < 0.04 ? 'closed' : 'open';
}

/** Seasonal snow base (cm) at the top of a field: builds from June, peaks in early September. */
function seasonalBase(dayOfYear: number): number {
  const start = 150; // about 30 May
  const peak = 245; // about 2 September
  const gone = 320; // about mid-November
  if (dayOfYear < start || dayOfYear > gone) return 0;
  if (dayOfYear <= peak)
    return 200 * Math.sin(((dayOfYear - start) / (peak - start)) * (Math.PI / 2));
  return 200 * Math.cos(((dayOfYear - peak) / (gone - peak)) * (Math.PI / 2));
}

export function demoSnow(
  location: Location,
  ms: number,
): { upperSnowBase: number; lowerSnowBase: number; text: string } {
  const facts = skiFieldFacts(location);
  const upper = placeAt(location, facts.highAltitude);
  const newSnow = recentSnow(upper, ms, 72);
  const fieldFactor = 0.75 + 0.5 * unitHash(location.key, 'snowpack');
  const base = seasonalBase(nzDayOfYear(ms)) * fieldFactor;
  const upperSnowBase = Math.round(clamp(base + newSnow, 0, 400));
  const lowerShare = clamp(0.35 + (facts.baseAltitude - 1200) / 2000, 0.3, 0.7);
  const lowerSnowBase = Math.round(clamp(base * lowerShare + newSnow * 0.6, 0, upperSnowBase));
  let text: string;
  if (!isSkiSeason(ms)) {
    text = `The ski season at ${location.label} has finished or not yet started. Snow depths are indicative only.`;
  } else if (newSnow >= 5) {
    text = `${newSnow} cm of new snow in the last 72 hours. Fresh powder on the upper mountain, groomed runs below.`;
  } else {
    text =
      'No new snow in the last 72 hours. Groomed runs firm early, softening in the afternoon sun.';
  }
  return { upperSnowBase, lowerSnowBase, text };
}

export interface RoadInputs {
  /** Snow (cm/h) falling on the road now. */
  snowRate: number;
  /** New snow (cm) on the road over the last or next 12 hours. */
  snowCm: number;
  temp: number;
  gustKt: number;
}

/** The rules an alpine road report follows, shared by every provider. */
export function roadStatusFor(i: RoadInputs): { status: RoadStatus; text: string } {
  if (i.snowRate >= 2.5 || i.gustKt >= 60) {
    return {
      status: 'closed',
      text: 'Closed because of heavy snow and strong winds. Check again later today.',
    };
  }
  if (i.snowRate > 0 || i.snowCm >= 3) {
    return {
      status: 'chains',
      text: 'Snow on the road. Chains must be carried and fitted where signposted; 4WD recommended.',
    };
  }
  if (i.temp <= 1) {
    return {
      status: 'caution',
      text: 'Ice likely on shaded corners. Grit has been applied; drive to the conditions.',
    };
  }
  return { status: 'open', text: 'Open. No chains required. Drive to the conditions.' };
}

export function demoRoad(
  location: Location,
  ms: number,
): { roadName: string; status: RoadStatus; text: string } {
  const facts = skiFieldFacts(location);
  const road = placeAt(location, Math.max(300, facts.baseAltitude - 100));
  const now = pointWeather(road, ms);
  const snowing = now.rainfall > 0 && road.altitude >= now.freezingLevel - 300;
  const rules = roadStatusFor({
    snowRate: snowing ? now.rainfall : 0,
    snowCm: recentSnow(road, ms, 12),
    temp: now.temp,
    gustKt: now.wind.gustSpeed,
  });
  return { roadName: facts.roadName, ...rules };
}
