import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDataCache } from '#engine/data-merge.ts';
import type { FetchJson } from '#engine/data-merge.ts';
import { loadPageTree } from '#engine/load-tree.ts';
import { adSlots, adSpaceCss } from '#engine/ad-space.ts';
import { METADATA_DEFAULTS, pageMetadata } from '#engine/metadata.ts';
import { allModules } from '#engine/tree.ts';
import type { PageTree } from '#engine/tree.ts';
import { pageMachine } from '#machines/page.machine.ts';
import type { PageContext, PageFetchOutput } from '#machines/page.machine.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { dayParam } from '#engine/day-param.ts';
import { highSeasLocation } from '#modules/high-seas-list/areas.ts';
import { compareAsk, compareQuery } from '#modules/compare/places.ts';
import { pageView } from '#machines/page-view.ts';
import type { ClientSettings, EmbeddedState } from '#src/entry-server.tsx';
import { siteLinks } from '#engine/site-links.ts';
import { demoNoticeHtml, demoSources } from './demo-notice.ts';
import type { Config } from '../config.ts';
import type { ClientAssets } from './assets.ts';
import { inlineScripts, renderDocument } from './document.ts';
import { RenderCache } from './render-cache.ts';
import { registerSectionHomes } from './section-homes.ts';
import { limitFor, ownCall } from '../rate-limits.ts';
import {
  duringWarningsOutage,
  pageWarnings,
  WARNINGS_RETRY_AFTER_S,
} from '../warnings/page-warnings.ts';
import { etagMatches } from '../page-entry.server.ts';
import type { Renderer } from './renderer.ts';
import {
  SEARCH_PAGE_PATH,
  searchable,
  searchPageDescription,
  searchPageQuery,
} from './search-page.ts';
import type { SearchHit } from '#machines/search.machine.ts';

export interface SsrOptions {
  config: Config;
  renderer: Renderer;
  assets: ClientAssets;
  version: string;
  /** Clock of the render (tests pin it). */
  now?: () => number;
  /** False while the warnings feed has not answered since the start (server/warnings). */
  warningsAvailable?: () => boolean;
}

/** Browsers and CDNs alike (s-maxage): the HTML holds nothing per visitor (finding 6). */
export const HTML_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';
/** A rendered page is reused this long on this server (a storm of one URL costs one render). */
const RENDER_CACHE_MS = 30_000;
const RENDER_CACHE_ENTRIES = 500;

interface RenderedPage {
  status: number;
  html: string;
  etag: string;
  /** False when rendered while stopping or without the warnings: never kept, never cached. */
  cacheable: boolean;
}

/**
 * The persisted snapshot without the page's ad config: nothing renders it (the ad space is in the
 * server's CSS, the ads chunk asks the pages API for the slots), and leaving it out keeps the
 * first response within one round trip (issue 13).
 */
function withoutAdConfig<T>(snapshot: T): T {
  const context = (snapshot as { context?: PageContext }).context;
  if (!context?.description?.adConfig) return snapshot;
  const strip = (d: PageDescription): PageDescription => {
    const { adConfig: _ads, ...rest } = d;
    return rest;
  };
  const tree = context.tree?.parent
    ? {
        ...context.tree,
        parent: { ...context.tree.parent, description: strip(context.tree.parent.description) },
      }
    : context.tree;
  return { ...snapshot, context: { ...context, description: strip(context.description), tree } };
}

/**
 * Server rendering: the page machine runs here to a settled state (success or fail) with server
 * actors (content store, in-process data calls), React renders the result, and the persisted
 * snapshot goes into the page so the client hydrates without fetching anything again.
 */
export async function ssrRoutes(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  const { config, renderer, assets } = opts;
  const now = opts.now ?? Date.now;
  const cache = createDataCache({ now });
  const links = siteLinks(config.ORG_URL);
  const notice = demoNoticeHtml(demoSources(config));
  // The same for every page of this build: computed once.
  const csp = app.documentCsp(inlineScripts(assets.entry));

  const warningsKnown = opts.warningsAvailable ?? (() => true);
  // The server's own requests (never counted by the visitor budgets: server/rate-limits.ts).
  const askSelf = (url: string) => app.inject(ownCall(url));
  // Module data and MCP messages come from this same server, called in-process.
  const fetchJson: FetchJson = async (url) => {
    const res = await askSelf(url);
    if (res.statusCode >= 400) throw new Error(`GET ${url} answered ${res.statusCode}`);
    return res.json();
  };

  const search: ClientSettings['search'] = {
    appId: config.SEARCH_APP_ID,
    apiKey: config.SEARCH_API_KEY,
    indexName: config.SEARCH_INDEX,
    hitsPerPage: config.SEARCH_HITS_PER_PAGE,
    ...(config.SEARCH_HOSTS ? { hosts: [...config.SEARCH_HOSTS] } : {}),
  };
  const settings = (renderedAt: number): ClientSettings => ({
    debug: config.DEBUG,
    version: opts.version,
    orgUrl: config.ORG_URL,
    now: renderedAt,
    apiPrefix: config.API_PREFIX,
    search,
    ...(Object.keys(config.MONITORING.settings).length
      ? { monitoring: config.MONITORING.settings }
      : {}),
    ...(config.ADS.settings ? { ads: config.ADS.settings } : {}),
    ...(config.TOOLS_ENABLED ? { tools: true as const } : {}),
  });

  /**
   * What of the query string modules see, normalised (it is part of the render cache key): a high
   * seas area to open (`?location=`, spec 2) and the places to compare (`?compare=`).
   */
  const addressOf = (url: URL): string => {
    const location = highSeasLocation(url.search);
    const compare = compareAsk(url.search);
    const parts = [location ? `location=${location}` : '', compare ? compareQuery(compare) : ''];
    const query = parts.filter(Boolean).join('&');
    return query ? `?${query}` : '';
  };

  /**
   * One page's HTML and status; the same for every visitor (nothing per request in it). A page
   * the server makes itself (`made`: the search page) is rendered the same way but ships no
   * client script: it is the plain-HTML fallback, and the pages API does not know it.
   */
  async function render(
    url: URL,
    request: FastifyRequest,
    made?: PageDescription,
  ): Promise<RenderedPage> {
    const renderedAt = now();
    let complete = true;
    const logger = {
      error: (m: string) => request.log.error(m),
      warn: (m: string) => request.log.warn(m),
    };
    const machine = pageMachine.provide({
      actors: {
        fetchPage: fromPromise<PageFetchOutput, { path: string }>(async ({ input }) => {
          if (made) return { status: 200, description: made };
          const page = await app.getPage(input.path);
          // While the warnings are unknown, pages say so where they would show them (issue 28).
          const outage = warningsKnown() ? null : duringWarningsOutage(page.description);
          if (outage) complete = false;
          return {
            status: outage?.status ?? page.status,
            description: outage?.description ?? page.description,
          };
        }),
        resolveTree: fromPromise<PageTree, { description: PageDescription }>(async ({ input }) =>
          loadPageTree(input.description, {
            registry: renderer.registry,
            fetchJson,
            cache,
            logger,
            debug: config.DEBUG,
            apiPrefix: config.API_PREFIX,
            day: dayParam(url.search),
            address: addressOf(url),
            fetchParent: async (path) => (await app.getPage(path)).description,
            loadModules: (names) => renderer.loadModules(names),
          }),
        ),
      },
      actions: { stampTime: () => undefined },
    });
    const actor = createActor(machine, { input: { now: renderedAt } });
    actor.start();
    actor.send({ type: 'page.load', path: url.pathname });
    const settled = await waitFor(actor, (s) => s.matches('success') || s.matches('fail'), {
      timeout: 15_000,
    });
    const context = settled.context as PageContext;
    const view = pageView(settled.matches('success') ? 'success' : 'fail', context);
    const bar = settled.matches('success')
      ? await pageWarnings(context.description, askSelf, config.API_PREFIX, logger.warn)
      : { complete: true };
    const warnings = bar.warnings;
    const state: EmbeddedState = {
      settings: settings(renderedAt),
      page: withoutAdConfig(actor.getPersistedSnapshot()),
      ...(warnings ? { warnings } : {}),
    };
    actor.stop();

    const description = context.description;
    const status = context.status ?? (view.status === 'fail' ? 500 : 200);
    const head = pageMetadata(description ?? (await app.getPage('/not-found')).description, {
      ...METADATA_DEFAULTS,
      origin: config.PUBLIC_ORIGIN,
    });
    const appHtml = renderer.renderApp({
      page: view,
      links,
      debug: config.DEBUG,
      now: renderedAt,
      version: opts.version,
      search: state.settings.search,
      address: addressOf(url),
      ...(warnings ? { initialWarnings: warnings } : {}),
    });
    const html = renderDocument({
      head,
      status404: status >= 400 && status < 500,
      css: assets.css(context.tree ? allModules(context.tree).map((m) => m.name) : []),
      ...(config.ADS.settings && context.tree
        ? {
            adSpace: adSpaceCss(
              adSlots((context.tree.parent?.description ?? description)?.adConfig),
            ),
          }
        : {}),
      appHtml,
      state,
      ...(assets.darkCss ? { darkCss: assets.darkCss } : {}),
      ...(made ? {} : { clientEntry: assets.entry }),
      notice,
    });
    return {
      status,
      html,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`,
      cacheable: complete && bar.complete && !app.stopping(),
    };
  }

  const pages = new RenderCache<RenderedPage>({
    ttlMs: RENDER_CACHE_MS,
    maxEntries: RENDER_CACHE_ENTRIES,
    now,
  });

  // Returns the reply: an async handler that sent its answer must say so, or Fastify sends again.
  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = new URL(request.url, 'http://local');
    // Only the path, ?day=, ?location= and ?compare= change what is rendered: other query strings share
    // the entry.
    const day = dayParam(url.search);
    const key = `${day ? `${url.pathname}?day=${day}` : url.pathname}${addressOf(url)}`;
    const page = await pages.get(
      key,
      () => render(url, request),
      (p) => p.status === 200 && p.cacheable,
    );
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', page.status === 200 && page.cacheable ? HTML_CACHE : 'no-store');
    if (page.status === 503) reply.header('retry-after', String(WARNINGS_RETRY_AFTER_S));
    if (page.status !== 200) return reply.send(page.html);
    reply.header('etag', page.etag);
    if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return reply.send(page.html);
  }

  // The search page asks search through the overlay's own client: the configured hosts, or this
  // server's search API (which it answers from the in-process index).
  const searchRunner = renderer.createSearchRunner(search, {
    origin: ownOrigin(app, config.HOST),
  });

  /** `/search?q=…`: search without JavaScript (the header's search control submits here). */
  app.get(SEARCH_PAGE_PATH, limitFor(app, 'pages'), async (request, reply) => {
    const query = searchPageQuery(request.query);
    let hits: SearchHit[] | 'failed' = [];
    if (searchable(query)) {
      try {
        hits = await searchRunner.search(query);
      } catch (error) {
        request.log.error(`unable to run search: ${(error as Error).message}`);
        hits = 'failed';
      }
    }
    const url = new URL(request.url, 'http://local');
    const page = await render(url, request, searchPageDescription(query, hits));
    return reply
      .code(hits === 'failed' ? 503 : page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', hits === 'failed' || !page.cacheable ? 'no-store' : HTML_CACHE)
      .send(page.html);
  });

  registerSectionHomes(app, limitFor(app, 'pages'));
  app.get('/*', limitFor(app, 'pages'), async (request, reply) => {
    if (request.url.startsWith(`${config.API_PREFIX}/`)) return reply.callNotFound();
    return answer(request, reply);
  });
}

/**
 * This server's own address, for the requests it sends itself. A getter: the search client reads
 * it when it is first used, once the server listens (the port is known only then; tests use 0).
 */
function ownOrigin(app: FastifyInstance, host: string): { host: string; protocol: string } {
  return {
    get host() {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const name = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
      return `${name.includes(':') ? `[${name}]` : name}:${port}`;
    },
    protocol: 'http:',
  };
}
