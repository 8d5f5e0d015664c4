import { createActor, fromPromise, waitFor } from 'xstate';
import { adSlots, adSpaceCss } from '#engine/ad-space.ts';
import type { Contracts } from '#engine/contracts.ts';
import { renderPartsMissing } from '#engine/data-door.ts';
import type { DataCache, FetchJson } from '#engine/data-merge.ts';
import { dayParam } from '#engine/day-param.ts';
import { loadPageTree } from '#engine/load-tree.ts';
import { METADATA_DEFAULTS, pageMetadata } from '#engine/metadata.ts';
import type { SiteLinks } from '#engine/site-links.ts';
import { allModules } from '#engine/tree.ts';
import type { EngineLogger, PageTree } from '#engine/tree.ts';
import { pageMachine } from '#machines/page.machine.ts';
import type { PageContext, PageFetchOutput } from '#machines/page.machine.ts';
import { pageView } from '#machines/page-view.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import type { ClientSettings, EmbeddedState } from '#src/entry-server.tsx';
import type { ClientAssets } from '../ssr/assets.ts';
import { renderDocument } from '../ssr/document.ts';
import { pageEtag } from '../ssr/page-etag.ts';
import { pageWarnings } from '../warnings/page-warnings.ts';
import type { Renderer } from '../ssr/renderer.ts';
import { moduleAddress } from './address.ts';
import { renderIsolated } from './isolate.ts';
import { embeddedSnapshot } from './snapshot.ts';

/** What every render of one site shares: built once per server (and once for the preview). */
export interface RenderSite {
  renderer: Renderer;
  assets: ClientAssets;
  contracts: Contracts;
  links: SiteLinks;
  /** The client's settings but its clock: the same for every page of this server. */
  settings: Omit<ClientSettings, 'now'>;
  apiPrefix: string;
  publicOrigin: string;
  /** Ad space is reserved only when an ads provider is configured. */
  ads: boolean;
  /** The demo notice's HTML, outside the React root. */
  notice: string;
  /** Module data, MCP messages and warnings: answered in-process, never over HTTP. */
  fetchJson: FetchJson;
  /** Another page's description: an overlay's parent, the not-found page. */
  getPage(path: string): Promise<PageFetchOutput>;
}

/** One page to render: where, what, and when. */
export interface PageRequest {
  /** The address asked for: its path, and the query the modules read (`?day=`, declared ones). */
  url: URL;
  /** The description and status to serve (the content store's, or the editor's checked alike). */
  page: PageFetchOutput;
  /** "Now" of this render: the server's clock, or the preview's 'as of'. */
  now: number;
  /** Module data cache: the server's (one per server), or a fresh one per preview render. */
  cache: DataCache;
  /** Keep modules with a problem, shown as notes naming it (debug mode, the preview). */
  notes: boolean;
  /** Ship the client entry (false: a plain-HTML page such as the search page). */
  script?: boolean;
  logger: EngineLogger;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Of the HTML without its render time: an unchanged page keeps its tag (page-etag.ts). */
  etag: string;
  /**
   * False when the warnings bar could not get its warnings, or a module its render-time part (a
   * feed's items): such a page is never cached, so asking for it again tries again.
   */
  complete: boolean;
}

/**
 * Runs the page machine on the server to a settled state, with the engine's tree loader.
 * Every module is checked against its contract on the way (engine/contracts.ts).
 */
async function settle(request: PageRequest, site: RenderSite) {
  const { url, logger } = request;
  const machine = pageMachine.provide({
    actors: {
      fetchPage: fromPromise<PageFetchOutput, { path: string }>(async () => request.page),
      resolveTree: fromPromise<PageTree, { description: PageDescription }>(async ({ input }) =>
        loadPageTree(input.description, {
          registry: site.renderer.registry,
          contracts: site.contracts,
          fetchJson: site.fetchJson,
          cache: request.cache,
          logger,
          debug: request.notes,
          apiPrefix: site.apiPrefix,
          day: dayParam(url.search),
          address: moduleAddress(url.search),
          fetchParent: async (path) => (await site.getPage(path)).description,
          loadModules: (names) => site.renderer.loadModules(names),
        }),
      ),
    },
    actions: { stampTime: () => undefined },
  });
  const actor = createActor(machine, { input: { now: request.now } });
  actor.start();
  const path = request.page.description.url;
  actor.send({ type: 'page.load', path });
  const settled = await waitFor(actor, (s) => s.matches('success') || s.matches('fail'), {
    timeout: 15_000,
  });
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return { settled, snapshot };
}

/**
 * The one render pipeline (issue 20): an address, a page description, a clock and the site's
 * settings in; a page's HTML and status out. The live site, the editors' preview and the bench
 * all call this, so a rule that holds in one holds in all: every module checked against its own
 * schema (a failing one is left out, or shown as a note), every module isolated (one that throws
 * while rendering is left out, never the page), the same warnings, ads space and metadata.
 *
 * @example const page = await renderPage({ url, page: await app.getPage(url.pathname), now: Date.now(), cache, notes: false, logger }, site);
 */
export async function renderPage(request: PageRequest, site: RenderSite): Promise<RenderedPage> {
  const { url, now, logger } = request;
  const { settled, snapshot } = await settle(request, site);
  const context = settled.context as PageContext;
  const success = settled.matches('success');
  const description = context.description;
  const bar = success
    ? await pageWarnings(description, site.fetchJson, site.apiPrefix, (m) => logger.warn?.(m))
    : { complete: true };
  const warnings = bar.warnings;
  // The browser shows the same notes as the HTML (the preview); visitors' pages carry no flag.
  const settings: ClientSettings = {
    ...site.settings,
    now,
    ...(request.notes && !site.settings.debug ? { notes: true as const } : {}),
  };

  // A module that throws while rendering is left out (or noted) and the page renders without it.
  const rendered = renderIsolated(
    pageView(success ? 'success' : 'fail', context),
    (page) =>
      site.renderer.renderApp({
        page,
        links: site.links,
        debug: site.settings.debug,
        notes: request.notes,
        now,
        version: site.settings.version,
        search: settings.search,
        address: moduleAddress(url.search),
        ...(warnings ? { initialWarnings: warnings } : {}),
      }),
    logger,
    request.notes,
  );
  const tree = rendered.tree ?? context.tree;
  const state: EmbeddedState = {
    settings,
    page: embeddedSnapshot(
      snapshot,
      tree,
      (name) => site.renderer.registry[name]?.hydrate ?? 'never',
    ),
    ...(warnings ? { warnings } : {}),
  };
  const status = context.status ?? (success ? 200 : 500);
  const head = pageMetadata(description ?? (await site.getPage('/not-found')).description, {
    ...METADATA_DEFAULTS,
    origin: site.publicOrigin,
  });
  const html = renderDocument({
    head,
    status404: status >= 400 && status < 500,
    css: site.assets.css(tree ? allModules(tree).map((m) => m.name) : []),
    ...(site.ads && tree
      ? { adSpace: adSpaceCss(adSlots((tree.parent?.description ?? description)?.adConfig)) }
      : {}),
    appHtml: rendered.html,
    state,
    ...(site.assets.darkCss ? { darkCss: site.assets.darkCss } : {}),
    ...(request.script === false ? {} : { clientEntry: site.assets.entry }),
    notice: site.notice,
  });
  const complete = bar.complete && !(tree && renderPartsMissing(tree, site.contracts));
  return { status, html, etag: pageEtag(html, now), complete };
}
