import { spawnSync } from 'node:child_process';
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshCompiledEntry } from '../scripts/compiled-server.ts';
import { ConfigError, loadConfig } from './config.ts';

/** A well-formed scrypt hash (npm run tools:password makes real ones). */
const HASH = `scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$${'k'.repeat(43)}`;

describe('loadConfig', () => {
  it('gives safe defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DEBUG: false,
      CONTENT_DIR: '/srv/site/content',
      DATA_DIR: '/srv/site/data',
      STATIC_DIR: '/srv/site/dist/client',
      CAP_DIR: '/srv/site/content/cap',
      DATABASE_URL: undefined,
      CAP_FEED_URL: undefined,
      CAP_POLL_SECONDS: 60,
      SEARCH_APP_ID: 'local',
      SEARCH_API_KEY: 'public-search-key',
      SEARCH_INDEX: 'prod_index',
      SEARCH_HITS_PER_PAGE: 10,
      SEARCH_HOSTS: undefined,
      WEATHER_PROVIDER: 'demo',
      PUBLIC_ORIGIN: 'http://localhost:3000',
      API_PREFIX: '/api',
      SHUTDOWN_GRACE_MS: 10_000,
      CONTENT_WATCH: true,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('loads the sample CAP alerts only in the demo set-up, never beside a real feed (issue 28)', () => {
    const feed = loadConfig({ CAP_FEED_URL: 'https://alerts.example.nz/cap/rss' }, '/srv/site');
    expect(feed).toMatchObject({ CAP_DIR: undefined, CAP_DEMO: false, CAP_LINK_HOSTS: [] });
    expect(
      loadConfig(
        { CAP_FEED_URL: 'https://alerts.example.nz/cap/rss', CAP_DIR: '/srv/cap' },
        '/srv/site',
      ),
    ).toMatchObject({ CAP_DIR: '/srv/cap', CAP_DEMO: false });
    expect(loadConfig({}, '/srv/site')).toMatchObject({
      CAP_DIR: '/srv/site/content/cap',
      CAP_DEMO: true,
    });
    expect(
      loadConfig({ CAP_LINK_HOSTS: 'cap.example.nz, files.example.nz:8443' }, '/srv')
        .CAP_LINK_HOSTS,
    ).toEqual(['cap.example.nz', 'files.example.nz:8443']);
    expect(() => loadConfig({ CAP_LINK_HOSTS: 'http://x/' })).toThrow(
      "CAP_LINK_HOSTS has an invalid host 'http://x/'",
    );
  });

  it('reads valid values, treating blank ones as unset', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DEBUG: 'true',
        LOG_LEVEL: 'warn',
        CONTENT_DIR: '/data/content',
        DATABASE_URL: 'postgres://user:secret@db:5432/weather',
        WEATHER_PROVIDER: 'open-meteo',
        SEARCH_HOSTS: 'search-1.example.com, search-2.example.com:443',
        PUBLIC_ORIGIN: 'https://weather.example.nz/',
        HOST: '   ',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      PORT: 8080,
      DEBUG: true,
      LOG_LEVEL: 'warn',
      CONTENT_DIR: '/data/content',
      DATABASE_URL: 'postgres://user:secret@db:5432/weather',
      WEATHER_PROVIDER: 'open-meteo',
      SEARCH_HOSTS: ['search-1.example.com', 'search-2.example.com:443'],
      PUBLIC_ORIGIN: 'https://weather.example.nz',
      HOST: '0.0.0.0',
    });
    expect(isAbsolute(config.DATA_DIR)).toBe(true);
  });

  it('lists every problem at once and never echoes the database URL', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://root:hunter2@db/weather',
        WEATHER_PROVIDER: 'bom',
        CAP_POLL_SECONDS: '-5',
        SHUTDOWN_GRACE_MS: '1.5',
        DEBUG: 'maybe',
        API_PREFIX: 'api',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.problems).toHaveLength(7);
    expect(error.message).toContain("PORT must be a whole number from 0 to 65535, got 'abc'");
    expect(error.message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(error.message).toContain("WEATHER_PROVIDER must be one of demo, open-meteo, got 'bom'");
    expect(error.message).toContain('CAP_POLL_SECONDS');
    expect(error.message).toContain('SHUTDOWN_GRACE_MS');
    expect(error.message).toContain('DEBUG must be true or false');
    expect(error.message).toContain('API_PREFIX');
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('\n');
  });

  it("turns the editors' and QA tools on by default, off in production unless asked for", () => {
    expect(loadConfig({}).TOOLS_ENABLED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).TOOLS_ENABLED).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        TOOLS_ENABLED: 'true',
        TOOLS_USERS: `ana:editor:${HASH}`,
      }).TOOLS_ENABLED,
    ).toBe(true);
    expect(loadConfig({ TOOLS_ENABLED: 'no' }).TOOLS_ENABLED).toBe(false);
  });

  it('fixes "now" from WX_NOW, an instant with its zone; unset is the wall clock', () => {
    expect(loadConfig({}).WX_NOW).toBeUndefined();
    expect(loadConfig({ WX_NOW: '2026-11-26T01:00:00Z' }).WX_NOW).toBe(1_795_654_800_000);
    expect(loadConfig({ WX_NOW: '2026-11-26T14:00+13:00' }).WX_NOW).toBe(1_795_654_800_000);
    for (const bad of ['2026-11-26T01:00:00', 'tomorrow', '2026-13-40T01:00:00Z'])
      expect(() => loadConfig({ WX_NOW: bad })).toThrow(
        `WX_NOW must be a date and time with its zone, such as 2026-11-26T01:00:00Z, got '${bad}'`,
      );
  });

  // Issue 27, finding 1: the tools had no login at all.
  it("reads the tools' accounts, and refuses tools in production that nobody could sign in to", () => {
    const config = loadConfig({
      TOOLS_USERS: ` ana:editor:${HASH}\n  Quinn:qa:${HASH} bo:both:${HASH} `,
    });
    expect([...config.TOOLS_ACCESS.accounts.values()].map((a) => [a.name, a.roles])).toEqual([
      ['ana', ['editor']],
      ['Quinn', ['qa']],
      ['bo', ['editor', 'qa']],
    ]);
    expect(() => loadConfig({ NODE_ENV: 'production', TOOLS_ENABLED: 'true' })).toThrow(
      'TOOLS_ENABLED=true in production needs TOOLS_USERS',
    );
    const error = (() => {
      try {
        loadConfig({
          TOOLS_USERS: `ana:editor:${HASH} dee:admin:${HASH} bo:editor:scrypt$1$2$3$x$y cy:qa ana:qa:${HASH}`,
          TOOLS_SSO_HEADER: 'X-Forwarded-User',
        });
      } catch (e) {
        return e as ConfigError;
      }
      throw new Error('accepted');
    })();
    expect(error.problems).toEqual([
      'TOOLS_SSO_HEADER and TOOLS_SSO_PROXIES go together: the header is believed only from those proxies',
      "TOOLS_USERS entry 2 (dee) has role 'admin'; use editor, qa or both",
      'TOOLS_USERS entry 3 (bo) is not an scrypt hash (scrypt$N$r$p$salt$key; make one with npm run tools:password)',
      'TOOLS_USERS entry 5 (ana) repeats the name ana',
    ]);
    // The hash is never echoed.
    expect(error.message).not.toContain(HASH.slice(-20));
  });

  it("sets the drafts' bounds and the HTTP limits, with defaults", () => {
    expect(loadConfig({})).toMatchObject({
      DRAFTS_EXPIRE_DAYS: 30,
      DRAFTS_QUOTA_MB: 100,
      REQUEST_TIMEOUT_MS: 30_000,
      HEADERS_TIMEOUT_MS: 10_000,
      MAX_CONNECTIONS: 10_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      'HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS',
    );
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be a whole number/);
  });
});

describe('server start-up with a bad configuration', () => {
  it('prints one line without a stack and exits 1', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    // As `npm start` runs it: compiled when the build is up to date, else the sources.
    const compiled = freshCompiledEntry('server/main.ts', root);
    const args = compiled ? [compiled] : ['--import', 'tsx', 'server/main.ts'];
    const run = spawnSync(process.execPath, args, {
      cwd: root,
      env: { ...process.env, PORT: 'abc', WEATHER_PROVIDER: 'nope' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT .*; WEATHER_PROVIDER .*'nope'$/),
    ]);
    expect(run.stderr).not.toMatch(/\bat .+:\d+/);
    expect(run.stdout).toBe('');
  });
});
