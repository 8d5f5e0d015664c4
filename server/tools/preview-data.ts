import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync, InjectOptions } from 'fastify';
import type { FetchJson } from '#engine/data-merge.ts';
import type { Config } from '../config.ts';
import { dataFeatures } from '../data-features.ts';
import type { Logger } from '../logger.ts';
import { ownCall } from '../rate-limits.ts';
import type { SiteServices } from '../site.ts';
import { warningsRoutes } from '../warnings/routes.ts';
import type { WarningsService } from '../warnings/service.server.ts';
import { warningForcing } from '../weather/demo-forcing.ts';
import { createDemoProvider } from '../weather/demo-provider.ts';
import { previewMoment } from './preview-render.ts';
import { createStormDay } from './storm-day.ts';

export interface PreviewDataOptions {
  config: Config;
  logger: Logger;
  services: SiteServices;
  /** The server's clock: outside a preview render, the data of now. */
  now: () => number;
}

/** A request a preview frame's page makes of the site (preview-frame.ts hands it to the editor). */
export interface FrameRequest {
  method: 'GET' | 'POST';
  /** Path and query on the site. */
  url: string;
  body?: string;
}

export interface FrameAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface PreviewData {
  /** GET JSON for a preview render: module data and warnings at its moment, the rest live. */
  fetchJson: FetchJson;
  /** A frame's request, answered as the live site would at the moment of the frame's render. */
  answer(request: FrameRequest): Promise<FrameAnswer>;
}

const refused = (message: string): FrameAnswer => ({
  status: 403,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ error: { status: 403, message } }),
});

/**
 * The preview's data: the live site's data routes (weather, traffic, webcams) with the demo
 * provider on the preview's clock (the render's 'as of', so a time shows the same data for
 * everyone), the demo model following the warnings in force; on a storm day, the storm's warnings
 * (storm-day.ts) and a demo model following them. Warnings otherwise, MCP messages, pages and ads
 * come from the live site's routes, in-process (never over HTTP, never counted as a visitor's).
 */
export async function createPreviewData(
  app: FastifyInstance,
  opts: PreviewDataOptions,
): Promise<PreviewData> {
  const { config, services } = opts;
  const prefix = config.API_PREFIX;
  const asOf = (): number => previewMoment.getStore()?.asOf ?? opts.now();
  const storm = await createStormDay({
    contentDir: config.CONTENT_DIR,
    locations: services.locations.all,
    logger: opts.logger,
    now: asOf,
  });

  const dataApp = async (warnings: WarningsService, withWarnings: boolean) => {
    const instance = Fastify();
    const provider = createDemoProvider({
      now: asOf,
      forcing: warningForcing(() => warnings.all(), asOf),
    });
    for (const [plugin, options] of dataFeatures(
      config,
      opts.logger,
      { ...services, warnings },
      provider,
      asOf,
    ))
      await instance.register(plugin as FastifyPluginAsync, options as Record<string, unknown>);
    if (withWarnings)
      await instance.register(warningsRoutes, { service: warnings, apiPrefix: prefix });
    app.addHook('onClose', () => instance.close());
    return instance;
  };
  const usual = await dataApp(services.warnings, false);
  const stormy = await dataApp(storm, true);

  /** Which app answers `url` at the moment of the render in progress. */
  const appFor = (url: string): FastifyInstance => {
    const onStormDay = previewMoment.getStore()?.storm === true;
    if (url.startsWith(`${prefix}/data/`)) return onStormDay ? stormy : usual;
    if (onStormDay && url.startsWith(`${prefix}/warnings-service/`)) return stormy;
    return app;
  };
  const inject = (url: string, options: InjectOptions = ownCall(url)) =>
    appFor(url).inject(options);

  const fetchJson: FetchJson = async (url) => {
    const res = await inject(url);
    if (res.statusCode >= 400) throw new Error(`GET ${url} answered ${res.statusCode}`);
    return res.json();
  };

  // What a frame's page may ask: the site's reads and its search, as a visitor without a cookie
  // (its favourites are those of a first visit; no write reaches them), and never the tools.
  const closed = ['preview', 'qa', 'tools'].map((p) => `${prefix}/${p}`);
  const search = /^\/1\/indexes\/[^/]+\/quer(y|ies)(\?|$)/;
  async function answer(request: FrameRequest): Promise<FrameAnswer> {
    const { url } = request;
    if (closed.some((p) => url === p || url.startsWith(`${p}/`)))
      return refused('The tools are not part of the preview.');
    // The API, the version file and the spec's calls without the API prefix (/dynamic/...).
    const isRead =
      request.method === 'GET' &&
      (url.startsWith(`${prefix}/`) || url.startsWith('/dynamic/') || url === '/version.json');
    const isSearch = request.method === 'POST' && search.test(url);
    if (!isRead && !isSearch) return refused('The preview answers the site’s reads and search.');
    const own = ownCall(url);
    const res = await inject(
      url,
      isSearch
        ? {
            ...own,
            method: 'POST',
            headers: { ...own.headers, 'content-type': 'text/plain' },
            payload: request.body ?? '',
          }
        : own,
    );
    return {
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? 'application/octet-stream'),
      body: res.body,
    };
  }

  return { fetchJson, answer };
}
