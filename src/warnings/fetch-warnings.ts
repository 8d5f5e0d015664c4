import type { WarningsLocation } from '#machines/warnings.machine.ts';

/**
 * The browser's request for one location's warnings (spec section 7: API prefix, response has a
 * warnings list). A non-OK answer rejects, so the machine retries after 20 seconds.
 */
export async function fetchWarningsJson(
  location: WarningsLocation,
  signal: AbortSignal,
  apiPrefix = '/api',
): Promise<unknown> {
  const url = `${apiPrefix}/warnings-service/${encodeURIComponent(location.locationType)}/${encodeURIComponent(location.key)}`;
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`warnings request failed: HTTP ${response.status}`);
  return response.json();
}
