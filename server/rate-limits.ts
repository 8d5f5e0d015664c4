import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * Route config for expensive reads (search, server rendering; issue 11, finding 3): at most `max`
 * requests a minute per client (its address; see TRUST_PROXY_HOPS), or none when `max` is 0.
 * Over the limit the answer is 429 with Retry-After.
 */
export const perClientLimit = (max: number): { rateLimit: RateLimitOptions | false } => ({
  rateLimit: max > 0 ? { max, timeWindow: '1 minute' } : false,
});
