import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { createDataCache } from '#engine/data-merge.ts';
import type { FetchJson } from '#engine/data-merge.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { checkedPageEntry } from '../page-check.server.ts';
import { renderPage } from '../render/render-page.ts';
import { renderSite } from '../render/site.ts';
import type { ClientAssets } from '../ssr/assets.ts';
import type { Renderer } from '../ssr/renderer.ts';

/**
 * The 'as of' time of the preview render in progress. The demo weather provider of the preview
 * reads its clock from here, so the same page is shown with the data valid at the chosen time
 * while other renders (and the live site) keep their own clock.
 */
export const asOfClock = new AsyncLocalStorage<number>();

export interface PreviewRenderOptions {
  config: Config;
  renderer: Renderer;
  assets: ClientAssets;
  version: string;
  logger: Logger;
  /** GET JSON answered by the preview's own data routes (demo provider on the 'as of' clock). */
  fetchJson: FetchJson;
}

export interface PreviewRendering {
  html: string;
  /** The status the live site would answer this description with (500: its error page). */
  status: number;
}

export interface PreviewRequest {
  /** The parsed description; it may be invalid (then the live site's error page is shown). */
  description: unknown;
  asOf: number;
  /** The address's query the preview shows, like the live address would (`?day=`, `?compare=`). */
  search?: string;
}

/** A quiet logger: the editor sees the problems in the preview and its error list. */
const quiet = { error: () => undefined, warn: () => undefined };

/**
 * Renders a description exactly as the live server would, through the one pipeline
 * (server/render/render-page.ts) and the content store's checks (page-check.server.ts): the same
 * status, the same HTML. Only notes differ: a module the live site leaves out is shown here as a
 * note naming its problem (an unknown module with the closest known names).
 */
export function createPreviewRenderer(app: FastifyInstance, opts: PreviewRenderOptions) {
  const site = renderSite(app, opts);
  const logger = opts.logger.child({ preview: true });
  return async function renderPreview(request: PreviewRequest): Promise<PreviewRendering> {
    const written = request.description as { url?: unknown } | null;
    const path = typeof written?.url === 'string' ? written.url : '/preview';
    // The content store's rules: migrated, validated, an invalid page is its error page (500).
    const entry = checkedPageEntry(JSON.stringify(request.description ?? null), 'draft', path, {
      logger,
      showIssues: true,
    });
    const status = entry.kind === 'invalid' ? 500 : 200;
    const url = new URL(`${entry.description.url}${request.search ?? ''}`, 'http://local');
    // A fresh cache per render: module data must be the data of this render's 'as of' time.
    const cache = createDataCache({ now: () => request.asOf });
    const page = await asOfClock.run(request.asOf, () =>
      renderPage(
        {
          url,
          page: { status, description: entry.description },
          now: request.asOf,
          cache,
          notes: true,
          logger: quiet,
        },
        site,
      ),
    );
    // <base target="_blank">: a link followed in the preview opens the live page in a new tab,
    // never a live page squeezed into the frame. Everything else is the live document.
    const html = page.html.replace('<head>', '<head><base target="_blank">');
    return { html, status: page.status };
  };
}
