import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';

/**
 * Limits per visitor (issue 28, item 6): one budget per client address (the visitor's, behind
 * TRUST_PROXY_HOPS proxies) for each kind of expensive request, shared by every route of that
 * kind, so 300 renders of /national leave nothing for /search or a section redirect:
 *   pages       rendered pages, the search page and section redirects (RENDER_RATE_LIMIT)
 *   search      the search API (SEARCH_RATE_LIMIT)
 *   favourites  favourites writes: add, remove and the list's order (FAVOURITES_WRITE_LIMIT)
 *   preview     the editors' preview renders, each as costly as a cold page (PREVIEW_RATE_LIMIT)
 * Over a budget the answer is 429 with Retry-After. The server's own in-process calls carry a
 * per-process token and never count.
 */
export type VisitorBudget = 'pages' | 'search' | 'favourites' | 'preview';

/** A visitor's favourites writes a minute: a person's clicks, and the syncs that follow them. */
export const FAVOURITES_WRITE_LIMIT = 30;

declare module 'fastify' {
  interface FastifyInstance {
    /** Route options counting each request against the visitor's `budget` (none when unlimited). */
    visitorLimit(budget: VisitorBudget): { onRequest?: onRequestHookHandler };
  }
}

const OWN_CALL_HEADER = 'x-wx-own-call';
/** Made once per process and never sent out: a visitor cannot claim to be the server. */
const ownCallToken = randomBytes(24).toString('base64url');

/** `app.inject(ownCall(url))`: a GET the server makes of itself, which no budget counts. */
export const ownCall = (url: string) =>
  ({ method: 'GET', url, headers: { [OWN_CALL_HEADER]: ownCallToken } }) as const;

const isOwnCall = (request: FastifyRequest): boolean =>
  request.headers[OWN_CALL_HEADER] === ownCallToken;

/**
 * Route options counting each request against the visitor's `budget`. Budgets belong to the
 * whole app (buildApp sets them up with visitorBudgets); a route plugin registered on its own,
 * as unit tests do, has none.
 * @example app.get('/search', limitFor(app, 'pages'), handler)
 */
export const limitFor = (
  app: FastifyInstance,
  budget: VisitorBudget,
): { onRequest?: onRequestHookHandler } =>
  app.hasDecorator('visitorLimit') ? app.visitorLimit(budget) : {};

/** Decorates `app.visitorLimit`; call on the root instance before the routes are registered. */
export async function visitorBudgets(
  app: FastifyInstance,
  perMinute: Readonly<Partial<Record<VisitorBudget, number>>>,
): Promise<void> {
  if (!app.hasDecorator('rateLimit')) await app.register(fastifyRateLimit, { global: false });
  const hooks = new Map<VisitorBudget, onRequestHookHandler>();
  for (const [budget, max] of Object.entries(perMinute) as Array<[VisitorBudget, number]>) {
    // One limiter (one store) per budget, shared by all its routes.
    if (max > 0) {
      const hook = app.rateLimit({ max, timeWindow: '1 minute', allowList: isOwnCall });
      hooks.set(budget, hook as onRequestHookHandler);
    }
  }
  app.decorate('visitorLimit', (budget: VisitorBudget) => {
    const hook = hooks.get(budget);
    return hook ? { onRequest: hook } : {};
  });
}
