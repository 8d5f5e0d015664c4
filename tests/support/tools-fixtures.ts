import type { FastifyInstance } from 'fastify';
import { hashPassword } from '#server/tools/auth/passwords.ts';

export const TOOLS_PASSWORD = 'correct horse battery staple';

/**
 * The environment of a production site with the tools on and three accounts, all with
 * TOOLS_PASSWORD: ana (editor), quinn (qa) and bo (both). The hash is cheap (N=1024) for tests.
 */
export async function toolsProductionEnv(): Promise<Record<string, string>> {
  const hash = await hashPassword(TOOLS_PASSWORD, { N: 1024, r: 8, p: 1 });
  return {
    NODE_ENV: 'production',
    TOOLS_ENABLED: 'true',
    TOOLS_USERS: `ana:editor:${hash} quinn:qa:${hash} bo:both:${hash}`,
  };
}

/** Signs `user` in and returns the Cookie header that carries the session. */
export async function signIn(
  app: FastifyInstance,
  user: string,
  remoteAddress = '203.0.113.7',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/tools/login',
    remoteAddress,
    payload: { user, password: TOOLS_PASSWORD },
  });
  const cookie = res.cookies.find((c) => c.name === 'wx_tools');
  if (res.statusCode !== 200 || !cookie) throw new Error(`sign-in answered ${res.statusCode}`);
  return `wx_tools=${cookie.value}`;
}
