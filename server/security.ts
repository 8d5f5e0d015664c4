import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { BRIGHTCOVE_MEDIA_HOSTS } from './video/brightcove.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The document Content-Security-Policy allowing exactly these inline scripts (by their
     * SHA-256 hashes) besides same-origin files. Hashes, not a per-response nonce, so one cached
     * copy of a page is right for every visitor (issue 11, finding 6) and the CSP stays strict.
     */
    documentCsp(inlineScripts: readonly string[]): string;
  }
}

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export interface SecurityOptions {
  /** Adds HSTS and upgrade-insecure-requests, which would break plain-http local use. */
  production: boolean;
  /**
   * Path prefixes (e.g. '/api/', '/version.json') that answer data, never documents: they get
   * the short API set instead of the document set.
   */
  dataPaths?: readonly string[];
  /** Extra sources per directive (e.g. a monitoring host in connect-src), appended to ours. */
  extraSources?: CspDirectives;
}

/**
 * The site's Content-Security-Policy without inline scripts. No 'unsafe-eval' anywhere: validators are
 * precompiled (DESIGN.md). `worker-src blob:` is for the monitoring compression worker (DESIGN.md,
 * facts). Inline styles stay allowed because React style attributes need them and styles cannot
 * run code.
 */
export function cspDirectives(options: SecurityOptions): CspDirectives {
  const base: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'worker-src': ["'self'", 'blob:'],
  };
  if (options.production) base['upgrade-insecure-requests'] = [];
  for (const [name, sources] of Object.entries(options.extraSources ?? {})) {
    base[name] = [...(base[name] ?? []), ...sources];
  }
  for (const [name, sources] of Object.entries(base)) {
    for (const source of sources) {
      if (source === "'unsafe-eval'" || /[;,\s]/.test(source))
        throw new Error(`CSP source '${source}' in ${name} is not allowed`);
    }
  }
  return base;
}

/** What configuredSources reads: the settings that point the browser at other hosts. */
export type HostSettings = Pick<Config, 'SEARCH_HOSTS' | 'VIDEO_BRIGHTCOVE' | 'MONITORING' | 'ADS'>;

/**
 * The CSP sources every configured outside service needs, and no more (issue 28, item 2): a
 * hosted search index is queried by the browser (connect-src, https as the search client asks
 * it); Brightcove's video files and posters come from its delivery hosts (media-src, img-src);
 * monitoring and ads bring their own (monitoring-config.ts, ads/ads-config.ts). The feeds
 * (CAP, traffic, Open-Meteo) are read by the server only and open nothing.
 */
export function configuredSources(config: HostSettings): CspDirectives {
  const search: CspDirectives = config.SEARCH_HOSTS
    ? { 'connect-src': config.SEARCH_HOSTS.map((host) => `https://${host}`) }
    : {};
  const video: CspDirectives = config.VIDEO_BRIGHTCOVE
    ? { 'media-src': BRIGHTCOVE_MEDIA_HOSTS, 'img-src': BRIGHTCOVE_MEDIA_HOSTS }
    : {};
  return mergeSources(search, video, config.MONITORING.csp, config.ADS.csp);
}

/** Several sets of extra CSP sources as one, each source once. */
export function mergeSources(...sets: CspDirectives[]): CspDirectives {
  const out: Record<string, string[]> = {};
  for (const set of sets)
    for (const [name, sources] of Object.entries(set))
      out[name] = [...new Set([...(out[name] ?? []), ...sources])];
  return out;
}

/** `'sha256-…'` of an inline script's exact text, as CSP level 2 expects it. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function serialiseCsp(
  directives: CspDirectives,
  scriptSources: readonly string[] = [],
): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const all = name === 'script-src' ? [...sources, ...scriptSources] : sources;
      return all.length > 0 ? `${name} ${all.join(' ')}` : name;
    })
    .join('; ');
}

/**
 * Helmet's other headers (nosniff, frame options, referrer policy, COOP, CORP...), computed once
 * by running helmet against a recorder. @fastify/helmet would rebuild the helmet middleware on
 * every request, which alone costs more than answering a cached page description.
 */
export function staticSecurityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  const middleware = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  middleware(
    {} as Parameters<typeof middleware>[0],
    recorder as unknown as Parameters<typeof middleware>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Headers for data responses (JSON). A CSP only acts on documents and workers, so data gets the
 * OWASP REST set instead: deny everything including framing (frame-ancestors supersedes
 * X-Frame-Options), nosniff, same-origin resource policy. Stricter, and a fraction of the bytes
 * and header checks on the hottest path.
 */
export function dataSecurityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };
  if (production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * Sets the security headers on every response and offers `app.documentCsp`. Call it directly on
 * the root instance (not through register): its hook must cover every route, 404s included.
 */
export async function securityHeaders(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  const directives = cspDirectives(options);
  const documentHeaders = {
    ...staticSecurityHeaders(options.production),
    'content-security-policy': serialiseCsp(directives),
  };
  const dataHeaders = dataSecurityHeaders(options.production);
  const dataPaths = options.dataPaths ?? [];
  const isData = (url: string): boolean => dataPaths.some((prefix) => url.startsWith(prefix));

  app.decorate('documentCsp', (inlineScripts: readonly string[]) =>
    serialiseCsp(directives, inlineScripts.map(scriptHash)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isData(request.url) ? dataHeaders : documentHeaders);
    done();
  });
}

/**
 * The build's files (`/assets/`) and the media pages show (house ad images, webcam pictures,
 * video posters and clips) readable from any origin, so the editors' preview frames can run the
 * site (issue 23): a sandbox without `allow-same-origin` has an opaque origin, which needs CORS
 * for module scripts and a cross-origin resource policy for styles and images. They are public,
 * the same for everyone, and never sent with credentials. Only where the tools are on.
 */
export function previewReadableAssets(app: FastifyInstance, apiPrefix: string): void {
  const media = ['/assets/', '/webcams/', '/videos/', `${apiPrefix}/ads/house/images/`];
  app.addHook('onRequest', (request, reply, done) => {
    if (media.some((prefix) => request.url.startsWith(prefix)))
      reply.headers({
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
      });
    done();
  });
}
