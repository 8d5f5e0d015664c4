import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDataCache } from '#engine/data-merge.ts';
import type { FetchJson } from '#engine/data-merge.ts';
import { loadPageTree } from '#engine/load-tree.ts';
import { adSlots, adSpaceCss } from '#engine/ad-space.ts';
import { METADATA_DEFAULTS, pageMetadata } from '#engine/metadata.ts';
import { allModules, mapSlots } from '#engine/tree.ts';
import type { PageTree } from '#engine/tree.ts';
import { pageMachine } from '#machines/page.machine.ts';
import type { PageContext, PageFetchOutput } from '#machines/page.machine.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { dayParam } from '#src/app/history.ts';
import { pageView } from '#src/app/page-view.ts';
import type { ClientSettings, EmbeddedState } from '#src/client-state.ts';
import { siteLinks } from '#src/shell/site.ts';
import type { Config } from '../config.ts';
import type { ClientAssets } from './assets.ts';
import { renderDocument } from './document.ts';
import { warningsEntryId } from '#machines/warnings.machine.ts';
import { loadedView } from '#src/warnings/warnings-text.ts';
import type { InitialWarnings } from '#src/warnings/warnings-text.ts';
import type { Renderer } from './renderer.ts';

export interface SsrOptions {
  config: Config;
  renderer: Renderer;
  assets: ClientAssets;
  version: string;
  /** Clock of the render (tests pin it). */
  now?: () => number;
}

const HTML_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** Opens the forecast day named by `?day=` (spec: forecast pages accept a day parameter). */
function withOpenDay(tree: PageTree, day: string | null): PageTree {
  if (!day) return tree;
  return mapSlots(tree, (modules) =>
    modules.map((m) =>
      m.name === 'forecast-days' ? { ...m, config: { ...m.config, openDay: day } } : m,
    ),
  );
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

  // Module data and MCP messages come from this same server, called in-process.
  const fetchJson: FetchJson = async (url) => {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode >= 400) throw new Error(`GET ${url} answered ${res.statusCode}`);
    return res.json();
  };

  const settings = (renderedAt: number): ClientSettings => ({
    debug: config.DEBUG,
    version: opts.version,
    orgUrl: config.ORG_URL,
    now: renderedAt,
    apiPrefix: config.API_PREFIX,
    search: {
      appId: config.SEARCH_APP_ID,
      apiKey: config.SEARCH_API_KEY,
      indexName: config.SEARCH_INDEX,
      hitsPerPage: config.SEARCH_HITS_PER_PAGE,
      ...(config.SEARCH_HOSTS ? { hosts: [...config.SEARCH_HOSTS] } : {}),
    },
    ...(Object.keys(config.MONITORING.settings).length
      ? { monitoring: config.MONITORING.settings }
      : {}),
    ...(config.ADS.settings ? { ads: config.ADS.settings } : {}),
  });

  /**
   * The page location's warnings, asked of this server's warnings service like the browser does,
   * so they are in the first paint (and there without JavaScript). Undefined on any failure: the
   * bar then renders loading and the browser fetches and retries as usual.
   */
  async function initialWarnings(
    description: PageDescription | null | undefined,
    log: (m: string) => void,
  ): Promise<InitialWarnings | undefined> {
    const location = description?.location;
    if (!location || description.layout.hideWarningsBar) return undefined;
    try {
      const view = loadedView(
        await fetchJson(
          `${config.API_PREFIX}/warnings-service/${encodeURIComponent(location.type)}/${encodeURIComponent(location.key)}`,
        ),
      );
      // The bar and banner show no national summary; leaving it out (about 12 KB of JSON in a
      // storm) keeps the first response within one round trip. The browser's answer has it.
      return view
        ? { id: warningsEntryId(location.type, location.key), view: { ...view, summary: [] } }
        : undefined;
    } catch (error) {
      log(`warnings for the server render unavailable: ${(error as Error).message}`);
      return undefined;
    }
  }

  // Returns the reply: an async handler that sent its answer must say so, or Fastify sends again.
  async function render(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const renderedAt = now();
    const url = new URL(request.url, 'http://local');
    const logger = {
      error: (m: string) => request.log.error(m),
      warn: (m: string) => request.log.warn(m),
    };
    const machine = pageMachine.provide({
      actors: {
        fetchPage: fromPromise<PageFetchOutput, { path: string }>(async ({ input }) => {
          const page = await app.getPage(input.path);
          return { status: page.status, description: page.description };
        }),
        resolveTree: fromPromise<PageTree, { description: PageDescription }>(async ({ input }) =>
          withOpenDay(
            await loadPageTree(input.description, {
              registry: renderer.registry,
              fetchJson,
              cache,
              logger,
              debug: config.DEBUG,
              apiPrefix: config.API_PREFIX,
              fetchParent: async (path) => (await app.getPage(path)).description,
              loadModules: (names) => renderer.loadModules(names),
            }),
            dayParam(url.search),
          ),
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
    const warnings = settled.matches('success')
      ? await initialWarnings(context.description, logger.warn)
      : undefined;
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
      ...(warnings ? { initialWarnings: warnings } : {}),
    });
    const html = renderDocument({
      head,
      status404: status >= 400 && status < 500,
      css: assets.css(
        context.tree
          ? [
              ...allModules(context.tree),
              ...(context.tree.parent ? allModules(context.tree.parent.tree) : []),
            ].map((m) => m.name)
          : [],
      ),
      ...(config.ADS.settings && context.tree
        ? {
            adSpace: adSpaceCss(
              adSlots((context.tree.parent?.description ?? description)?.adConfig),
            ),
          }
        : {}),
      appHtml,
      state,
      clientEntry: assets.entry,
      nonce: reply.cspNonce,
    });
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', status === 200 ? HTML_CACHE : 'no-store')
      .send(html);
  }

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith(`${config.API_PREFIX}/`)) return reply.callNotFound();
    return render(request, reply);
  });
}
