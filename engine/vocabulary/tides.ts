import type { TideEvent } from '#schemas/generated/types.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The tide at `ms` between the high and low waters around it: a half cosine between each pair
 * (the smooth form of the rule of twelfths). The one interpolation the server's activity
 * forecasts and the tide chart draw with; undefined outside the table.
 *
 * @example tideAt([{ time: '...04:00', type: 'low', height: 0.4 }, { time: '...10:12', type: 'high', height: 2.3 }], ms)
 */
export function tideAt(
  tides: readonly TideEvent[],
  ms: number,
): { height: number; trend: 'rising' | 'falling' } | undefined {
  for (let i = 1; i < tides.length; i++) {
    const a = tides[i - 1];
    const b = tides[i];
    if (!a || !b) continue;
    const from = Date.parse(a.time);
    const to = Date.parse(b.time);
    if (ms < from || ms > to || to <= from) continue;
    const f = (1 - Math.cos((Math.PI * (ms - from)) / (to - from))) / 2;
    return {
      height: round1(a.height + (b.height - a.height) * f),
      trend: b.height >= a.height ? 'rising' : 'falling',
    };
  }
  return undefined;
}
