import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

/** A bounded load from this process to a loopback URL (10 connections unless told, fixed duration). */
export async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  more: Partial<autocannon.Options> = {},
): Promise<LoadResult> {
  const r = await autocannon({ url, connections: 10, duration: seconds, headers, ...more });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    latencyP99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
