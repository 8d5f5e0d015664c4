import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { boundedJson } from '#schemas/bounded-json.ts';
import { validateFavouriteItem } from '#schemas/generated/validators.js';
import {
  FAVOURITES_FULL_TEXT,
  parseFavouriteKey,
  TOP_FAVOURITES,
} from '#machines/favourites-list.ts';
import type { FavouritesRecord } from '#machines/favourites-list.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { LocationIndex } from '#server/weather/locations.ts';
import { isLocationType } from '#server/weather/locations.ts';
import { limitFor } from '#server/rate-limits.ts';
import { buildFavouriteItem, favouriteLocation } from './favourite-item.ts';
import type { FavouritesProvider } from './favourite-item.ts';
import {
  FavouritesSessionStore,
  isSessionToken,
  MAX_FAVOURITES,
  TooManyFavouritesError,
  type WriteResult,
} from './session-store.ts';

export interface FavouritesRoutesOptions {
  db: Database;
  provider: FavouritesProvider;
  locations: Pick<LocationIndex, 'get'>;
  config: Pick<Config, 'API_PREFIX' | 'NODE_ENV'>;
  /** Event types of the warnings in force over a place (boating ratings count them). */
  warningsFor?: (type: string, key: string) => readonly string[];
}

export const SESSION_COOKIE = 'wx_session';
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** A session idle this long has outlived its cookie (COOKIE_MAX_AGE_S, refreshed on each write). */
const SESSION_KEEP_DAYS = 366;
const MAINTAIN_EVERY_WRITES = 1000;
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
function parseRecord(
  body: unknown,
  known: (key: { type: string; key: string }) => string,
): FavouritesRecord {
  if (
    typeof body !== 'object' ||
    body === null ||
    !Array.isArray((body as { items?: unknown }).items)
  ) {
    throw new RequestError(400, 'The body must be { items: ["type/key", ...], topCount }');
  }
  const { items, topCount } = body as { items: unknown[]; topCount?: unknown };
  if (items.length > MAX_FAVOURITES) throw new RequestError(400, FAVOURITES_FULL_TEXT);
  const bad = items.find((k) => parseFavouriteKey(k) === null);
  if (bad !== undefined)
    throw new RequestError(400, `Not a favourite key (type/key): ${boundedJson(bad)}`);
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
  // Only favourites of known types are stored (404 otherwise). A place the site has since removed
  // stays in the visitor's list, which shows it as no longer available (issue 25) rather than
  // refusing the whole list.
  for (const item of items) known(parseFavouriteKey(item) as { type: string; key: string });
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
  const deps = { provider, ...(opts.warningsFor ? { warningsFor: opts.warningsFor } : {}) };
  const base = `${config.API_PREFIX}/favourites`;
  const store = new FavouritesSessionStore(db);
  // A list of 50 favourites is about 5 KB: 16 KB keeps the cost of a hostile body small (issue
  // 27). One budget for all of a visitor's writes (server/rate-limits.ts).
  const writeOptions = { bodyLimit: 16 * 1024, ...limitFor(app, 'favourites') };
  if (!app.hasReplyDecorator('setCookie')) await app.register(fastifyCookie);

  // Maintenance at start, then every MAINTAIN_EVERY_WRITES writes and at least hourly; one at a
  // time, and never in the way of a visitor's request (its failure is only logged).
  let writes = 0;
  let maintaining: Promise<void> | null = null;
  const maintain = (): void => {
    maintaining ??= store
      .maintain(SESSION_KEEP_DAYS)
      .then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error }, 'favourites database maintenance failed'),
      )
      .finally(() => {
        maintaining = null;
      });
  };
  maintain();
  const hourly = setInterval(maintain, 3_600_000);
  hourly.unref();
  app.addHook('onClose', async () => {
    clearInterval(hourly);
    await maintaining;
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && ++writes % MAINTAIN_EVERY_WRITES === 0) maintain();
    done();
  });

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
  /** The session cookie after a write: set (or refreshed) when a session holds the list. */
  const sendWrite = (request: FastifyRequest, reply: FastifyReply, result: WriteResult) => {
    const cookie = {
      path: base,
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.NODE_ENV === 'production',
    };
    if (result.token)
      reply.setCookie(SESSION_COOKIE, result.token, { ...cookie, maxAge: COOKIE_MAX_AGE_S });
    // A cookie naming no session (made up, or expired) is removed rather than sent forever.
    else if (request.cookies[SESSION_COOKIE] !== undefined)
      reply.clearCookie(SESSION_COOKIE, cookie);
    return send(reply, 200, result.record);
  };
  /** A well-formed key of a place the site knows; `typeOnly` takes a removed place of a known type. */
  const known = (type: string, key: string, typeOnly = false): string => {
    const parsed = parseFavouriteKey(`${type}/${key}`);
    if (!parsed)
      throw new RequestError(
        400,
        'A favourite is type/key, both lowercase words joined by hyphens',
      );
    const ok = typeOnly
      ? isLocationType(parsed.type)
      : favouriteLocation(locations, parsed.type, parsed.key);
    if (!ok) throw new RequestError(404, `No favourite ${type}/${key}`);
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
    const result = await buildFavouriteItem(deps, location, (error) =>
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

  app.put(`${base}/order`, writeOptions, async (request, reply) => {
    const record = parseRecord(request.body, (k) => known(k.type, k.key, true));
    return sendWrite(request, reply, await store.replace(sessionToken(request), record));
  });

  app.get<{ Params: { type: string; key: string } }>(`${base}/:type/:key`, (request, reply) =>
    item(request, reply, `${request.params.type}/${request.params.key}`),
  );
  app.get<{ Params: { favouriteKey: string } }>(`${base}/:favouriteKey`, (request, reply) =>
    item(request, reply, request.params.favouriteKey),
  );

  app.put<{ Params: { type: string; key: string } }>(
    `${base}/:type/:key`,
    writeOptions,
    async (request, reply) => {
      const key = known(request.params.type, request.params.key);
      return sendWrite(request, reply, await store.add(sessionToken(request), key));
    },
  );

  app.delete<{ Params: { type: string; key: string } }>(
    `${base}/:type/:key`,
    writeOptions,
    async (request, reply) => {
      const key = known(request.params.type, request.params.key, true);
      return sendWrite(request, reply, await store.remove(sessionToken(request), key));
    },
  );
}
