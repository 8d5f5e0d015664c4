import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initialiseInChild } from '#server/db/pglite-footprint.ts';
import { openPglite } from '#server/db/pglite.ts';

// A child process initialises the folder (the server's own start path): a test that crosses a
// process boundary, so it runs in the browser tier (vitest.config.ts BROWSER_TIER).
describe('the embedded database footprint', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wx-pglite-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('initialises a new folder in a child, then opens it with 32 MB of shared buffers', async () => {
    const data = join(dir, 'pglite');
    const db = await openPglite(data);
    try {
      expect(existsSync(join(data, 'PG_VERSION'))).toBe(true);
      expect(await db.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('says why when the child cannot initialise the folder', async () => {
    const file = join(dir, 'not-a-folder');
    await writeFile(file, 'x');
    await expect(initialiseInChild(join(file, 'pglite'))).rejects.toThrow(
      /ENOTDIR|not a directory/i,
    );
  }, 120_000);
});
