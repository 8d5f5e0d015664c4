import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { serverContracts } from '../render/contracts.server.ts';
import type { SiteServices } from '../site.ts';
import { escapeHtml, inlineScripts } from '../ssr/document.ts';
import { FAVICON_PATH } from '../ssr/favicon.ts';
import { createToolsAuth } from './auth/tools-auth.ts';
import type { ToolsUser } from './auth/tools-auth.ts';
import { DraftStore } from './drafts.ts';
import { draftsRoutes } from './drafts-routes.ts';
import { createPreviewData } from './preview-data.ts';
import { readPreviewFraming } from './preview-document.ts';
import { createPreviewRenderer } from './preview-render.ts';
import { previewRoutes } from './preview-routes.ts';
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
  /** The preview frame's script, as text: the server inlines it into every preview. */
  frameScript: string | undefined;
}

const TOOLS_ENTRY = 'src/tools/entry-tools.tsx';
const FRAME_ENTRY = 'src/tools/preview/frame/preview-frame.ts';

/** The tools entry's script and CSS from its own Vite manifest (separate from the visitors' build). */
export function readToolsAssets(staticDir: string): ToolsAssets {
  const dir = join(staticDir, TOOLS_ASSETS);
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { script: undefined, css: [], frameScript: undefined };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >;
  const entry = manifest[TOOLS_ENTRY];
  const frame = manifest[FRAME_ENTRY];
  return {
    script: entry ? `/${TOOLS_ASSETS}/${entry.file}` : undefined,
    css: (entry?.css ?? []).map((file) => `/${TOOLS_ASSETS}/${file}`),
    frameScript: frame ? readFileSync(join(dir, frame.file), 'utf8').trim() : undefined,
  };
}

/**
 * The tools' HTML shell. It names who is signed in (nobody: the app shows its sign-in page; the
 * wrong role: it says so), so the app knows before its first request, and the site's clock (the
 * preview's 'as of' starts there, not at the browser's time).
 */
function toolsDocument(
  assets: ToolsAssets,
  apiPrefix: string,
  user: ToolsUser | undefined,
  now: number,
): string {
  const css = assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
  const script = assets.script
    ? `<script type="module" src="${escapeHtml(assets.script)}"></script>`
    : '';
  const body = assets.script
    ? ''
    : '<p>The tools are not built yet: run <code>npm run build</code>.</p>';
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="${FAVICON_PATH}"><title>Weather site tools</title>${css.join('')}${script}</head><body><div id="tools-root" data-api-prefix="${escapeHtml(apiPrefix)}" data-user="${escapeHtml(user?.name ?? '')}" data-roles="${user?.roles.join(' ') ?? ''}" data-via="${user?.via ?? ''}" data-now="${now}">${body}</div></body></html>`;
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
  const framing = readPreviewFraming(config.STATIC_DIR, assets.frameScript);
  // The preview's frames are srcdoc documents, which live under this document's policy: the live
  // page's own (its inline scripts by hash) plus the frame's script, nothing more.
  const csp = app.hasDecorator('documentCsp')
    ? app.documentCsp([
        ...inlineScripts(services.assets.entry),
        ...(framing.script ? [framing.script] : []),
      ])
    : undefined;
  const sendDocument = (request: FastifyRequest, reply: FastifyReply) => {
    if (csp) reply.header('content-security-policy', csp);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(toolsDocument(assets, config.API_PREFIX, request.toolsUser, now()));
  };

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

  // The preview: renders through the live pipeline with its own data (as of, storm day).
  const data = await createPreviewData(app, { config, logger: opts.logger, services, now });
  const render = createPreviewRenderer(app, {
    config,
    renderer: services.renderer,
    assets: services.assets,
    version: opts.version,
    logger: opts.logger,
    fetchJson: data.fetchJson,
    contracts: serverContracts,
    framing,
  });
  await previewRoutes(app, { api, render, data, now });

  const drafts = new DraftStore(
    services.db,
    { expireDays: config.DRAFTS_EXPIRE_DAYS, quotaBytes: config.DRAFTS_QUOTA_MB * 1_048_576 },
    opts.now,
  );
  const owner = (request: FastifyRequest): string => request.toolsUser?.name ?? '';
  await draftsRoutes(app, { drafts, api, owner });

  await qaRoutes(app, { config, drafts, owner });
}
