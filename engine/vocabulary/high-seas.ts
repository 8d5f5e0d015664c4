/** The four high seas areas (spec section 2), keys as in content/data/locations.json. */
export const HIGH_SEAS_AREAS = [
  { key: 'subtropic', label: 'Subtropic' },
  { key: 'pacific', label: 'Pacific' },
  { key: 'forties', label: 'Forties' },
  { key: 'southern', label: 'Southern' },
] as const;

export type HighSeasKey = (typeof HIGH_SEAS_AREAS)[number]['key'];

/**
 * The area a page's address opens in the panel (`?location=<key>`, spec section 2), or null. Only
 * the four keys count, so the server's render cache holds at most four more entries per page.
 */
export function highSeasLocation(search: string): HighSeasKey | null {
  const value = new URLSearchParams(search).get('location');
  return HIGH_SEAS_AREAS.find((a) => a.key === value)?.key ?? null;
}
