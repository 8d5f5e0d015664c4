import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#server/db/open-database.ts';

const ROOT = join(import.meta.dirname, '../..');

/**
 * What the embedded database's template depends on: the migrations and PGlite's version. A change
 * to either makes a new template; an old one is never used for them.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(ROOT, 'server/db/migrations.ts')));
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * An embedded database made by the server's own open path (initdb, then the migrations) and
 * closed, kept under .tmp/ from run to run. Making one takes seconds of a busy machine; copying
 * it a fraction of that. Two processes may make it at once: each builds its own and the first
 * rename wins.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = join(ROOT, '.tmp', 'pglite-template', templateKey());
    if (existsSync(dir)) return join(dir, 'pglite');
    await mkdir(join(ROOT, '.tmp', 'pglite-template'), { recursive: true });
    const building = await mkdtemp(`${dir}-building-`);
    const db = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: building });
    await db.close();
    await rename(building, dir).catch(async (error: NodeJS.ErrnoException) => {
      if (!existsSync(dir)) throw error;
      await rm(building, { recursive: true, force: true });
    });
    return join(dir, 'pglite');
  })();
  return template;
}

/**
 * A new, empty data folder for a test site, its embedded database already made: a copy of the
 * template, so every file that needs a site of its own still starts from nothing saved.
 */
export async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'wx-site-'));
  await cp(await pgliteTemplate(), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
