import { loadConfig } from './config.ts';
import {
  configuredSources,
  cspDirectives,
  scriptHash,
  serialiseCsp,
  staticSecurityHeaders,
} from './security.ts';

/** The document CSP of a server started with this environment. */
const cspWith = (env: Record<string, string>) =>
  cspDirectives({ production: false, extraSources: configuredSources(loadConfig(env)) });

describe('cspDirectives', () => {
  it('is strict and has no unsafe-eval', () => {
    const csp = serialiseCsp(cspDirectives({ production: false }));
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('upgrades insecure requests in production only', () => {
    expect(serialiseCsp(cspDirectives({ production: true }))).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('adds extra sources and refuses unsafe-eval or injected directives', () => {
    const csp = serialiseCsp(
      cspDirectives({
        production: false,
        extraSources: { 'connect-src': ['https://rum.example.com'] },
      }),
    );
    expect(csp).toContain("connect-src 'self' https://rum.example.com");
    expect(() =>
      cspDirectives({ production: false, extraSources: { 'script-src': ["'unsafe-eval'"] } }),
    ).toThrow(/not allowed/);
    expect(() =>
      cspDirectives({ production: false, extraSources: { 'img-src': ['x; script-src *'] } }),
    ).toThrow(/not allowed/);
  });

  it('puts inline script hashes in script-src only', () => {
    const csp = serialiseCsp(cspDirectives({ production: false }), [scriptHash('1')]);
    expect(csp).toContain(
      "script-src 'self' 'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='",
    );
    expect(csp.match(/sha256-/g)).toHaveLength(1);
  });
});

describe('staticSecurityHeaders', () => {
  it('takes helmet defaults and adds HSTS only in production', () => {
    const dev = staticSecurityHeaders(false);
    expect(dev['x-content-type-options']).toBe('nosniff');
    expect(dev['x-frame-options']).toBe('SAMEORIGIN');
    expect(dev['strict-transport-security']).toBeUndefined();
    expect(staticSecurityHeaders(true)['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('each configured service opens exactly what it needs (issue 28, item 2)', () => {
  const plain = cspWith({});

  it('a hosted search index: connect-src for each of its hosts, over https', () => {
    const csp = cspWith({ SEARCH_HOSTS: 'myapp-dsn.algolia.net, myapp-1.algolianet.com' });
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://myapp-dsn.algolia.net',
      'https://myapp-1.algolianet.com',
    ]);
    expect({ ...csp, 'connect-src': plain['connect-src'] }).toEqual(plain);
  });

  it('Brightcove: its delivery hosts for media and posters', () => {
    const csp = cspWith({
      VIDEO_BRIGHTCOVE_ACCOUNT: '1',
      VIDEO_BRIGHTCOVE_PLAYLIST: '2',
      VIDEO_BRIGHTCOVE_POLICY_KEY: 'k',
    });
    expect(csp['media-src']).toEqual([
      "'self'",
      'https://*.boltdns.net',
      'https://*.akamaihd.net',
      'https://*.brightcovecdn.com',
    ]);
    expect(csp['img-src']).toEqual([
      ...(plain['img-src'] ?? []),
      ...(csp['media-src'] ?? []).slice(1),
    ]);
    expect({ ...csp, 'media-src': plain['media-src'], 'img-src': plain['img-src'] }).toEqual(plain);
  });

  it('monitoring: the intake it sends to', () => {
    const csp = cspWith({ RUM_APPLICATION_ID: 'a', RUM_CLIENT_TOKEN: 't', POSTHOG_TOKEN: 'p' });
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://*.browser-intake-datadoghq.com',
      'https://us.i.posthog.com',
    ]);
  });

  it('feeds the server reads (CAP, traffic, Open-Meteo) open nothing in the browser', () => {
    expect(
      cspWith({
        CAP_FEED_URL: 'https://alerts.example.nz/cap/rss',
        TRAFFIC_FEED_URL: 'https://traffic.example.nz/events.json',
        WEATHER_PROVIDER: 'open-meteo',
        OPEN_METEO_URL: 'https://api.open-meteo.com',
      }),
    ).toEqual(plain);
  });
});
