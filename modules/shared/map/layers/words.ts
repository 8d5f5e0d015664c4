/**
 * Words for the map layers' text alternatives (issue 25): what each map shows, said in a
 * sentence a screen reader reads before the table, and which a sighted visitor can read too.
 */

/** 'Auckland', 'Auckland and Hamilton', 'Auckland, Hamilton and Tauranga'. */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The items with the highest and lowest value (ties: the first of each), or null when none has one. */
export function extremes<T>(
  items: readonly T[],
  value: (item: T) => number | null | undefined,
): { high: T; low: T } | null {
  let high: T | undefined;
  let low: T | undefined;
  for (const item of items) {
    const v = value(item);
    if (typeof v !== 'number') continue;
    if (high === undefined || v > (value(high) ?? -Infinity)) high = item;
    if (low === undefined || v < (value(low) ?? Infinity)) low = item;
  }
  return high !== undefined && low !== undefined ? { high, low } : null;
}

/** A cloud amount (0-100) in words. */
export function cloudWords(percent: number | null | undefined): string {
  if (typeof percent !== 'number') return 'not available';
  if (percent < 20) return 'clear';
  if (percent < 40) return 'a little cloud';
  if (percent < 60) return 'some cloud';
  if (percent < 80) return 'cloudy';
  return 'thick cloud';
}
