import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDataCache } from '#engine/data-merge.ts';
import type { FetchJson } from '#engine/data-merge.ts';
import { dayParam } from '#engine/day-param.ts';
import { loadPageTree } from '#engine/load-tree.ts';
import { siteLinks } from '#engine/site-links.ts';
import { allModules } from '#engine/tree.ts';
import type { PageTree } from '#engine/tree.ts';
import { pageMachine } from '#machines/page.machine.ts';
import type { PageContext, PageFetchOutput } from '#machines/page.machine.ts';
import { pageView } from '#machines/page-view.ts';
import { unknownModuleMessage } from '#engine/closest-names.ts';
import { MODULE_NAMES } from '#schemas/generated/catalogue.ts';
import { moduleValidators } from '#schemas/generated/module-validators.js';
import { validatePageDescription } from '#schemas/generated/validators.js';
import type { PageDescription } from '#schemas/generated/types.ts';
import type { Config } from '../config.ts';
import type { ClientAssets } from '../ssr/assets.ts';
import { escapeHtml } from '../ssr/document.ts';
import type { Renderer } from '../ssr/renderer.ts';

/**
 * The 'as of' time of the preview render in progress. The demo weather provider of the preview
 * reads its clock from here, so the same page is shown with the data valid at the chosen time
 * while other renders (and the live site) keep their own clock.
 */
export const asOfClock = new AsyncLocalStorage<number>();

const UNKNOWN = /^Unknown module "/;

/**
 * The placeholder of an unknown module names the closest known ones, in the words of the
 * editor's lint. Done here, not in the engine, so the visitors' bundle stays byte for byte the same.
 */
function withSuggestions(tree: PageTree): PageTree {
  for (const module of allModules(tree)) {
    if (module.problem && UNKNOWN.test(module.problem))
      module.problem = unknownModuleMessage(module.name, MODULE_NAMES);
  }
  return tree;
}

export interface PreviewRenderOptions {
  config: Config;
  renderer: Renderer;
  assets: ClientAssets;
  version: string;
  /** GET JSON answered by the preview's own data routes (demo provider on the 'as of' clock). */
  fetchJson: FetchJson;
}

export interface PreviewRendering {
  html: string;
  /** 'not-found': the page as written would not be served; this is what visitors get instead. */
  servedAs: 'page' | 'not-found';
}

export interface PreviewRequest {
  /** The parsed description; it may be invalid (the engine shows what it can, in debug mode). */
  description: unknown;
  asOf: number;
  /** The drawer or day the preview shows, like the live address would (`?day=`). */
  search?: string;
}

/**
 * Renders a description exactly as the live server would, through the page machine and the
 * engine, but in debug mode (broken modules stay, as placeholders naming their problem) and with
 * module configs checked by the same precompiled validators. The document has the page's CSS and
 * no script: the preview frames are sandboxed and only show the page.
 */
export function createPreviewRenderer(app: FastifyInstance, opts: PreviewRenderOptions) {
  const { config, renderer, assets } = opts;
  const links = siteLinks(config.ORG_URL);
  const logger = { error: () => undefined, warn: () => undefined };

  return async function renderPreview(request: PreviewRequest): Promise<PreviewRendering> {
    // A fresh cache per render: module data must be the data of this render's 'as of' time.
    const cache = createDataCache({ now: () => request.asOf });
    // The live content store refuses a description its schema refuses, so visitors would get
    // the not-found page: the preview shows exactly that (module problems do not count here:
    // those modules are dropped live and shown as placeholders below).
    const servable = validatePageDescription(request.description);
    const description = servable
      ? (request.description as PageDescription)
      : (await app.getPage('/not-found')).description;
    const machine = pageMachine.provide({
      actors: {
        fetchPage: fromPromise<PageFetchOutput, { path: string }>(async () => ({
          status: 200,
          description,
        })),
        resolveTree: fromPromise<PageTree, { description: PageDescription }>(async ({ input }) =>
          withSuggestions(
            await loadPageTree(input.description, {
              registry: renderer.registry,
              validators: moduleValidators,
              fetchJson: opts.fetchJson,
              cache,
              logger,
              debug: true,
              apiPrefix: config.API_PREFIX,
              day: dayParam(request.search ?? ''),
              fetchParent: async (path) => (await app.getPage(path)).description,
              loadModules: (names) => renderer.loadModules(names),
            }),
          ),
        ),
      },
      actions: { stampTime: () => undefined },
    });
    const path = typeof description?.url === 'string' ? description.url : '/preview';
    const actor = createActor(machine, { input: { now: request.asOf } });
    // The machine's actors start on `page.load`: inside run(), so their data calls see the clock.
    const settled = await asOfClock.run(request.asOf, () => {
      actor.start();
      actor.send({ type: 'page.load', path });
      return waitFor(actor, (s) => s.matches('success') || s.matches('fail'), { timeout: 15_000 });
    });
    const context = settled.context as PageContext;
    actor.stop();
    const view = pageView(settled.matches('success') ? 'success' : 'fail', context);
    const appHtml = renderer.renderApp({
      page: view,
      links,
      debug: true,
      now: request.asOf,
      version: opts.version,
      search: {
        appId: config.SEARCH_APP_ID,
        apiKey: config.SEARCH_API_KEY,
        indexName: config.SEARCH_INDEX,
        hitsPerPage: config.SEARCH_HITS_PER_PAGE,
      },
    });
    const css = assets.css(context.tree ? allModules(context.tree).map((m) => m.name) : []);
    const title = escapeHtml(`Preview: ${path}`);
    // <base target="_blank">: a link followed in the preview opens the live page in a new tab,
    // never a live page squeezed into the frame.
    const html = `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank"><title>${title}</title><style>${css.text}</style></head><body>${appHtml}</body></html>`;
    return { html, servedAs: servable ? 'page' : 'not-found' };
  };
}
