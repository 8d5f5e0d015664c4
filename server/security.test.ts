import { cspDirectives, scriptHash, serialiseCsp, staticSecurityHeaders } from './security.ts';

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
