import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { limitFor } from '../rate-limits.ts';
import { renderSite } from '../render/site.ts';
import type { SearchIndex } from '../search/search-index.ts';
import type { ClientAssets } from './assets.ts';
import { inlineScripts } from './document.ts';
import { pageRoute } from './page-route.ts';
import type { Renderer } from './renderer.ts';
import { searchPageRoute } from './search-page-route.ts';
import { registerSectionHomes } from './section-homes.ts';

export interface SsrOptions {
  config: Config;
  renderer: Renderer;
  assets: ClientAssets;
  version: string;
  /** This server's search index: the no-script search page asks it directly (never over HTTP). */
  search: SearchIndex;
  /** Clock of the render (tests pin it). */
  now?: () => number;
  /** False while the warnings feed has not answered since the start (server/warnings). */
  warningsAvailable?: () => boolean;
}

/**
 * Server rendering: every GET that is not an API or a file is a page, rendered by the one
 * pipeline (server/render/render-page.ts) and kept in the render cache (page-route.ts); the
 * search page without JavaScript (search-page-route.ts); and the section addresses people type,
 * redirected to their first page (section-homes.ts).
 */
export async function ssrRoutes(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  const { config } = opts;
  const now = opts.now ?? Date.now;
  const site = renderSite(app, opts);
  // The same for every page of this build: computed once.
  const csp = app.documentCsp(inlineScripts(opts.assets.entry));
  searchPageRoute(app, { config, site, csp, now, index: opts.search });
  registerSectionHomes(app, limitFor(app, 'pages'));
  pageRoute(app, { config, site, csp, now, warningsKnown: opts.warningsAvailable ?? (() => true) });
}
