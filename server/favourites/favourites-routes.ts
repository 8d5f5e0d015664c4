import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateFavouriteItem } from '#schemas/generated/validators.js';
import { parseFavouriteKey, TOP_FAVOURITES } from '#machines/favourites-list.ts';
import type { FavouritesRecord } from '#machines/favourites-list.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { LocationIndex } from '#server/weather/locations.ts';
import { buildFavouriteItem, favouriteLocation } from './favourite-item.ts';
import type { FavouritesProvider } from './favourite-item.ts';
import {
  FavouritesSessionStore,
  isSessionToken,
  MAX_FAVOURITES,
  newSessionToken,
  TooManyFavouritesError,
} from './session-store.ts';

export interface FavouritesRoutesOptions {
  db: Database;
  provider: FavouritesProvider;
  locations: Pick<LocationIndex, 'get'>;
  config: Pick<Config, 'API_PREFIX' | 'NODE_ENV'>;
  /** Per-route write limit; default 30 a minute per client (server/app.ts writeRateLimit). */
  writeLimit?: { max: number; timeWindow: string };
}

export const SESSION_COOKIE = 'wx_session';
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const SESSION_KEEP_DAYS = 400;
/** Shown by the UI as is (spec section 8: the browser keeps the list; nothing is lost). */
export const DATABASE_DOWN_MESSAGE =
  'Favourites could not be synced right now. They are kept in this browser.';

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** The list body of PUT .../order: well-formed, no duplicates, topCount within bounds. */
function parseRecord(body: unknown): FavouritesRecord {
  if (
    typeof body !== 'object' ||
    body === null ||
    !Array.isArray((body as { items?: unknown }).items)
  ) {
    throw new RequestError(400, 'The body must be { items: ["type/key", ...], topCount }');
  }
  const { items, topCount } = body as { items: unknown[]; topCount?: unknown };
  if (items.length > MAX_FAVOURITES)
    throw new RequestError(400, `A list holds at most ${MAX_FAVOURITES} favourites`);
  const bad = items.find((k) => parseFavouriteKey(k) === null);
  if (bad !== undefined)
    throw new RequestError(
      400,
      `Not a favourite key (type/key): ${JSON.stringify(bad).slice(0, 80)}`,
    );
  if (new Set(items).size !== items.length)
    throw new RequestError(400, 'The list repeats a favourite');
  const max = Math.min(TOP_FAVOURITES, items.length);
  if (
    typeof topCount !== 'number' ||
    !Number.isInteger(topCount) ||
    topCount < 0 ||
    topCount > max
  ) {
    throw new RequestError(400, `topCount must be a whole number from 0 to ${max}`);
  }
  return { items: items as string[], topCount };
}

/**
 * Favourites API (spec sections 3, 7, 8): items with live values, and each browser session's list
 * (cookie session) so a cleared localStorage can be restored. Routes, under API_PREFIX:
 *   GET    /favourites                   -> { items, topCount } of this session
 *   PUT    /favourites/order             <- { items, topCount } replaces the list
 *   GET    /favourites/:type/:key        -> FavouriteItem
 *   GET    /favourites/:favouriteKey     -> FavouriteItem ('type%2Fkey', the current location's)
 *   PUT    /favourites/:type/:key        -> { items, topCount } after adding
 *   DELETE /favourites/:type/:key        -> { items, topCount } after removing
 * Errors: { error: { status, message } }; 400 malformed, 404 unknown, 429 too many writes,
 * 503 when the database is down.
 */
export async function favouritesRoutes(
  app: FastifyInstance,
  opts: FavouritesRoutesOptions,
): Promise<void> {
  const { db, provider, locations, config } = opts;
  const base = `${config.API_PREFIX}/favourites`;
  const store = new FavouritesSessionStore(db);
  const writeConfig = { rateLimit: opts.writeLimit ?? { max: 30, timeWindow: '1 minute' } };
  if (!app.hasReplyDecorator('setCookie')) await app.register(fastifyCookie);

  store
    .prune(SESSION_KEEP_DAYS)
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not prune old favourites sessions'),
    );

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof RequestError)
      return send(reply, error.status, { error: { status: error.status, message: error.message } });
    if (error instanceof TooManyFavouritesError)
      return send(reply, 400, { error: { status: 400, message: error.message } });
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return send(reply, status, { error: { status, message: error.message } });
    // Anything else here is the database (or its connection): the browser keeps its list.
    request.log.error({ err: error }, 'favourites database failed');
    return send(reply, 503, { error: { status: 503, message: DATABASE_DOWN_MESSAGE } });
  });

  const sessionToken = (request: FastifyRequest): string | null => {
    const raw = request.cookies[SESSION_COOKIE];
    return isSessionToken(raw) ? raw : null;
  };
  const writeToken = (request: FastifyRequest, reply: FastifyReply): string => {
    const token = sessionToken(request) ?? newSessionToken();
    reply.setCookie(SESSION_COOKIE, token, {
      path: base,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production',
      maxAge: COOKIE_MAX_AGE_S,
    });
    return token;
  };
  const known = (type: string, key: string): string => {
    const parsed = parseFavouriteKey(`${type}/${key}`);
    if (!parsed)
      throw new RequestError(
        400,
        'A favourite is type/key, both lowercase words joined by hyphens',
      );
    if (!favouriteLocation(locations, parsed.type, parsed.key))
      throw new RequestError(404, `No favourite ${type}/${key}`);
    return `${parsed.type}/${parsed.key}`;
  };

  const item = async (request: FastifyRequest, reply: FastifyReply, favouriteKey: string) => {
    const parsed = parseFavouriteKey(favouriteKey);
    if (!parsed)
      throw new RequestError(
        400,
        'A favourite is type/key, both lowercase words joined by hyphens',
      );
    const location = favouriteLocation(locations, parsed.type, parsed.key);
    if (!location) throw new RequestError(404, `No favourite ${favouriteKey}`);
    const result = await buildFavouriteItem(provider, location, parsed.type, (error) =>
      request.log.warn({ err: error }, 'favourite values unavailable'),
    );
    if (!validateFavouriteItem(result)) {
      request.log.error(
        { errors: validateFavouriteItem.errors, favouriteKey },
        'favourite item failed its schema',
      );
      return send(reply, 500, {
        error: {
          status: 500,
          message: 'Something went wrong on our side. Please try again shortly.',
        },
      });
    }
    return send(reply.header('cache-control', 'no-store'), 200, result);
  };

  app.get(base, async (request, reply) => {
    const token = sessionToken(request);
    const list = token ? await store.get(token) : null;
    return send(reply, 200, list ?? { items: [], topCount: 0 });
  });

  app.put(`${base}/order`, { config: writeConfig }, async (request, reply) => {
    const record = parseRecord(request.body);
    const token = writeToken(request, reply);
    return send(reply, 200, await store.replace(token, record));
  });

  app.get<{ Params: { type: string; key: string } }>(`${base}/:type/:key`, (request, reply) =>
    item(request, reply, `${request.params.type}/${request.params.key}`),
  );
  app.get<{ Params: { favouriteKey: string } }>(`${base}/:favouriteKey`, (request, reply) =>
    item(request, reply, request.params.favouriteKey),
  );

  app.put<{ Params: { type: string; key: string } }>(
    `${base}/:type/:key`,
    { config: writeConfig },
    async (request, reply) => {
      const key = known(request.params.type, request.params.key);
      const token = writeToken(request, reply);
      return send(reply, 200, await store.add(token, key));
    },
  );

  app.delete<{ Params: { type: string; key: string } }>(
    `${base}/:type/:key`,
    { config: writeConfig },
    async (request, reply) => {
      const key = known(request.params.type, request.params.key);
      const token = writeToken(request, reply);
      return send(reply, 200, await store.remove(token, key));
    },
  );
}
