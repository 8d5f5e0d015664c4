import type { FastifyInstance } from 'fastify';
import type { FetchJson } from '#engine/data-merge.ts';
import { siteLinks } from '#engine/site-links.ts';
import type { Config } from '../config.ts';
import { ownCall } from '../rate-limits.ts';
import type { ClientAssets } from '../ssr/assets.ts';
import { demoNoticeHtml, demoSources } from '../ssr/demo-notice.ts';
import type { Renderer } from '../ssr/renderer.ts';
import { serverContracts } from './contracts.server.ts';
import type { RenderSite } from './render-page.ts';

export interface RenderSiteOptions {
  config: Config;
  renderer: Renderer;
  assets: ClientAssets;
  version: string;
  /** GET JSON for module data (default: this server's routes, in-process). */
  fetchJson?: FetchJson;
}

/**
 * This server's own GETs, answered in-process by its routes (Fastify's inject): module data, MCP
 * messages and warnings for a render never cross the network, nor count against a visitor's
 * budget (ownCall, server/rate-limits.ts).
 */
export function inProcessFetch(app: FastifyInstance): FetchJson {
  return async (url) => {
    const res = await app.inject(ownCall(url));
    if (res.statusCode >= 400) throw new Error(`GET ${url} answered ${res.statusCode}`);
    return res.json();
  };
}

/**
 * What every render of this server shares, made once: the live site and the preview build theirs
 * here, so both render with the same settings (search hosts, monitoring, ads, notice) and the
 * same module contracts.
 */
export function renderSite(app: FastifyInstance, opts: RenderSiteOptions): RenderSite {
  const { config } = opts;
  return {
    renderer: opts.renderer,
    assets: opts.assets,
    contracts: serverContracts,
    links: siteLinks(config.ORG_URL),
    settings: {
      debug: config.DEBUG,
      version: opts.version,
      orgUrl: config.ORG_URL,
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
      ...(config.TOOLS_ENABLED ? { tools: true as const } : {}),
    },
    apiPrefix: config.API_PREFIX,
    publicOrigin: config.PUBLIC_ORIGIN,
    ads: Boolean(config.ADS.settings),
    notice: demoNoticeHtml(demoSources(config)),
    fetchJson: opts.fetchJson ?? inProcessFetch(app),
    getPage: async (path) => {
      const page = await app.getPage(path);
      return { status: page.status, description: page.description };
    },
  };
}
