import type { FarmDay, OutlookPeriod, SkyDay } from '#schemas/generated/types.ts';

/**
 * Payload days for the sun, UV, frost, fire and farm module tests (only imported by *.test.tsx):
 * Wednesday 25 November 2026 first, the test clock's day (./clock.ts).
 */
export function skyDay(date: string, over: Partial<SkyDay> = {}): SkyDay {
  return {
    date,
    sunrise: `${date}T05:57:00+13:00`,
    sunset: `${date}T20:18:00+13:00`,
    dayLengthMinutes: 861,
    moonrise: `${date}T21:23:00+13:00`,
    moonset: `${date}T05:39:00+13:00`,
    moonPhase: 0.52,
    moonIllumination: 100,
    uvMax: 11.3,
    uvClearSky: 12.5,
    uvPeakAt: `${date}T13:10:00+13:00`,
    sunProtectionFrom: `${date}T09:00:00+13:00`,
    sunProtectionTo: `${date}T17:20:00+13:00`,
    ...over,
  };
}

export function farmDay(date: string, over: Partial<FarmDay> = {}): FarmDay {
  return {
    date,
    lowTemp: 6,
    highTemp: 18,
    rainfall: 0,
    windSpeed: 8,
    frost: 'none',
    frostReasons: ['Low of 6°'],
    fire: 'low',
    fireReasons: ['High of 18°', 'wind 8 kt', '1 day since rain'],
    growingDegreeDays: 2,
    evapotranspiration: 4.2,
    ...over,
  };
}

export const OUTLOOK_MONTH: OutlookPeriod = {
  label: 'December 2026',
  from: '2026-12-01',
  to: '2026-12-31',
  regions: [
    {
      key: 'north-north-island',
      label: 'Northland, Auckland, Waikato, Bay of Plenty',
      temperature: { above: 49, near: 33, below: 18 },
      rainfall: { above: 25, near: 37, below: 38 },
    },
    {
      key: 'east-south-island',
      label: 'Coastal Canterbury, east Otago',
      temperature: { above: 30, near: 40, below: 30 },
      rainfall: { above: 15, near: 30, below: 55 },
    },
  ],
};
