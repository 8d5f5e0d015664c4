import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ClientAssets {
  /** URL of the client entry script, or undefined when there is no client build. */
  entry: string | undefined;
  /** The site's whole stylesheet, inlined into every page. */
  css: string;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
}

/**
 * Reads the client build's manifest once at start-up. Without a build (unit tests) the pages are
 * still served, unstyled and without scripts, which is exactly what a no-JavaScript visitor gets.
 */
export function readClientAssets(staticDir: string): ClientAssets {
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { entry: undefined, css: '' };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const cssFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const f of chunk.css ?? []) cssFiles.add(f);
  for (const [key, chunk] of Object.entries(manifest)) if (key.endsWith('.css')) cssFiles.add(chunk.file);
  const css = [...cssFiles].map((f) => readFileSync(join(staticDir, f), 'utf8')).join('\n');
  return { entry: entry ? `/${entry.file}` : undefined, css };
}
