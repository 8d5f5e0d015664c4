import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where `npm run build` puts the compiled server (scripts/build-server.ts), and which compiled
 * entry may stand in for a source entry. Shared by the build, the test helpers that start the
 * server as a process and the benches.
 */
export const SERVER_ENTRIES = { main: 'server/main.ts', cluster: 'server/cluster.ts' } as const;
export const SERVER_OUT_DIR = 'dist/server';
/** esbuild's record of what went into each output: the freshness check below reads it. */
export const SERVER_METAFILE = join(SERVER_OUT_DIR, 'server-build.json');
export const COMPILED_MAIN = join(SERVER_OUT_DIR, 'main.js');

interface Metafile {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }>;
}

/**
 * The compiled file (relative to `root`) for a source entry such as `server/main.ts`, when it was
 * built and none of the files bundled into it has changed since; otherwise undefined, and the
 * caller runs the sources. So a test run after editing a server file without rebuilding tests
 * the edit, not yesterday's bundle.
 */
export function freshCompiledEntry(source: string, root: string): string | undefined {
  const metafile = join(root, SERVER_METAFILE);
  if (!existsSync(metafile)) return undefined;
  const { outputs } = JSON.parse(readFileSync(metafile, 'utf8')) as Metafile;
  const found = Object.entries(outputs).find(([, output]) => output.entryPoint === source);
  if (!found || !existsSync(join(root, found[0]))) return undefined;
  const [output, { inputs }] = found;
  const builtAt = statSync(join(root, output)).mtimeMs;
  const stale = Object.keys(inputs).some((input) => {
    if (/^[\w-]+:/.test(input)) return false; // made by a build plugin, not a file
    const path = join(root, input);
    return !existsSync(path) || statSync(path).mtimeMs > builtAt;
  });
  return stale ? undefined : output;
}
