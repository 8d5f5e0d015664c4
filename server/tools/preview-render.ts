import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Contracts } from '#engine/contracts.ts';
import { createDataCache } from '#engine/data-merge.ts';
import type { FetchJson } from '#engine/data-merge.ts';
import { allModules } from '#engine/tree.ts';
import type { ResolvedModule } from '#engine/tree.ts';
import type { Config } from '../config.ts';
import { errorPageDescription } from '../error-pages.server.ts';
import type { Logger } from '../logger.ts';
import { checkedPageEntry } from '../page-check.server.ts';
import { renderPage } from '../render/render-page.ts';
import { renderSite } from '../render/site.ts';
import type { ClientAssets } from '../ssr/assets.ts';
import type { Renderer } from '../ssr/renderer.ts';
import { markerView, markModules, modulePointers } from './module-markers.ts';
import { previewDocument } from './preview-document.ts';
import type { PreviewFraming } from './preview-document.ts';

/**
 * The preview render in progress: its 'as of' time and scenario, read by the preview's data
 * routes (demo provider on this clock, the storm day's warnings), and the modules it rendered.
 * Other renders (and the live site) keep their own clock.
 */
export interface PreviewMoment {
  asOf: number;
  /** Storm day: the demo provider's severe-weather scenario (storm-day.ts). */
  storm: boolean;
  /** Set by the render: the modules of the page as rendered. */
  rendered?: ResolvedModule[];
}

export const previewMoment = new AsyncLocalStorage<PreviewMoment>();

export interface PreviewRenderOptions {
  config: Config;
  renderer: Renderer;
  assets: ClientAssets;
  version: string;
  logger: Logger;
  /** GET JSON answered by the preview's own data routes (on the moment's clock and scenario). */
  fetchJson: FetchJson;
  contracts: Contracts;
  framing: PreviewFraming;
}

/** A module of the rendered page, for the editor: where it is written, and its problem if any. */
export interface PreviewModule {
  key: string;
  name: string;
  /** JSON pointer of its config in the description; absent for modules the text does not hold. */
  pointer?: string;
  /** Why the live site leaves it out (a note in the preview). */
  problem?: string;
}

export interface PreviewRendering {
  /** The live document as the preview's frame shows it (preview-document.ts). */
  html: string;
  /** The status the live site would answer this description with (500: its error page). */
  status: number;
  modules: PreviewModule[];
}

export interface PreviewRequest {
  /** The parsed description; it may be invalid (then the live site's error page is shown). */
  description: unknown;
  asOf: number;
  storm?: boolean;
  /** The address's query the preview shows, like the live address would (`?day=`, `?compare=`). */
  search?: string;
}

/** A quiet logger: the editor sees the problems in the preview and its error list. */
const quiet = { error: () => undefined, warn: () => undefined };

/**
 * The preview's renderer: the live site's, and beside each page it renders, the same page with a
 * token on every module, which names the module of each element (module-markers.ts). The marker
 * render costs one more renderToString of a page the preview has already loaded.
 */
function markingRenderer(base: Renderer): Renderer {
  return {
    ...base,
    renderApp(props) {
      const html = base.renderApp(props);
      const moment = previewMoment.getStore();
      if (!moment || props.page.status !== 'success') return html;
      moment.rendered = allModules({ ...props.page.tree, parent: undefined });
      const marked = markerView(props.page);
      try {
        return markModules(html, base.renderApp({ ...props, page: marked.view }), marked.modules);
      } catch {
        return html; // unmarked: the editor selects modules from its form instead
      }
    },
  };
}

/**
 * Renders a description exactly as the live server would, through the one pipeline
 * (server/render/render-page.ts) and the content store's checks (page-check.server.ts): the same
 * status, the same HTML. Only notes differ: a module the live site leaves out is shown here as a
 * note naming its problem (an unknown module with the closest known names); the document is
 * framed for the sandboxed preview frames (preview-document.ts).
 */
export function createPreviewRenderer(app: FastifyInstance, opts: PreviewRenderOptions) {
  const site = renderSite(app, { ...opts, renderer: markingRenderer(opts.renderer) });
  const logger = opts.logger.child({ preview: true });
  return async function renderPreview(request: PreviewRequest): Promise<PreviewRendering> {
    const written = request.description as { url?: unknown } | null;
    const path = typeof written?.url === 'string' ? written.url : '/preview';
    // The content store's rules: migrated, validated, an invalid page is its error page (500).
    const entry = checkedPageEntry(JSON.stringify(request.description ?? null), 'draft', path, {
      logger,
      showIssues: true,
    });
    const invalid = entry.kind === 'invalid';
    // The error page exactly as the live site serves it (the issues are in the editor's list).
    const description = invalid
      ? errorPageDescription(path.slice(0, 500), undefined)
      : entry.description;
    const url = new URL(`${description.url}${request.search ?? ''}`, 'http://local');
    // A fresh cache per render: module data must be the data of this render's 'as of' time.
    const cache = createDataCache({ now: () => request.asOf });
    const moment: PreviewMoment = { asOf: request.asOf, storm: request.storm === true };
    const page = await previewMoment.run(moment, () =>
      renderPage(
        {
          url,
          page: { status: invalid ? 500 : 200, description },
          now: request.asOf,
          cache,
          notes: true,
          logger: quiet,
        },
        site,
      ),
    );
    const pointers = invalid
      ? new Map<string, string>()
      : modulePointers(description, opts.renderer.registry, opts.contracts);
    const modules = (moment.rendered ?? []).map((m) => ({
      key: m.key,
      name: m.name,
      ...(pointers.has(m.key) ? { pointer: pointers.get(m.key) } : {}),
      ...(m.problem ? { problem: m.problem } : {}),
    }));
    return { html: previewDocument(page.html, opts.framing), status: page.status, modules };
  };
}
