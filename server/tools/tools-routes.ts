import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { qaRoutes } from './qa-routes.ts';

const TOOLS_ENTRY = 'src/tools/entry-tools.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
}

/** The tools app's HTML: its own entry of the client build, never a visitor page's chunks. */
function toolsHtml(staticDir: string): string | null {
  const manifestPath = join(staticDir, 'tools-manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[TOOLS_ENTRY];
  if (!entry) return null;
  const css = (entry.css ?? []).map((f) => `<link rel="stylesheet" href="/${f}">`).join('');
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>NZ Weather tools</title><meta name="robots" content="noindex">${css}<script type="module" src="/${entry.file}"></script></head><body><div id="tools-root"></div></body></html>`;
}

/**
 * The tools app (QA's path explorer) and its API, on only when TOOLS_ENABLED is on (the
 * embedded default; off in production unless set).
 */
export async function toolsRoutes(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const { config } = opts;
  const enabled =
    (config as Config & { TOOLS_ENABLED?: boolean }).TOOLS_ENABLED ??
    config.NODE_ENV !== 'production';
  if (!enabled) return;
  await qaRoutes(app, { config });
  const html = toolsHtml(config.STATIC_DIR);
  const handler = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    if (!html)
      return reply
        .code(503)
        .type('text/plain')
        .send('The tools app is not built: run npm run build.');
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };
  app.get('/qa', handler);
  app.get('/qa/*', handler);
}
