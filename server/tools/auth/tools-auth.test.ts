import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '#tests/support/site.ts';
import type { RunningSite } from '#tests/support/site.ts';
import { signIn, toolsProductionEnv, TOOLS_PASSWORD } from '#tests/support/tools-fixtures.ts';

const visitor = '203.0.113.7';
const rootOf = (html: string) => /<div id="tools-root"[^>]*>/.exec(html)?.[0] ?? '';

// Issue 27, finding 1: "The tools have no login at all." In production they now answer 401
// to anyone not signed in, before reading a body.
describe('the tools in production', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite(await toolsProductionEnv());
  });
  afterAll(() => site.close());

  it('answer 401 without a login: pages show the sign-in, APIs say so', async () => {
    for (const url of ['/preview', '/preview/drafts/AAAAAAAAAAAAAAAA', '/qa', '/qa/search']) {
      const page = await site.app.inject({ url, remoteAddress: visitor });
      expect(page.statusCode, url).toBe(401);
      expect(rootOf(page.body)).toContain('data-user=""');
      expect(page.headers['cache-control']).toBe('no-store');
    }
    const calls = [
      { method: 'GET', url: '/api/preview/drafts' },
      { method: 'GET', url: '/api/preview/drafts/AAAAAAAAAAAAAAAA' },
      { method: 'GET', url: '/api/qa/machines' },
      { method: 'GET', url: '/api/tools/me' },
      { method: 'POST', url: '/api/preview/render', payload: { description: {} } },
      { method: 'POST', url: '/api/preview/drafts', payload: { text: '{}' } },
      { method: 'DELETE', url: '/api/preview/drafts/AAAAAAAAAAAAAAAA' },
    ] as const;
    for (const call of calls) {
      const res = await site.app.inject({ ...call, remoteAddress: visitor });
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(
        /^(Sign in|Not signed in)/,
      );
    }
    // Loopback is not special in production: a proxy on this machine forwards everyone.
    expect((await site.app.inject('/api/qa/machines')).statusCode).toBe(401);
  });

  it('signs in with a configured password, with a session cookie like the favourites\u2019', async () => {
    const wrong = await site.app.inject({
      method: 'POST',
      url: '/api/tools/login',
      remoteAddress: '203.0.113.20',
      payload: { user: 'ana', password: 'hunter2' },
    });
    const unknown = await site.app.inject({
      method: 'POST',
      url: '/api/tools/login',
      remoteAddress: '203.0.113.20',
      payload: { user: 'mallory', password: TOOLS_PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { status: 401, message: 'Wrong user name or password.' },
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }

    const ok = await site.app.inject({
      method: 'POST',
      url: '/api/tools/login',
      remoteAddress: '203.0.113.20',
      // User names are matched without regard to case.
      payload: { user: 'Ana', password: TOOLS_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ user: 'ana', roles: ['editor'], via: 'password' });
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/^wx_tools=[\w-]{43};/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=43200/);

    const cookie = setCookie.split(';')[0] as string;
    const page = await site.app.inject({ url: '/preview', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toContain('data-user="ana" data-roles="editor" data-via="password"');
    const me = await site.app.inject({ url: '/api/tools/me', headers: { cookie } });
    expect(me.json()).toEqual({ user: 'ana', roles: ['editor'], via: 'password' });
  });

  it('gives each role its tools: editor the preview and drafts, qa the QA explorer', async () => {
    const [ana, quinn, bo] = await Promise.all([
      signIn(site.app, 'ana'),
      signIn(site.app, 'quinn'),
      signIn(site.app, 'bo'),
    ]);
    const status = async (url: string, cookie: string) =>
      (await site.app.inject({ url, headers: { cookie } })).statusCode;
    expect([await status('/preview', ana), await status('/api/preview/drafts', ana)]).toEqual([
      200, 200,
    ]);
    expect([await status('/qa', ana), await status('/api/qa/machines', ana)]).toEqual([403, 403]);
    expect([await status('/qa', quinn), await status('/api/qa/machines', quinn)]).toEqual([
      200, 200,
    ]);
    expect([await status('/preview', quinn), await status('/api/preview/drafts', quinn)]).toEqual([
      403, 403,
    ]);
    expect([await status('/preview', bo), await status('/qa', bo)]).toEqual([200, 200]);
    const refused = await site.app.inject({ url: '/api/qa/machines', headers: { cookie: ana } });
    expect(refused.json().error.message).toBe('ana may not use this tool: it needs the qa role.');
    // The page says who is signed in, so the app can say what is missing.
    const page = await site.app.inject({ url: '/qa', headers: { cookie: ana } });
    expect(rootOf(page.body)).toContain('data-user="ana" data-roles="editor"');
  });

  it('signs out: the session ends on the server, not only in the browser', async () => {
    const cookie = await signIn(site.app, 'bo');
    const out = await site.app.inject({
      method: 'POST',
      url: '/api/tools/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^wx_tools=;/);
    // The old cookie, kept by a copy of the browser profile, opens nothing.
    expect(
      (await site.app.inject({ url: '/api/qa/machines', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses writes from another site (CSRF), whatever the session', async () => {
    const cookie = await signIn(site.app, 'ana');
    const save = (headers: Record<string, string>) =>
      site.app.inject({
        method: 'POST',
        url: '/api/preview/drafts',
        headers: { cookie, ...headers },
        payload: { text: '{}', path: '/national' },
      });
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://preview.evil.example' },
    ];
    for (const headers of crossSite) {
      const res = await save(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.message).toBe(
        'Changes to the tools are accepted only from the tools’ own pages.',
      );
    }
    const ownOrigin = await save({
      origin: 'http://localhost:80',
      host: 'localhost:80',
      'sec-fetch-site': 'same-origin',
    });
    expect(ownOrigin.statusCode).toBe(201);
    // A sign-in from another site is refused too (no login CSRF).
    const login = await site.app.inject({
      method: 'POST',
      url: '/api/tools/login',
      headers: { origin: 'https://evil.example' },
      payload: { user: 'ana', password: TOOLS_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
  });

  it('limits sign-in attempts to 10 a minute per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/tools/login',
        remoteAddress: '203.0.113.99',
        payload: { user: 'ana', password: `guess ${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('single sign-on from a trusted proxy', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({
      NODE_ENV: 'production',
      TOOLS_ENABLED: 'true',
      TOOLS_USERS: 'ana@example.org:editor quinn@example.org:qa',
      TOOLS_SSO_HEADER: 'X-Forwarded-User',
      TOOLS_SSO_PROXIES: '10.1.2.3',
    });
  });
  afterAll(() => site.close());

  const get = (url: string, remoteAddress: string, user?: string) =>
    site.app.inject({ url, remoteAddress, headers: user ? { 'x-forwarded-user': user } : {} });

  it('believes the header only from the proxy, and only for configured accounts', async () => {
    const me = await get('/api/tools/me', '10.1.2.3', 'ana@example.org');
    expect(me.json()).toEqual({ user: 'ana@example.org', roles: ['editor'], via: 'sso' });
    expect((await get('/preview', '10.1.2.3', 'ana@example.org')).statusCode).toBe(200);
    expect((await get('/qa', '10.1.2.3', 'ana@example.org')).statusCode).toBe(403);
    // Sent by anyone else, the header is ignored.
    expect((await get('/preview', '198.51.100.4', 'ana@example.org')).statusCode).toBe(401);
    // Someone the proxy signed in who has no account here.
    expect((await get('/preview', '10.1.2.3', 'mallory@example.org')).statusCode).toBe(401);
    // An SSO-only account has no password to guess.
    const login = await site.app.inject({
      method: 'POST',
      url: '/api/tools/login',
      payload: { user: 'ana@example.org', password: 'anything' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('the tools in development', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  it('are open on this machine only', async () => {
    const local = await site.app.inject('/api/tools/me');
    expect(local.json()).toEqual({ user: 'local', roles: ['editor', 'qa'], via: 'loopback' });
    expect((await site.app.inject({ url: '/qa', remoteAddress: '::1' })).statusCode).toBe(200);
    for (const url of ['/preview', '/api/qa/machines']) {
      const other = await site.app.inject({ url, remoteAddress: '192.0.2.10' });
      expect(other.statusCode, url).toBe(401);
    }
  });
});
