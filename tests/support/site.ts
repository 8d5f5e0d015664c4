import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';

export interface RunningSite {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The whole site as `npm start` serves it (the built client and SSR bundle, the real content and
 * services), on a free loopback port with its own throwaway data folder.
 */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'wx-site-'));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CONTENT_WATCH: 'false',
    ...env,
  });
  const app = await buildApp(config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The URL path of the built client chunk of a source file ('modules/x/X.tsx' -> '/assets/….js'),
 * read from the build manifest: chunk names are hashes only (decision 011).
 */
export function builtChunkPath(source: string): string {
  const manifest = JSON.parse(
    readFileSync(join(process.cwd(), 'dist/client/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the client build's manifest`);
  return `/${chunk.file}`;
}
