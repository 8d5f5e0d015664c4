import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FetchJson } from '#engine/data-merge.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { dataFeatures } from '../data-features.ts';
import { HttpError } from '../errors.ts';
import { limitFor } from '../rate-limits.ts';
import type { Logger } from '../logger.ts';
import type { SiteServices } from '../site.ts';
import { escapeHtml } from '../ssr/document.ts';
import { warningForcing } from '../weather/demo-forcing.ts';
import { createDemoProvider } from '../weather/demo-provider.ts';
import { createToolsAuth } from './auth/tools-auth.ts';
import type { ToolsUser } from './auth/tools-auth.ts';
import { DRAFT_MAX_BYTES, DraftStore } from './drafts.ts';
import { draftsRoutes } from './drafts-routes.ts';
import { asOfClock, createPreviewRenderer } from './preview-render.ts';
import { qaRoutes } from './qa-routes.ts';

export interface ToolRoutesOptions {
  config: Config;
  logger: Logger;
  services: SiteServices;
  version: string;
  /** The server's clock: a render without 'as of' shows the data of now. */
  now: Clock;
}

/** Where the tools build (vite.tools.config.ts) writes, under the static assets. */
export const TOOLS_ASSETS = 'assets/tools';

interface ToolsAssets {
  script: string | undefined;
  css: string[];
}

/** The tools entry's script and CSS from its own Vite manifest (separate from the visitors' build). */
export function readToolsAssets(staticDir: string): ToolsAssets {
  const manifestPath = join(staticDir, TOOLS_ASSETS, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { script: undefined, css: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return {
    script: entry ? `/${TOOLS_ASSETS}/${entry.file}` : undefined,
    css: (entry?.css ?? []).map((file) => `/${TOOLS_ASSETS}/${file}`),
  };
}

/**
 * The tools' HTML shell. It names who is signed in (nobody: the app shows its sign-in page; the
 * wrong role: it says so), so the app knows before its first request.
 */
function toolsDocument(
  assets: ToolsAssets,
  apiPrefix: string,
  user: ToolsUser | undefined,
): string {
  const css = assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
  const script = assets.script
    ? `<script type="module" src="${escapeHtml(assets.script)}"></script>`
    : '';
  const body = assets.script
    ? ''
    : '<p>The tools are not built yet: run <code>npm run build</code>.</p>';
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Weather site tools</title>${css.join('')}${script}</head><body><div id="tools-root" data-api-prefix="${escapeHtml(apiPrefix)}" data-user="${escapeHtml(user?.name ?? '')}" data-roles="${user?.roles.join(' ') ?? ''}" data-via="${user?.via ?? ''}">${body}</div></body></html>`;
}

function readBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Send a JSON object.');
  return body as Record<string, unknown>;
}

/**
 * The editors' and QA's tools app (/preview, /qa) and their APIs, only when TOOLS_ENABLED, and
 * only for a signed-in user with the tool's role (auth/tools-auth.ts; open on this machine in
 * development). The pages are one HTML shell for the tools' own entry: a visitor's page never
 * loads any of it.
 */
export async function registerToolRoutes(
  app: FastifyInstance,
  opts: ToolRoutesOptions,
): Promise<void> {
  const { config, services, now } = opts;
  if (!config.TOOLS_ENABLED) return;
  const api = `${config.API_PREFIX}/preview`;
  const assets = readToolsAssets(config.STATIC_DIR);
  const sendDocument = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(toolsDocument(assets, config.API_PREFIX, request.toolsUser));

  // Every route below is behind the sign-in: refused before its body is even read.
  const auth = createToolsAuth({
    access: config.TOOLS_ACCESS,
    production: config.NODE_ENV === 'production',
    apiPrefix: config.API_PREFIX,
    publicOrigin: config.PUBLIC_ORIGIN,
    db: services.db,
    ...(opts.now ? { now: opts.now } : {}),
  });
  app.decorateRequest('toolsUser', undefined);
  app.addHook('onRequest', async (request, reply) => {
    const { user, refusal } = await auth.decide(request);
    request.toolsUser = user;
    if (!refusal) return;
    // A page gets the app, which shows its sign-in form (or says whose role is missing).
    if (request.method === 'GET' && !request.url.startsWith(`${config.API_PREFIX}/`))
      return sendDocument(request, reply.code(refusal.status));
    throw new HttpError(refusal.status, refusal.message);
  });
  await auth.routes(app);

  for (const url of ['/preview', '/preview/*', '/qa', '/qa/*']) app.get(url, sendDocument);

  // The preview's module data: the live site's data routes with the demo provider on the render's
  // 'as of' clock (deterministic, so a time shows the same data for everyone, the warnings felt by
  // the demo model as live); other calls (warnings, MCP) go to this server as usual.
  const asOfNow = (): number => asOfClock.getStore() ?? now();
  const dataApp = Fastify();
  for (const [plugin, options] of dataFeatures(
    config,
    opts.logger,
    services,
    createDemoProvider({
      now: asOfNow,
      forcing: warningForcing(() => services.warnings.all(), asOfNow),
    }),
    asOfNow,
  ))
    await dataApp.register(plugin as FastifyPluginAsync, options as Record<string, unknown>);
  app.addHook('onClose', () => dataApp.close());
  const dataPrefix = `${config.API_PREFIX}/data/`;
  const fetchJson: FetchJson = async (url) => {
    const target = url.startsWith(dataPrefix) ? dataApp : app;
    const res = await target.inject({ method: 'GET', url });
    if (res.statusCode >= 400) throw new Error(`GET ${url} answered ${res.statusCode}`);
    return res.json();
  };
  const render = createPreviewRenderer(app, {
    config,
    renderer: services.renderer,
    assets: services.assets,
    version: opts.version,
    logger: opts.logger,
    fetchJson,
  });

  const drafts = new DraftStore(
    services.db,
    { expireDays: config.DRAFTS_EXPIRE_DAYS, quotaBytes: config.DRAFTS_QUOTA_MB * 1_048_576 },
    opts.now,
  );
  const owner = (request: FastifyRequest): string => request.toolsUser?.name ?? '';
  await draftsRoutes(app, { drafts, api, owner });

  const bodyLimit = DRAFT_MAX_BYTES + 16 * 1024;
  // Renders follow typing (debounced): a couple a second at most, each as costly as a cold page.
  app.post(`${api}/render`, { ...limitFor(app, 'preview'), bodyLimit }, async (request, reply) => {
    const body = readBody(request);
    const asOf = typeof body.asOf === 'string' ? Date.parse(body.asOf) : now();
    if (!Number.isFinite(asOf)) throw new HttpError(400, "'asOf' must be a date and time.");
    const { html, status } = await render({
      description: body.description,
      asOf,
      search: typeof body.search === 'string' ? body.search : '',
    });
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // What the live site would answer with this description (500: its error page).
        .header('x-preview-status', String(status))
        .send(html)
    );
  });

  await qaRoutes(app, { config, drafts, owner });
}
