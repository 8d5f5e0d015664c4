import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { TEST_NOW } from './clock.ts';
import { freshDataDir } from './data-dir.ts';

export interface RunningSite {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The whole site as `npm start` serves it (the built client and SSR bundle, the real content and
 * services), on a free loopback port with its own throwaway data folder, its clock standing at
 * TEST_NOW (`{ WX_NOW: '' }` runs it on the wall clock). Without the interstitial and the map
 * takeover (`{ ADS_OVERLAYS: 'on' }` shows them, tests/e2e/ads-overlays.test.ts): a journey's
 * clicks are meant for the page, not for an ad that covers it a moment after hydration.
 */
export async function startSite(
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<RunningSite> {
  const dataDir = await freshDataDir();
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CONTENT_WATCH: 'false',
    WX_NOW: TEST_NOW,
    ADS_OVERLAYS: 'off',
    ...env,
  });
  const app = await buildApp(config, deps);
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
