import type { RecreationData, RecreationPeriod } from '#schemas/generated/types.ts';

/** A recreational place's answer for component tests: `periods` as given, the rest filled in. */
export function recreationAnswer(
  activity: RecreationData['activity'],
  periods: RecreationPeriod[],
  extra: Partial<RecreationData> = {},
): RecreationData {
  return {
    source: 'demo',
    issuedAt: '2026-11-25T14:00:00+13:00',
    location: { key: 'spot', type: activity, label: 'The spot', region: 'Waikato' },
    activity,
    periods,
    unavailable: [],
    ...extra,
  };
}

const TIMES = [
  '2026-11-25T14:00:00+13:00',
  '2026-11-25T17:00:00+13:00',
  '2026-11-25T20:00:00+13:00',
  '2026-11-26T08:00:00+13:00',
];

/** Periods at 2 pm, 5 pm, 8 pm and 8 am the next day, each with its own values. */
export function periodsAt(values: Partial<RecreationPeriod>[]): RecreationPeriod[] {
  return values.map((v, i) => ({
    time: TIMES[i] ?? TIMES[0]!,
    wind: { direction: 'SW', averageSpeed: 8, gustSpeed: 14 },
    ...v,
  }));
}
