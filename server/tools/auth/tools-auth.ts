import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { HttpError } from '#server/errors.ts';
import type { ToolsAccessConfig, ToolsAccount, ToolsRole } from './access-config.ts';
import { verifyPassword } from './passwords.ts';
import { TOOLS_SESSION_MS, ToolsSessionStore } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A tools route anyone may call (sign in, sign out, who am I); every other needs a role. */
    toolsPublic?: boolean;
  }
}

/** Who is using the tools, and how they got in. */
export interface ToolsUser {
  name: string;
  roles: readonly ToolsRole[];
  /** password: a session cookie; sso: the trusted proxy's header; loopback: development. */
  via: 'password' | 'sso' | 'loopback';
}

export const TOOLS_COOKIE = 'wx_tools';
/** In development, on this machine, the tools are open to this user with both roles. */
export const LOCAL_USER: ToolsUser = { name: 'local', roles: ['editor', 'qa'], via: 'loopback' };

export interface ToolsAuthOptions {
  access: ToolsAccessConfig;
  production: boolean;
  apiPrefix: string;
  /** PUBLIC_ORIGIN: a write may come from there, or from the address it was sent to. */
  publicOrigin: string;
  db: Database;
  now?: () => number;
}

/** Why a request is refused, if it is: 401 nobody signed in, 403 the wrong role or origin. */
export interface ToolsDecision {
  user: ToolsUser | undefined;
  refusal?: { status: 401 | 403; message: string };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const plainAddress = (address: string | undefined) => (address ?? '').replace(/^::ffff:/, '');
const isLoopback = (address: string | undefined) => {
  const plain = plainAddress(address);
  return plain === '::1' || plain.startsWith('127.');
};

/**
 * The tools' sign-in (issue 27, finding 1): who a request comes from, whether it may do what it
 * asks, and the routes to sign in and out. In production every tools route needs a signed-in user
 * with the route's role (the QA explorer: qa; the preview and drafts: editor); in development a
 * request from this machine is the local user, with both roles. Writes are CSRF-safe: the session
 * cookie is SameSite=Lax, and a write whose Origin or Sec-Fetch-Site names another site is refused.
 */
export function createToolsAuth(opts: ToolsAuthOptions) {
  const { access, production, apiPrefix } = opts;
  const sessions = new ToolsSessionStore(opts.db, opts.now);
  const toUser = (account: ToolsAccount, via: ToolsUser['via']): ToolsUser => ({
    name: account.name,
    roles: account.roles,
    via,
  });
  const account = (name: string | undefined) =>
    name === undefined ? undefined : access.accounts.get(name.trim().toLowerCase());

  async function identify(request: FastifyRequest): Promise<ToolsUser | undefined> {
    if (access.ssoHeader !== undefined) {
      const header = request.headers[access.ssoHeader];
      const fromProxy = access.ssoProxies.includes(plainAddress(request.socket.remoteAddress));
      if (typeof header === 'string' && header !== '') {
        if (!fromProxy) {
          request.log.info(
            { header: access.ssoHeader },
            'tools sign-on header ignored: not sent by TOOLS_SSO_PROXIES',
          );
        } else {
          const found = account(header);
          if (found) return toUser(found, 'sso');
          request.log.warn(
            { user: header.slice(0, 100) },
            'tools sign-on user has no account in TOOLS_USERS',
          );
          return undefined;
        }
      }
    }
    const found = account(await sessions.user(request.cookies[TOOLS_COOKIE]));
    if (found) return toUser(found, 'password');
    if (!production && isLoopback(request.socket.remoteAddress) && isLoopback(request.ip))
      return LOCAL_USER;
    return undefined;
  }

  const roleFor = (url: string): ToolsRole =>
    url === '/qa' || url.startsWith('/qa/') || url.startsWith(`${apiPrefix}/qa/`) ? 'qa' : 'editor';

  /** A write from another site (a form or script there) carries its origin: refused. */
  function sameOrigin(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
    const origin = request.headers.origin;
    return (
      origin === undefined ||
      origin === opts.publicOrigin ||
      origin === `${request.protocol}://${request.host}`
    );
  }

  async function decide(request: FastifyRequest): Promise<ToolsDecision> {
    const user = await identify(request);
    if (UNSAFE.has(request.method) && !sameOrigin(request))
      return {
        user,
        refusal: {
          status: 403,
          message: 'Changes to the tools are accepted only from the tools’ own pages.',
        },
      };
    if (request.routeOptions.config.toolsPublic) return { user };
    if (!user) return { user, refusal: { status: 401, message: 'Sign in to use the tools.' } };
    const role = roleFor(request.url);
    if (!user.roles.includes(role))
      return {
        user,
        refusal: {
          status: 403,
          message: `${user.name} may not use this tool: it needs the ${role} role.`,
        },
      };
    return { user };
  }

  /** POST login, POST logout, GET me: under `${apiPrefix}/tools/`, open to anyone. */
  async function routes(app: FastifyInstance): Promise<void> {
    if (!app.hasReplyDecorator('setCookie')) await app.register(fastifyCookie);
    const base = `${apiPrefix}/tools`;
    const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: production };
    const whoami = (user: ToolsUser) => ({ user: user.name, roles: user.roles, via: user.via });

    app.post(
      `${base}/login`,
      {
        bodyLimit: 4096,
        // Guessing passwords: 10 tries a minute per address, each costing one scrypt.
        config: { toolsPublic: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const body = request.body as { user?: unknown; password?: unknown } | null;
        const name = typeof body?.user === 'string' ? body.user.trim() : '';
        const password = typeof body?.password === 'string' ? body.password : '';
        if (name === '' || password === '' || name.length > 100 || password.length > 1000)
          throw new HttpError(400, 'Enter your user name and password.');
        const found = account(name);
        if (!(await verifyPassword(password, found?.passwordHash)) || !found) {
          request.log.warn({ user: name }, 'tools sign-in refused: wrong user name or password');
          throw new HttpError(401, 'Wrong user name or password.');
        }
        await sessions.end(request.cookies[TOOLS_COOKIE]);
        const { token } = await sessions.create(found.name);
        request.log.info({ user: found.name }, 'tools sign-in');
        reply.setCookie(TOOLS_COOKIE, token, { ...cookie, maxAge: TOOLS_SESSION_MS / 1000 });
        return reply.header('cache-control', 'no-store').send(whoami(toUser(found, 'password')));
      },
    );

    // No body: the smallest limit, so a hostile one costs nothing to refuse.
    app.post(
      `${base}/logout`,
      { bodyLimit: 1024, config: { toolsPublic: true } },
      async (request, reply) => {
        await sessions.end(request.cookies[TOOLS_COOKIE]);
        return reply.clearCookie(TOOLS_COOKIE, cookie).code(204).send();
      },
    );

    app.get(`${base}/me`, { config: { toolsPublic: true } }, async (request, reply) => {
      const user = request.toolsUser;
      if (!user) throw new HttpError(401, 'Not signed in.');
      return reply.header('cache-control', 'no-store').send(whoami(user));
    });
  }

  return { decide, routes };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the tools' sign-in hook on the tools' routes. */
    toolsUser: ToolsUser | undefined;
  }
}
