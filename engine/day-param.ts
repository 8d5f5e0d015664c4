/** The `day` query parameter of forecast pages (spec pages doc "Forecast day parameter"). */

/** A valid `day` query value (spec: year-month-day), or null. */
export function dayParam(search: string): string | null {
  const day = new URLSearchParams(search).get('day');
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : null;
}

/** The same URL without the `day` parameter (spec: it is removed from the address once used). */
export function withoutDayParam(url: string): string {
  const u = new URL(url, 'http://x');
  u.searchParams.delete('day');
  return u.pathname + u.search + u.hash;
}
