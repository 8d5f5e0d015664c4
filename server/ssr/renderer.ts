import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModuleRegistry } from '#engine/resolve.ts';
import type { createSearchRunner, ServerRenderProps } from '#src/entry-server.tsx';

/** The server half of the app: React rendering and the module registry, from one bundle. */
export interface Renderer {
  renderApp(props: ServerRenderProps): string;
  loadModules(names: Iterable<string>): Promise<void>;
  registry: ModuleRegistry;
  /** The overlay's search client (algoliasearch lite), for the search page without JavaScript. */
  createSearchRunner: typeof createSearchRunner;
}

/**
 * The built SSR bundle (`vite build --ssr`) when there is one, which is what `npm start` runs;
 * otherwise the sources, which only a Vite-based runner (the tests) can import, since components
 * import their CSS.
 */
export async function loadRenderer(root = process.cwd()): Promise<Renderer> {
  const built = join(root, 'dist', 'server', 'entry-server.js');
  if (existsSync(built)) return (await import(pathToFileURL(built).href)) as Renderer;
  return (await import('#src/entry-server.tsx')) as Renderer;
}
