import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's default shared_buffers (128 MB) is allocated and touched inside PGlite's
 * WebAssembly memory when it starts: about 140 MB resident for a database of sessions and
 * favourites that stays under 60 MB on disk after 20,000 writes (README, "Under load"). 32 MB
 * holds its hot pages; the rest is a file read away, which the OS caches. Issue 20 measured PGlite
 * alone after 2,000 inserts at 343 MB resident with the default, 201 MB with this.
 */
export const PGLITE_OPTIONS: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
};

/**
 * Initialises a new data folder (initdb) in a short-lived child process. PGlite runs initdb in a
 * second WebAssembly instance inside the calling process, and the process keeps about 450 MB of
 * it for the rest of its life (issue 20, PGlite 0.5.16: 619 MB resident after the first start
 * against 167 MB after a restart); a child hands all of it back when it exits. A folder that
 * already holds a database (PG_VERSION) is left alone.
 */
export async function initialiseInChild(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = [
    `const { PGlite } = require(${JSON.stringify(pglite)});`,
    'PGlite.create(process.argv[1]).then((pg) => pg.close()).catch((error) => {',
    '  console.error(error instanceof Error ? error.message : String(error));',
    '  process.exit(1);',
    '});',
  ].join('\n');
  const child = spawn(process.execPath, ['-e', script, dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(stderr.trim() || `initdb exited with ${code}`);
}
